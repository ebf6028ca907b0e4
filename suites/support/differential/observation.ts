/**
 * What one side showed for one step, as seen on the wire: the answer, and what reached its
 * platform mock meanwhile. Normalisation (normalise.ts) turns these into comparable outcomes.
 */
import type { JournalEntry } from '../run/upstream-view.ts';

export interface SideExchange {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
  /** Requests that reached this side's platform mock during the exchange, oldest first. */
  upstream: readonly JournalEntry[];
}

export type Observation =
  | { kind: 'request'; exchange: SideExchange }
  /** `unfinished`: the walk was cut off after the page cap while `has_more` was still true. */
  | { kind: 'walk'; pages: readonly SideExchange[]; unfinished: boolean }
  /** A world step (a customer writes, the clock moves): nothing to compare. */
  | { kind: 'action' };
