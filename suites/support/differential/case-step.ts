/**
 * A differential case: the steps both gateways are taken through, each on its own platform mock
 * with the same world. A step that asks something of the gateway says which spec section its
 * outcome follows from and, where the spec leaves the verdict open, how far (its leeway).
 */
import type { HttpRequest } from '../../../contracts/exchange/http-exchange.ts';

/** What the spec leaves open about the verdict (status and `code`) of one request. */
export interface Leeway {
  /** Decision record entries (docs/decisions.md) that leave it open. */
  decisions: string[];
  /**
   * The verdicts the spec accepts here (`200`, `422 validation_error`, or a status class such as
   * `4xx`); two sides answering two
   * different ones of them differ softly. Absent: any two refusals (non-2xx) differ softly, while
   * a success against a refusal is still a hard difference.
   */
  among?: readonly string[];
}

/** What a message record must hold depends on what was sent (section 2.2 and decisions A32 to A36). */
export type RecordKind = 'text' | 'media' | 'interactive' | 'template' | 'one-time-code' | 'other';

interface Asked {
  /** What the step asks, in a few words, with no secret in it. */
  label: string;
  /** The spec section the outcome follows from, e.g. `8` or `3.3`. */
  section: string;
  leeway?: Leeway;
  /** Values that must never be printed (a one-time code); replaced by `<secret>` in reports. */
  secrets?: readonly string[];
  /** The request breaks the contract on purpose (the answer is still checked against it). */
  invalid?: boolean;
}

/** One request to the public API, sent as is to both sides. */
export interface RequestStep extends Asked {
  kind: 'request';
  request: HttpRequest;
  /** Overrides the kind read from the body (a one-time-code send looks like any template send). */
  recordKind?: RecordKind;
}

/**
 * A listing read to its end: the first page with `query`, each next one with the cursor that
 * side was given, until `has_more` is false or a page is refused.
 */
export interface WalkStep extends Asked {
  kind: 'walk';
  headers: Record<string, string>;
  /** Query parameters of every page, as sent (a repeated name is sent twice). */
  query: readonly (readonly [string, string])[];
  /** Creation time of each template of the world by id: items created at the same time may come in any order (A42). */
  createdAt?: ReadonlyMap<string, string>;
}

/** A customer writes a text to a number; both platform mocks post the webhook to their gateway. */
export interface CustomerWritesStep {
  kind: 'customer-writes';
  phoneNumberId: string;
  customer: string;
  text: string;
}

/** Both gateways' clocks (and both platform clocks) move forward. */
export interface AdvanceStep {
  kind: 'advance';
  seconds: number;
}

export type Step = RequestStep | WalkStep | CustomerWritesStep | AdvanceStep;

export interface DifferentialCase {
  /** The case in a few words (the family's generator says what it built). */
  label: string;
  steps: readonly Step[];
}

/** `200`, or the status and error `code` (`422 validation_error`), or the bare status when there is no code. */
export function verdictOf(status: number, code: unknown): string {
  if (status >= 200 && status < 300) return String(status);
  return typeof code === 'string' ? `${status} ${code}` : String(status);
}

export function isRefusal(verdict: string): boolean {
  return !/^2\d\d$/.test(verdict);
}
