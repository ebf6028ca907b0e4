/** One row of the pass table: an allowed variant served on loopback, the chosen checks run against it. */
import { startVariant, type AllowedVariant } from '../../mocks/variants/index.ts';
import { runChecksOn, type RunOptions } from '../build-table/run-checks.ts';
import type { PassRun } from './pass-verdict.ts';
import type { Selection } from './pass-selection.ts';

export async function passOne(variant: AllowedVariant, selection: Selection, runs: number | undefined, options: RunOptions = {}): Promise<PassRun> {
  const startedAt = Date.now();
  const run = await runChecksOn((start) => startVariant(variant, start), { files: selection.files, ...(selection.checks ? { checks: selection.checks } : {}), ...(runs === undefined ? {} : { runs }) }, options);
  return { name: variant.name, decision: variant.decision, ...(selection.checks ? { checks: selection.checks } : {}), ...(selection.notRun ? { notRun: selection.notRun } : {}), run, durationMs: Date.now() - startedAt };
}
