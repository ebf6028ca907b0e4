/**
 * Section 6, rule 5 and section 8: every attempt is kept per subscription for 7 days with the
 * status returned, the error and its attempt number. Nothing of the request is kept (no headers,
 * no body, no URL), so no secret, token or one-time code can surface from the history.
 */
export const historyRetentionMs = 7 * 24 * 3_600_000;
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
export function retained(history: readonly AttemptRecord[], now: number): AttemptRecord[] {
  return history.filter((record) => record.endedAt > now - historyRetentionMs);
}

export function withAttempt(history: readonly AttemptRecord[], record: AttemptRecord, now: number): AttemptRecord[] {
  return [...retained(history, now), record].slice(-historyCapacity);
}
