/**
 * What a send rule says when it refuses: the platform code and why. Rules only describe the
 * refusal; `refusalAnswer` turns it into the platform's answer through the one error builder.
 */
import { json, type Answer } from '../answer.ts';
import { platformError, type PlatformErrorAnswer } from '../errors/platform-error.ts';

export interface Refusal {
  readonly kind: 'refusal';
  code: number;
  /** Goes to `error_data.details`; Graph-level refusals (authentication) have none. */
  details?: string;
  subcode?: number;
  message?: string;
}

/** A refusal with platform code `code`. */
export function refusal(code: number, details: string | undefined, extra: { subcode?: number; message?: string } = {}): Refusal {
  return { kind: 'refusal', code, ...(details === undefined ? {} : { details }), ...extra };
}

/** Tells a rule's refusal apart from the value it found. */
export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'refusal';
}

/** The platform's answer to a refusal: status and error envelope. */
export function refusalAnswer(refused: Refusal): PlatformErrorAnswer {
  return platformError(refused.code, { details: refused.details, subcode: refused.subcode, message: refused.message });
}

/** The same answer as the HTTP edge takes it. */
export function refusalJson(refused: Refusal): Answer {
  const answer = refusalAnswer(refused);
  return json(answer.status, answer.body);
}
