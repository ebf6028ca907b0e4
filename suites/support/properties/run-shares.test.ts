import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runShare } from './run-shares.ts';

/** The cases a property is given under `params`, in order. */
function casesRun(params: { seed: number; numRuns: number; path?: string }): number[] {
  const seen: number[] = [];
  fc.assert(
    fc.property(fc.integer(), (value) => {
      seen.push(value);
    }),
    params,
  );
  return seen;
}

describe('runShare', () => {
  it('splits the runs so the shares add up to the total', () => {
    for (const total of [2, 200, 2000, 2001]) {
      const shares = [0, 1].map((i) => runShare(20261101, total, i, 2));
      expect(shares[0]!.numRuns + shares[1]!.numRuns).toBe(total);
      expect(Math.abs(shares[0]!.numRuns - shares[1]!.numRuns)).toBeLessThanOrEqual(1);
    }
  });

  it("gives every share the run's seed, each starting where the one before stops", () => {
    expect([0, 1, 2].map((i) => runShare(7, 301, i, 3))).toEqual([
      { seed: 7, numRuns: 101 },
      { seed: 7, numRuns: 100, path: '101' },
      { seed: 7, numRuns: 100, path: '201' },
    ]);
  });

  it('runs together exactly the cases of the whole property, in the same order', () => {
    const whole = casesRun({ seed: 20261101, numRuns: 41 });
    const shared = [0, 1, 2].flatMap((i) => casesRun(runShare(20261101, 41, i, 3)));
    expect(shared).toEqual(whole);
  });

  it('refuses a share that does not exist', () => {
    expect(() => runShare(1, 10, 2, 2)).toThrow(/does not exist/);
    expect(() => runShare(1, 10, 0, 0)).toThrow(/at least 1/);
  });
});
