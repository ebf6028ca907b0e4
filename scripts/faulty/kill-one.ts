/**
 * One row of the kill table: a faulty build (or the reference) started as a real server on
 * loopback, the checks expected to catch it run against it in url mode (spec profile), the
 * server stopped. One at a time per process: `runSuite` sets the suite's environment for the
 * whole process.
 */
import { randomBytes } from 'node:crypto';
import { startFaulty, type FaultyBuild } from '../../mocks/faulty/index.ts';
import { runSuite } from '../check/run-suite.ts';
import type { VariantRun } from './kill-verdict.ts';

export interface KillOptions {
  /** Where transformed modules are kept between runs of one process (see `runSuite`). */
  moduleCache?: string;
}

/** The name the reference's row carries in the table; no faulty build may take it. */
export const referenceName = 'reference';

/** The reference as a row of the table: no deviation, judged on checks the builds declare. */
export function referenceRun(checks: { name: string; files: readonly string[]; checks: readonly string[]; runs?: number }): FaultyBuild {
  return { name: checks.name, deviation: 'None: the reference itself.', section: '-', caughtBy: { files: checks.files, checks: checks.checks }, ...(checks.runs === undefined ? {} : { runs: checks.runs }) };
}

export async function killOne(build: FaultyBuild, options: KillOptions = {}): Promise<VariantRun> {
  const startedAt = Date.now();
  const controlToken = randomBytes(18).toString('base64url');
  const done = (run: VariantRun['run']): VariantRun => ({ name: build.name, section: build.section, checks: build.caughtBy.checks, run, durationMs: Date.now() - startedAt });
  // What a failure says is passed on; the control token it may quote is not.
  const told = (error: unknown) => ((error as Error).message ?? String(error)).replaceAll(controlToken, '[control token]');
  // No file would mean every file: a run that proves nothing about this build, slowly.
  if (build.caughtBy.files.length === 0) return done({ failure: 'it declares no check file' });
  let server;
  try {
    server = await startFaulty(build, { controlToken, clockStart: Date.now() });
  } catch (error) {
    return done({ failure: `the build did not start: ${told(error)}` });
  }
  try {
    const target = { baseUrl: server.url, controlUrl: server.controlUrl ?? '', controlToken };
    const run = await runSuite({
      target,
      files: [...build.caughtBy.files],
      checks: [...build.caughtBy.checks],
      profile: 'spec',
      quiet: true,
      ...(build.runs === undefined ? {} : { runs: build.runs }),
      ...(options.moduleCache === undefined ? {} : { moduleCache: options.moduleCache }),
    });
    return done(run);
  } catch (error) {
    return done({ failure: `the run failed: ${told(error)}` });
  } finally {
    await server.close();
  }
}
