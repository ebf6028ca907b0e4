import { describe, expect, it } from 'vitest';
import { turnBatch } from './turn-batch.ts';

describe('turn batch', () => {
  it('writes nothing during the turn, then everything deferred in it, in order, once each', async () => {
    const batch = turnBatch();
    const written: number[] = [];
    for (const n of [1, 2, 3]) batch.defer(() => written.push(n));
    expect(written).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([1, 2, 3]);
    batch.defer(() => written.push(4));
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([1, 2, 3, 4]);
  });

  it('asks for the end of the turn once per batch', () => {
    const ends: (() => void)[] = [];
    const batch = turnBatch((run) => ends.push(run));
    batch.defer(() => undefined);
    batch.defer(() => undefined);
    expect(ends).toHaveLength(1);
    ends[0]?.();
    batch.defer(() => undefined);
    expect(ends).toHaveLength(2);
  });

  it('still writes the rest of the turn when one write throws, then throws the first error', () => {
    const ends: (() => void)[] = [];
    const batch = turnBatch((run) => ends.push(run));
    const written: string[] = [];
    batch.defer(() => written.push('a'));
    batch.defer(() => {
      throw new Error('first');
    });
    batch.defer(() => {
      throw new Error('second');
    });
    batch.defer(() => written.push('d'));
    expect(() => ends[0]?.()).toThrow('first');
    expect(written).toEqual(['a', 'd']);
  });
});
