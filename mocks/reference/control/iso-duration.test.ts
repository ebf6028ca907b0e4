// Control plane: the clock moves by ISO 8601 durations made of days and time parts.
import { describe, expect, it } from 'vitest';
import { durationMs } from './iso-duration.ts';

describe('ISO 8601 durations', () => {
  it.each([
    ['PT25H', 25 * 3_600_000],
    ['P1DT2H30M', (26 * 60 + 30) * 60_000],
    ['PT90S', 90_000],
    ['PT0.5S', 500],
    ['P2D', 2 * 86_400_000],
  ])('reads %s', (text, ms) => {
    expect(durationMs(text)).toBe(ms);
  });

  it.each(['P', 'PT', '25H', 'P1M', 'P1Y', 'PT-1H', ''])('refuses %j', (text) => {
    expect(durationMs(text)).toBeUndefined();
  });
});
