/**
 * Keeps a limiter's memory bounded: every so many calls, forget the keys whose state is back to
 * what an unseen key would have. Amortised, so no single call pays for the whole map often.
 */

export const sweepEvery = 1_024;

/** Returns a function to call on every admission with the current time. */
export function periodicSweep<K, V>(map: () => Map<K, V>, idle: (value: V, now: number) => boolean): (now: number) => void {
  let calls = 0;
  return (now) => {
    calls += 1;
    if (calls < sweepEvery) return;
    calls = 0;
    const current = map();
    for (const [key, value] of current) if (idle(value, now)) current.delete(key);
  };
}
