// How far clock.advance moves the stack: ISO 8601 spans of days, hours, minutes and seconds, or
// their parts; anything else is refused naming the argument.
import { describe, expect, it } from 'vitest';
import { durationSeconds } from './stack-clock.ts';

describe('clock.advance durations', () => {
  it('reads ISO 8601 spans and their parts in seconds', () => {
    expect(durationSeconds('PT25H')).toBe(90_000);
    expect(durationSeconds('P1DT2H30M15S')).toBe(86_400 + 9_015);
    expect(durationSeconds('P8D')).toBe(691_200);
    expect(durationSeconds({ hours: 24, minutes: 1 })).toBe(86_460);
    expect(durationSeconds({ days: 7, seconds: 1 })).toBe(604_801);
  });

  it('refuses what is no span, naming the argument', () => {
    for (const bad of ['25h', 'P', 'PT', 'P1Y', 'PT1.5H', '']) expect(() => durationSeconds(bad), bad).toThrow(/^clock\.advance: give an ISO 8601 duration/);
    expect(() => durationSeconds({ weeks: 1 } as never)).toThrow('clock.advance: weeks is not a unit; use days, hours, minutes or seconds (got {"weeks":1})');
    expect(() => durationSeconds({ hours: -1 })).toThrow(/hours must be a whole number of 0 or more/);
    expect(() => durationSeconds({ minutes: 1.5 })).toThrow(/minutes must be a whole number/);
  });
});
