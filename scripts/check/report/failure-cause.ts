/**
 * The cause of a failed check, in one line that many failures can share: the exchange that went
 * wrong, as a route (`GET /api/v2/templates answered 500 internal_error`), so a build whose
 * listing is not written yet learns it once instead of in every check that lists. Pure: the
 * failure in, its cause out.
 *
 * Which exchange, in this order: the setup step's own call when a precondition failed (or the
 * step's name when it made none); the first
 * call that went wrong on the target's side (no answer, a 5xx but 502); the last public call; the
 * last control-plane call of a check that made no public one. A delivery whose signature did not
 * verify is caused by the signature, whatever the calls before it. A failure with no exchange
 * gets its cause from its kind (a setup step by its name, a timeout, an error before any call).
 */
import type { RecordedCall } from '../../../suites/support/http/recorded-call.ts';
import type { FailureKind } from '../../../suites/support/checks/typed-failure.ts';
import type { CheckFailure } from '../check-outcome.ts';
import { routeOf } from './route-pattern.ts';

export interface FailureCause {
  /** The cause in one line; failures with the same text share their cause. */
  text: string;
  /** Where it was read from. */
  from: 'setup-step' | 'trouble' | 'last-call' | 'control-call' | 'signature' | 'kind';
}

function parsed(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const field = (value: unknown, name: string): unknown => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined);

/** What a send carried, as the spec's `type` selects it (`text` when absent): sends of each type group apart. */
function sendType(call: RecordedCall): string | undefined {
  if (call.method !== 'POST' || routeOf(call.path, 'public') !== '/api/v2/messages' || call.bodyEncoding !== 'utf8') return undefined;
  const body = parsed(call.body);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const type = field(body, 'type') ?? 'text';
  return typeof type === 'string' && /^[a-z_]{1,20}$/.test(type) ? type : undefined;
}

/** The `code` of an answer's error object, when it has one of the spec's form. */
function answerCode(call: RecordedCall): string | undefined {
  const code = field(parsed(call.response?.body), 'code');
  return typeof code === 'string' && /^[a-z][a-z0-9_]{0,40}$/.test(code) ? code : undefined;
}

/** One exchange as a cause: `METHOD route [(type T)] answered STATUS [code]`, or `got no answer`. */
export function exchangeCause(call: RecordedCall): string {
  const type = sendType(call);
  const what = `${call.method} ${routeOf(call.path, call.plane)}${call.plane === 'control' ? ' (control plane)' : ''}${type === undefined ? '' : ` (type ${type})`}`;
  if (!call.response) return `${what} got no answer`;
  const code = answerCode(call);
  return `${what} answered ${call.response.status}${code === undefined ? '' : ` ${code}`}`;
}

function fact(failure: CheckFailure, label: string): string | undefined {
  return failure.typed?.facts?.find(([name]) => name === label)?.[1];
}

/** A cause read from the failure itself, for one with no exchange to name. */
function kindCause(kind: FailureKind, failure: CheckFailure): string {
  const step = fact(failure, 'setup step');
  if (kind === 'precondition' && step !== undefined) return `setup step failed: ${step}`;
  if (/\btimed out\b/i.test(failure.message)) return 'the check timed out';
  const first = (failure.typed?.why ?? failure.message).split('\n')[0] ?? '';
  return `${kind === 'assertion' ? 'failed' : kind} before any call: ${first.length > 100 ? `${first.slice(0, 97)}...` : first}`;
}

export function failureCause(failure: CheckFailure): FailureCause {
  const kind = failure.typed?.kind ?? 'assertion';
  const reason = fact(failure, 'verifier reason');
  if (kind === 'signature' && reason !== undefined) return { text: `a delivery's signature did not verify: ${reason}`, from: 'signature' };
  // A setup step's failure is its own, not that of a call an earlier step made.
  if (kind === 'precondition') {
    const step = failure.typed?.call;
    return step ? { text: exchangeCause(step), from: 'setup-step' } : { text: kindCause(kind, failure), from: 'kind' };
  }
  if (failure.trouble) return { text: exchangeCause(failure.trouble), from: 'trouble' };
  if (failure.request) return { text: exchangeCause(failure.request), from: 'last-call' };
  if (failure.controlCall) return { text: exchangeCause(failure.controlCall), from: 'control-call' };
  return { text: kindCause(kind, failure), from: 'kind' };
}
