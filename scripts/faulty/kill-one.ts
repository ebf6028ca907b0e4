/**
 * One row of the kill table: a faulty build (or the reference) started as a real server on
 * loopback, the checks expected to catch it run against it in url mode (spec profile), the
 * server stopped (`build-table/run-checks.ts`).
 */
import { startFaulty, type RunnableBuild } from '../../mocks/faulty/index.ts';
import { runChecksOn, type RunOptions } from '../build-table/run-checks.ts';
import type { VariantRun } from './kill-verdict.ts';

export type KillOptions = RunOptions;

/** The name the reference's row carries in the table; no faulty build may take it. */
export const referenceName = 'reference';

/** The reference as a row of the table: no deviation, judged on checks the builds declare. */
export function referenceRun(checks: { name: string; files: readonly string[]; checks: readonly string[]; runs?: number }): RunnableBuild {
  return { name: checks.name, deviation: 'None: the reference itself.', section: '-', breaks: {}, caughtBy: { files: checks.files, checks: checks.checks }, ...(checks.runs === undefined ? {} : { runs: checks.runs }) };
}

export async function killOne(build: RunnableBuild, options: KillOptions = {}): Promise<VariantRun> {
  const startedAt = Date.now();
  const run = await runChecksOn((start) => startFaulty(build, start), { files: build.caughtBy.files, checks: build.caughtBy.checks, ...(build.runs === undefined ? {} : { runs: build.runs }) }, options);
  return { name: build.name, section: build.section, checks: build.caughtBy.checks, run, durationMs: Date.now() - startedAt };
}
