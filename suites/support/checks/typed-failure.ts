/**
 * A check's failure as data, not only a sentence: what kind of failure it is, what was sent,
 * what came back, what the spec or contract says, and why they differ, plus facts of its kind
 * (a delivery's signature headers, how the HMAC is made). Reports render every field; vitest
 * carries the `typed` property of a thrown error from the worker to the reporter.
 */
import type { RecordedCall } from '../http/recorded-call.ts';

export type FailureKind = 'assertion' | 'contract-violation' | 'precondition' | 'signature' | 'differential';

export interface TypedFailure {
  kind: FailureKind;
  /** The request or delivery that was made, as a reader would write it (never a secret). */
  sent?: string;
  /** What came back: status, headers that matter, the body's first bytes. */
  received?: string;
  /** What the spec or contract says should have happened, with its section. */
  documented?: string;
  /** Why the two differ, in one line. */
  why?: string;
  /** Facts of this kind of failure, in reading order (label, value). */
  facts?: [string, string][];
  /** The exchange the failure is about, when the check knows it (a setup step's last call), secrets replaced. */
  call?: RecordedCall;
}

/** An error that states its failure as a `TypedFailure`; its message is the `why`. */
export class TypedCheckError extends Error {
  override name = 'TypedCheckError';
  readonly typed: TypedFailure;

  constructor(message: string, typed: TypedFailure) {
    super(message);
    this.typed = typed;
  }
}

/** The first `limit` characters of a body, with how many more there were. */
export function firstBytes(text: string, limit = 300): string {
  return text.length > limit ? `${text.slice(0, limit)}... (${text.length - limit} more characters)` : text;
}
