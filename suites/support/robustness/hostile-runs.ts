/**
 * How many hostile requests a robustness property sends: half as many again as the run count of
 * the other properties (300 at the default 200), so every surface meets at least 300 generated
 * requests, while `--runs` still scales them. The seed stays the global one.
 */
import fc from 'fast-check';

export function hostileRuns(): number {
  return Math.ceil((fc.readConfigureGlobal().numRuns ?? 100) * 1.5);
}
