import { describe, expect, it } from 'vitest';
import { runShare } from './run-shares.ts';

describe('runShare', () => {
  it('splits the runs so the shares add up to the total', () => {
    for (const total of [2, 200, 2000, 2001]) {
      const shares = [0, 1].map((i) => runShare(20261101, total, i, 2));
      expect(shares[0]!.numRuns + shares[1]!.numRuns).toBe(total);
      expect(Math.abs(shares[0]!.numRuns - shares[1]!.numRuns)).toBeLessThanOrEqual(1);
    }
  });

  it('keeps the run seed for the first share and gives every other share a seed of its own', () => {
    const seeds = [0, 1, 2].map((i) => runShare(7, 300, i, 3).seed);
    expect(seeds[0]).toBe(7);
    expect(new Set(seeds).size).toBe(3);
    expect(seeds.every((s) => Number.isSafeInteger(s))).toBe(true);
  });

  it('derives the same seeds from the same run seed, and other seeds from a neighbouring one', () => {
    expect(runShare(20261101, 2000, 1, 2)).toEqual(runShare(20261101, 2000, 1, 2));
    expect(runShare(20261102, 2000, 1, 2).seed).not.toBe(runShare(20261101, 2000, 1, 2).seed);
    expect(runShare(20261102, 2000, 1, 2).seed).not.toBe(20261101);
  });

  it('gives every share at least one run', () => {
    expect(runShare(1, 1, 1, 2).numRuns).toBe(1);
  });

  it('refuses a share that does not exist', () => {
    expect(() => runShare(1, 10, 2, 2)).toThrow(/does not exist/);
    expect(() => runShare(1, 10, 0, 0)).toThrow(/at least 1/);
  });
});
