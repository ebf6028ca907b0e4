/**
 * Fault rules as data: which requests a rule applies to, how often, and what happens instead of
 * (or on top of) the normal answer. The shapes follow the contract's `FaultRule`.
 */

export type FaultRoute = 'send' | 'templates' | 'webhook';
export const faultRoutes: readonly FaultRoute[] = ['send', 'templates', 'webhook'];

/** Every field given must equal the request's; a rule without `match` applies to every request. */
export interface FaultMatch {
  route?: FaultRoute;
  phoneNumberId?: string;
  templateName?: string;
  businessAccountId?: string;
}

export type HttpFaultStatus = 500 | 502 | 503 | 504;
export const httpFaultStatuses: readonly HttpFaultStatus[] = [500, 502, 503, 504];

export type FaultAction =
  | { kind: 'latency'; ms: number }
  | { kind: 'latency'; minMs: number; maxMs: number }
  /** The platform refuses with this error code (status and title from the catalogue). */
  | { kind: 'platform-error'; code: number; details?: string }
  /** A bare failure status without the platform's error body, as a proxy in front of it answers. */
  | { kind: 'http-status'; status: HttpFaultStatus }
  /** The connection is dropped without an answer. */
  | { kind: 'reset' }
  /** No answer at all, until the client gives up. */
  | { kind: 'hang' }
  /** A 200 whose body is not JSON. */
  | { kind: 'malformed-body' }
  /** The send is accepted, and a `failed` status webhook with this error follows. */
  | { kind: 'later-failure'; code: number; details?: string }
  /**
   * A free-form send outside the customer service window is refused at once with 131047, where
   * the platform usually accepts it and reports the failure on a status webhook.
   */
  | { kind: 'window-refusal-now' };

export type FaultKind = FaultAction['kind'];
export const faultKinds: readonly FaultKind[] = ['latency', 'platform-error', 'http-status', 'reset', 'hang', 'malformed-body', 'later-failure', 'window-refusal-now'];

/** An action as `decide` returns it: a latency range already drawn to a fixed delay. */
export type DecidedFault = Exclude<FaultAction, { minMs: number }>;

export interface FaultRule {
  id?: string;
  match?: FaultMatch;
  /** Apply at most this many times. */
  times?: number;
  /** Chance per matching request, from the plan's seeded generator. */
  probability?: number;
  action: FaultAction;
}

/** A rule as the plan holds it: with its id and a match (empty for "every request"). */
export interface PlannedFault extends FaultRule {
  id: string;
  match: FaultMatch;
}

/** What the mock is about to answer, described by the fields a rule can match on. */
export interface FaultRequest {
  route: FaultRoute;
  phoneNumberId?: string;
  templateName?: string;
  businessAccountId?: string;
}

/** Whether a request falls under a rule's match. */
export function matches(match: FaultMatch, request: FaultRequest): boolean {
  return (
    (match.route === undefined || match.route === request.route) &&
    (match.phoneNumberId === undefined || match.phoneNumberId === request.phoneNumberId) &&
    (match.templateName === undefined || match.templateName === request.templateName) &&
    (match.businessAccountId === undefined || match.businessAccountId === request.businessAccountId)
  );
}
