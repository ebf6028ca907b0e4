/**
 * When a failed delivery is tried again. Section 8 leaves the timeout, schedule and retry count
 * unpublished; the reference uses a short timeout and exponential backoff with jitter, so a
 * subscriber that was briefly down gets the event within minutes and a dead one is given up
 * on within about a quarter of an hour.
 */
export interface RetryPolicy {
  /** Attempts per delivery, the first included. */
  maxAttempts: number;
  /** An attempt with no answer after this long counts as failed. */
  attemptTimeoutMs: number;
  /** Wait after failed attempt number `attempt` (1-based) before the next one. */
  delayAfter(attempt: number): number;
}

const firstDelayMs = 30_000;

/** 30 s, 60 s, 120 s, 240 s, 480 s after attempts 1 to 5, each up to 10 % longer at random. */
export function backoffPolicy(random: () => number = Math.random): RetryPolicy {
  return {
    maxAttempts: 6,
    attemptTimeoutMs: 10_000,
    delayAfter: (attempt) => Math.round(firstDelayMs * 2 ** (attempt - 1) * (1 + 0.1 * random())),
  };
}
