/**
 * The gateway's notion of now. Every rule that depends on time (windows, stand-downs, key
 * retention) reads this clock, so tests move time forward instead of sleeping.
 */
export interface Clock {
  now(): number;
}

export interface AdjustableClock extends Clock {
  /** Moves time forward; returns the new now. */
  advance(ms: number): number;
  set(ms: number): void;
}

function forwardOnly(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`the clock only moves forward, got ${ms} ms`);
}

/** Time that stands still until advanced: what the conformance suite uses. */
export function virtualClock(start: number): AdjustableClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      forwardOnly(ms);
      current += ms;
      return current;
    },
    set(ms) {
      current = ms;
    },
  };
}

/** Real time, shifted by whatever the clock was advanced or set to: what a server for people uses. */
export function followingClock(realNow: () => number = Date.now): AdjustableClock {
  let offset = 0;
  return {
    now: () => realNow() + offset,
    advance(ms) {
      forwardOnly(ms);
      offset += ms;
      return realNow() + offset;
    },
    set(ms) {
      offset = ms - realNow();
    },
  };
}

// Under load many sends are accepted within one millisecond, and each record spells its time:
// the last one spelt is kept.
let lastMs = Number.NaN;
let lastText = '';

/** ISO 8601 UTC with milliseconds (decision A35). */
export function isoTime(ms: number): string {
  if (ms !== lastMs) {
    // Throws for a time past what a Date holds, as before, and then keeps nothing.
    lastText = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastText;
}
