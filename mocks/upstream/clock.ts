/**
 * The mock's notion of now. Virtual by default in tests (advanced explicitly, never slept on);
 * a server started for people follows real time unless told otherwise.
 */
export interface Clock {
  now(): number;
}

export interface VirtualClock extends Clock {
  advance(ms: number): number;
  set(ms: number): void;
}

export function virtualClock(start: number): VirtualClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`the clock only moves forward, got ${ms} ms`);
      current += ms;
      return current;
    },
    set(ms) {
      current = ms;
    },
  };
}

/** Real time shifted so that it reads `start` at the moment of creation. */
export function followingClock(start: number, realNow: () => number = Date.now): VirtualClock {
  let offset = start - realNow();
  return {
    now: () => realNow() + offset,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`the clock only moves forward, got ${ms} ms`);
      offset += ms;
      return realNow() + offset;
    },
    set(ms) {
      offset = ms - realNow();
    },
  };
}
