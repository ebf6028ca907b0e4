/**
 * The fault plan's source of chance: a seeded generator, so the same seed and the same requests
 * give the same faults on every run and every machine.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface SeededRandom {
  /** Uniform in [0, 1). */
  float(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
}

/** A generator that gives the same sequence for the same integer seed. */
export function seededRandom(seed: number): SeededRandom {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`a seed must be an integer, got ${seed}`);
  // The generator takes 32 bits; fold larger seeds so that every integer seed is usable.
  const rng = xoroshiro128plus((seed ^ Math.floor(seed / 2 ** 32)) | 0);
  return {
    float: () => uniformFloat64(rng),
    int: (min, max) => uniformInt(rng, min, max),
  };
}
