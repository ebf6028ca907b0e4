/**
 * One property's runs shared between check files that run side by side (one per worker): the
 * same total runs, each share with its own fixed seed derived from the run's seed, so every
 * share replays exactly from the seed it prints on failure.
 */

/** A share's own slice of the property runs. */
export interface RunShare {
  seed: number;
  numRuns: number;
}

/**
 * Share `index` of `count`: share 0 keeps the run's seed; the others mix their index into it
 * (a golden-ratio step, so neighbouring seeds given on the command line do not give overlapping
 * shares). The runs are split as evenly as possible; a share never runs nothing, so a total
 * smaller than `count` runs a little more than asked.
 */
export function runShare(seed: number, numRuns: number, index: number, count: number): RunShare {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`a property is shared between at least 1 file, got ${count}`);
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) throw new Error(`share ${index} does not exist among ${count}`);
  const base = Math.floor(numRuns / count);
  const runs = base + (index < numRuns % count ? 1 : 0);
  return { seed: index === 0 ? seed : (seed + Math.imul(index, 0x9e3779b9)) | 0, numRuns: Math.max(1, runs) };
}
