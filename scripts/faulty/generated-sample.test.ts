// The quick kill table's sample: the same seed draws the same builds, another seed others, in
// catalogue order and without repeats; asking for as many or more than there are takes them all.
import { describe, expect, it } from 'vitest';
import { seededSample } from './generated-sample.ts';

const items = Array.from({ length: 40 }, (_, i) => `build-${i}`);

describe('seeded sample', () => {
  it('draws the same builds for the same seed, in catalogue order, without repeats', () => {
    const drawn = seededSample(items, 20261101, 6);
    expect(drawn).toHaveLength(6);
    expect(seededSample(items, 20261101, 6)).toEqual(drawn);
    expect(new Set(drawn).size).toBe(6);
    expect([...drawn].sort((a, b) => items.indexOf(a) - items.indexOf(b))).toEqual(drawn);
  });

  it('draws other builds for other seeds, reaching every build over enough seeds', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) for (const item of seededSample(items, seed, 6)) seen.add(item);
    expect(seededSample(items, 1, 6)).not.toEqual(seededSample(items, 2, 6));
    expect(seen.size).toBe(items.length);
  });

  it('takes every build when asked for as many or more, and none when asked for none', () => {
    expect(seededSample(items, 7, 40)).toEqual(items);
    expect(seededSample(items, 7, 99)).toEqual(items);
    expect(seededSample(items, 7, 0)).toEqual([]);
  });
});
