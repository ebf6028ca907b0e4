/**
 * Per-number throughput: at most `throughputMps` messages in any one-second window, after which
 * the platform answers 130429 until the number is back under its level.
 *
 * A sliding log rather than a token bucket: the platform states a count per second, and a log
 * enforces exactly that ("never more than N in any second") with crisp edges a test can hit: the
 * N+1st message in a second is refused, and one is admitted again exactly a second after the
 * oldest. The log is a ring of the last N admission times, so each check is O(1) and a number
 * costs at most N slots (the platform's ceiling is 1 000 mps). Refused messages take no slot.
 */
import type { PlatformNumber } from '../state/model.ts';
import { periodicSweep } from './sweep.ts';

export type ThroughputNumber = Pick<PlatformNumber, 'phoneNumberId' | 'throughputMps'>;

export interface ThroughputLimiter {
  /** Whether the number may send one more message at `now` (virtual ms); admitting counts it. */
  admit(number: ThroughputNumber, now: number): boolean;
  /** Numbers currently holding state (idle ones are dropped). */
  readonly tracked: number;
  reset(): void;
}

interface Log {
  capacity: number;
  // A ring: `count` admission times from `head`, oldest first; `head` moves only once it is full.
  times: number[];
  head: number;
  count: number;
  last: number;
}

function capacityOf(number: ThroughputNumber): number {
  const mps = number.throughputMps;
  if (!Number.isSafeInteger(mps) || mps < 1) {
    throw new RangeError(`throughputMps of number ${number.phoneNumberId} must be a positive integer, got ${mps}`);
  }
  return mps;
}

// A fresh log for a new capacity (a throughput upgrade), keeping what is still in the window.
function relog(previous: Log | undefined, capacity: number, since: number, now: number): Log {
  const ordered = previous ? Array.from({ length: previous.count }, (_, i) => previous.times[(previous.head + i) % previous.capacity] ?? now) : [];
  const times = ordered.filter((t) => t > since).slice(-capacity);
  return { capacity, times, head: 0, count: times.length, last: previous?.last ?? now };
}

/** A limiter for every number, each held to its own `throughputMps`. */
export function throughputLimiter(options: { windowMs?: number } = {}): ThroughputLimiter {
  const windowMs = options.windowMs ?? 1_000;
  if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}`);
  let logs = new Map<string, Log>();
  const sweep = periodicSweep(() => logs, (log: Log, now) => log.last <= now - windowMs);

  return {
    admit(number, now) {
      sweep(now);
      const capacity = capacityOf(number);
      let log = logs.get(number.phoneNumberId);
      if (!log || log.capacity !== capacity) {
        log = relog(log, capacity, now - windowMs, now);
        logs.set(number.phoneNumberId, log);
      }
      if (log.count < capacity) {
        log.times[log.count] = now;
        log.count += 1;
      } else {
        const oldest = log.times[log.head] ?? now;
        if (now - oldest < windowMs) return false;
        log.times[log.head] = now;
        log.head = (log.head + 1) % capacity;
      }
      log.last = now;
      return true;
    },
    get tracked() {
      return logs.size;
    },
    reset() {
      logs = new Map();
    },
  };
}
