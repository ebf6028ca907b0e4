/**
 * Short, readable text for reports: a case, a request, an outcome, and the message of a
 * difference (the case, both outcomes, the spec section). Access tokens are never shown (the
 * step's label names the caller instead) and a step's secrets become `<secret>`.
 */
import { templatesPath } from '../http/gateway-client.ts';
import type { DifferentialCase, RequestStep, Step, WalkStep } from './case-step.ts';
import type { Difference } from './compare.ts';
import { sendsView } from './compare.ts';
import type { NormalExchange, NormalWalk } from './normalise.ts';

const longString = 40;

/** `text` of at most `max` characters, an ellipsis marking a cut. */
export function cutShort(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** JSON with long strings cut to their start and length, so a 4097-character text stays one line. */
export function abbreviate(value: unknown, max = 240): string {
  return cutShort(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && v.length > longString ? `${v.slice(0, 16)}…(${v.length} characters)` : v)) ?? String(value), max);
}

export function scrubSecrets(text: string, secrets: readonly string[] | undefined): string {
  let out = text;
  for (const secret of secrets ?? []) {
    if (secret === '') continue;
    // The secret as written and as it appears inside JSON (escaped new lines, quotes).
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1)])) out = out.split(form).join('<secret>');
  }
  return out;
}

// Headers worth showing: never Authorization (the label names the caller and the header's form).
const shownHeaders = ['content-type', 'x-phone-number-id', 'idempotency-key'];

function headerText(headers: Record<string, string>): string {
  const shown = Object.entries(headers).filter(([name]) => shownHeaders.includes(name.toLowerCase()) && !(name.toLowerCase() === 'content-type' && headers[name] === 'application/json'));
  return shown.map(([name, value]) => ` [${name}: ${JSON.stringify(value)}]`).join('');
}

function bodyText(body: string | Buffer | undefined): string {
  if (body === undefined) return '';
  const raw = body.toString();
  try {
    return ` ${abbreviate(JSON.parse(raw))}`;
  } catch {
    return ` ${abbreviate(raw)} (not JSON)`;
  }
}

export function describeRequest(step: RequestStep): string {
  const { method, path, headers, body } = step.request;
  return scrubSecrets(`${method} ${path}${headerText(headers)}${bodyText(body)}`, step.secrets);
}

export function describeWalk(step: WalkStep): string {
  return `GET ${templatesPath(step.query)}${headerText(step.headers)}, then each next_cursor until has_more is false`;
}

function describeStep(step: Step): string {
  switch (step.kind) {
    case 'request':
      return `${step.label}: ${describeRequest(step)}`;
    case 'walk':
      return `${step.label}: ${describeWalk(step)}`;
    case 'customer-writes':
      return `customer ${step.customer} writes to number ${step.phoneNumberId}`;
    case 'advance':
      return `the clocks move ${step.seconds / 3600} h on`;
  }
}

/** The case as fast-check prints a counterexample: its label and its steps. */
export function describeCase(c: DifferentialCase): string {
  return [c.label, ...c.steps.map((s, i) => `  ${i + 1}. ${describeStep(s)}`)].join('\n');
}

function upstreamText(upstream: NormalExchange['upstream']): string {
  const sends = sendsView(upstream).length;
  const others = upstream.length - sends;
  const parts = [sends === 0 ? 'nothing sent upstream' : `${sends} send${sends === 1 ? '' : 's'} upstream`];
  if (others > 0) parts.push(`${others} other platform request${others === 1 ? '' : 's'}`);
  return parts.join(', ');
}

export function describeExchange(outcome: NormalExchange): string {
  const record = outcome.body as { status?: unknown } | undefined;
  const what = outcome.verdict === '200' && typeof record?.status === 'string' ? ` (message ${record.status})` : '';
  return `${outcome.verdict}${what}${outcome.replayed ? ', replayed' : ''}, ${upstreamText(outcome.upstream)}`;
}

export function describeWalkOutcome(outcome: NormalWalk): string {
  if (outcome.verdict !== '200') return `${outcome.verdict} after ${outcome.pageSizes.length} page(s)`;
  return `200, ${outcome.items.length} item(s) over ${outcome.pageSizes.length} page(s)`;
}

function differenceLine(d: Difference, strict: boolean): string {
  const ground = d.fixed ? 'fixed by the spec' : `open (${d.basis ?? ''})${strict ? ', held to the reference under --profile reference' : ''}`;
  if (d.part === 'verdict') return `${d.part} (${ground})`;
  return `${d.part} (${ground}): target ${abbreviate(d.target, 160)}, reference ${abbreviate(d.reference, 160)}`;
}

export interface StepReport {
  /** 1-based position of the step in its case. */
  position: number;
  step: RequestStep | WalkStep;
  target: string;
  reference: string;
  differences: Difference[];
}

/** The failure message: the case, the request, both outcomes, the spec section, what differs. */
export function differenceMessage(c: DifferentialCase, report: StepReport, strict: boolean): string {
  const { step } = report;
  const where = c.steps.length > 1 ? ` (step ${report.position} of ${c.steps.length}${report.position > 1 ? '; the steps before it agreed' : ''})` : '';
  return [
    `target and reference differ on ${c.label}${where}, spec section ${step.section}`,
    `  request:   ${step.label === c.label ? '' : `${step.label}: `}${step.kind === 'request' ? describeRequest(step) : describeWalk(step)}`,
    `  target:    ${report.target}`,
    `  reference: ${report.reference}`,
    ...report.differences.map((d) => `  differs:   ${scrubSecrets(differenceLine(d, strict), step.secrets)}`),
  ].join('\n');
}

/** A soft finding, one line: which part differs, on what ground it is open, and the two values. */
export function findingText(step: RequestStep | WalkStep, d: Difference): string {
  return scrubSecrets(`section ${step.section}, ${step.label}: ${d.part} differs (open: ${d.basis ?? ''}): target ${abbreviate(d.target, 100)}, reference ${abbreviate(d.reference, 100)}`, step.secrets);
}
