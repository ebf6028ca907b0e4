/**
 * A check's setup steps, marked as such: provisioning a world, a send that opens the scenario.
 * When one fails, the check fails as "precondition failed" with that step and its exchange
 * (request, status, body), not with an assertion of a later step whose cause it is not. The
 * wrapper takes the place of an `if` inside a check: the check's own assertions stay as they are.
 */
import { callsMade, currentTrail } from '../http/exchange-trail.ts';
import type { RecordedCall } from '../http/recorded-call.ts';
import { TypedCheckError, firstBytes } from './typed-failure.ts';

function requestText(call: RecordedCall): string {
  const lines = [`${call.method} ${call.path}${call.plane === 'control' ? ' (control plane)' : ''}`];
  for (const [name, value] of Object.entries(call.headers ?? {})) lines.push(`${name}: ${value}`);
  if (call.body !== undefined) lines.push('', firstBytes(call.body, 300));
  return lines.join('\n');
}

function answerText(call: RecordedCall): string {
  if (call.transportError !== undefined) return `no answer: ${call.transportError}`;
  if (!call.response) return 'no answer';
  return [String(call.response.status), ...(call.response.body ? [firstBytes(call.response.body, 300)] : [])].join('\n');
}

/** The step's own last call, when it made one (the trail keeps secrets replaced). */
function lastCallSince(total: number): RecordedCall | undefined {
  const trail = currentTrail();
  return trail.total > total ? trail.calls.at(-1) : undefined;
}

/** The failure of setup step `step`, with its last exchange and the error that ended it. */
export function preconditionFailure(step: string, cause: unknown, call: RecordedCall | undefined): TypedCheckError {
  const reason = (cause instanceof Error ? cause.message : String(cause)).split('\n')[0] ?? '';
  return new TypedCheckError(`precondition failed: ${step}: ${reason}`, {
    kind: 'precondition',
    ...(call ? { sent: requestText(call), received: answerText(call), call } : {}),
    why: `${step}: ${reason}`,
    facts: [['setup step', step]],
  });
}

/**
 * Runs setup step `step` (and `accept`, which states what the step must come to); when either
 * throws, the check fails as "precondition failed: STEP" with the step's last exchange. Returns
 * what the step returned.
 */
export async function given<T>(step: string, act: () => Promise<T> | T, accept?: (value: T) => void): Promise<T> {
  const before = callsMade();
  let value: T;
  try {
    value = await act();
    accept?.(value);
  } catch (error) {
    if (error instanceof TypedCheckError && error.typed.kind === 'precondition') throw error;
    throw preconditionFailure(step, error, lastCallSince(before));
  }
  return value;
}
