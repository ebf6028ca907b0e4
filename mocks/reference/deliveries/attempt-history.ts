/**
 * Section 6, rule 5 and section 8: every attempt is kept per subscription for 7 days (`retentionMs`,
 * from the gateway's limits) with the status returned, the error and its attempt number. Nothing of
 * the request is kept (no headers, no body, no URL), so no secret, token or one-time code can
 * surface from the history.
 */
// Bounds memory for a long-running server whose subscriber fails very often.
export const historyCapacity = 10_000;

export interface AttemptRecord {
  deliveryId: string;
  event: string;
  /** 1 for the first attempt of a delivery. */
  attempt: number;
  startedAt: number;
  endedAt: number;
  delivered: boolean;
  status: number | null;
  error: string | null;
}

/** The attempts still within retention at `now`, oldest first. */
export function retained(history: readonly AttemptRecord[], now: number, retentionMs: number): AttemptRecord[] {
  return history.filter((record) => record.endedAt > now - retentionMs);
}

/**
 * Adds an attempt to a subscription's history (oldest first) and drops what is past retention or
 * beyond the capacity. The history is changed in place and returned: copying ten thousand records
 * on every attempt was the largest cost of a delivery after the socket itself (see
 * scripts/bench/README.md). Attempts are added in the order they end on the gateway's clock, so
 * whatever has expired is at the front.
 */
export function withAttempt(history: AttemptRecord[], record: AttemptRecord, now: number, retentionMs: number): AttemptRecord[] {
  history.push(record);
  const oldestKept = now - retentionMs;
  while (history.length > historyCapacity || (history.length > 0 && (history[0] as AttemptRecord).endedAt <= oldestKept)) history.shift();
  return history;
}
