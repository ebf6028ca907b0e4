/**
 * One property's runs shared between check files that run side by side (one per worker). Every
 * share runs with the run's own seed and starts where the one before it stops (fast-check's
 * `path`, which skips that many generated cases): together the shares run exactly the cases the
 * whole property would, and a failure's seed and path are the same as the whole property's.
 */

/** A share's own slice of the property runs, as parameters of `fc.assert`. */
export interface RunShare {
  seed: number;
  numRuns: number;
  /** The number of cases before this share; absent for the first. */
  path?: string;
}

/** Share `index` of `count`: the runs are split as evenly as possible, the first shares one more. */
export function runShare(seed: number, numRuns: number, index: number, count: number): RunShare {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`a property is shared between at least 1 file, got ${count}`);
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) throw new Error(`share ${index} does not exist among ${count}`);
  const size = (at: number) => Math.floor(numRuns / count) + (at < numRuns % count ? 1 : 0);
  let offset = 0;
  for (let at = 0; at < index; at += 1) offset += size(at);
  return offset === 0 ? { seed, numRuns: size(index) } : { seed, numRuns: size(index), path: String(offset) };
}
