/**
 * Property runs are reproducible: one seed for the whole run, fixed unless the caller gives one
 * (`FC_SEED`, or `gateway-harness check --seed`). fast-check prints the seed and the shrink path of
 * any failure, so the failing case replays exactly.
 */
import fc from 'fast-check';
import { defaultRuns, defaultSeed } from './seed-defaults.ts';

function positiveInteger(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  return value;
}

fc.configureGlobal({
  seed: positiveInteger(process.env.FC_SEED, defaultSeed, 'FC_SEED'),
  numRuns: positiveInteger(process.env.FC_RUNS, defaultRuns, 'FC_RUNS'),
});
