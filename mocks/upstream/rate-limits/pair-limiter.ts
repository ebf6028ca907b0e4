/**
 * The pair rate limit: how fast one business number may message one customer before the
 * platform answers 131056. The platform's throughput documentation gives one message every six
 * seconds for a pair, with bursts of up to 45 allowed that borrow from later: after a burst the
 * pair waits as long as those messages would have taken at the normal rate.
 *
 * That is a rate with a burst allowance, i.e. the generic cell rate algorithm (a token bucket
 * kept as one number per pair: the theoretical arrival time). A pair may send when it is no more
 * than `burst - 1` intervals ahead of the steady rate; each message moves it one interval on.
 * Refused messages do not move it. A pair whose time has passed is equivalent to a new one and is
 * dropped, so memory holds only pairs that are still paying off a burst.
 */
import { periodicSweep } from './sweep.ts';

export interface PairLimit {
  /** Messages per window at the steady rate. */
  perWindow: number;
  windowMs: number;
  /** Messages a quiet pair may send at once. */
  burst: number;
}

/** One message per 6 s per pair, bursts of up to 45 (the platform's throughput documentation). */
export const documentedPairLimit: Readonly<PairLimit> = Object.freeze({ perWindow: 1, windowMs: 6_000, burst: 45 });

export interface PairLimiter {
  /** Whether the number may send one more message to the customer at `now` (virtual ms). */
  admit(phoneNumberId: string, waId: string, now: number): boolean;
  /** Pairs currently holding state. */
  readonly tracked: number;
  readonly limit: Readonly<PairLimit>;
  reset(): void;
}

// Sub-microsecond float error must not turn an exact boundary into a refusal.
const slackMs = 1e-3;

function checked(limit: PairLimit): PairLimit {
  for (const [name, value] of Object.entries(limit)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new RangeError(`pair limit ${name} must be a positive number, got ${value}`);
  }
  if (!Number.isInteger(limit.burst)) throw new RangeError(`pair limit burst must be an integer, got ${limit.burst}`);
  return limit;
}

/** A limiter for every (number, customer) pair; unset options take the documented values. */
export function pairLimiter(options: Partial<PairLimit> = {}): PairLimiter {
  const limit = Object.freeze(
    checked({
      perWindow: options.perWindow ?? documentedPairLimit.perWindow,
      windowMs: options.windowMs ?? documentedPairLimit.windowMs,
      burst: options.burst ?? documentedPairLimit.burst,
    }),
  );
  const interval = limit.windowMs / limit.perWindow;
  const tolerance = (limit.burst - 1) * interval;
  // A pair's next arrival sits in an object of its own and is changed in place: put back into
  // the map, each new time was a fresh heap number that outlived the young generation.
  let arrivals = new Map<string, { next: number }>();
  const sweep = periodicSweep(() => arrivals, (arrival: { next: number }, now) => arrival.next <= now);

  return {
    admit(phoneNumberId, waId, now) {
      sweep(now);
      const key = `${phoneNumberId}\u0000${waId}`;
      const held = arrivals.get(key);
      const arrival = held === undefined ? now : Math.max(held.next, now);
      if (arrival - now > tolerance + slackMs) return false;
      if (held === undefined) arrivals.set(key, { next: arrival + interval });
      else held.next = arrival + interval;
      return true;
    },
    get tracked() {
      return arrivals.size;
    },
    limit,
    reset() {
      arrivals = new Map();
    },
  };
}
