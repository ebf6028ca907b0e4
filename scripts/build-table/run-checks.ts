/**
 * One build started as a real server on loopback, the chosen checks run against it in url mode
 * (spec profile), the server stopped. One at a time per process: `runSuite` sets the suite's
 * environment for the whole process. Shared by the kill table and the pass table.
 */
import { randomBytes } from 'node:crypto';
import type { RunningReference, StartReferenceOptions } from '../../mocks/reference/index.ts';
import type { SuiteRun } from '../check/check-outcome.ts';
import { runSuite } from '../check/run-suite.ts';
import type { SuiteSession } from '../check/suite-session.ts';

export interface ChecksToRun {
  /** Check files, from the project root; never empty (no file would mean every file). */
  files: readonly string[];
  /** Only these check ids; every check of the files when absent. */
  checks?: readonly string[];
  /** Property runs; the suite's default when absent. */
  runs?: number;
}

export interface RunOptions {
  /** Where transformed modules are kept between runs of one process (see `runSuite`). */
  moduleCache?: string;
  /** Runs through this process's kept vitest instance instead of a new one per build. */
  session?: SuiteSession;
}

export type ChecksRun = SuiteRun | { failure: string };

export async function runChecksOn(start: (options: StartReferenceOptions) => Promise<RunningReference>, chosen: ChecksToRun, options: RunOptions = {}): Promise<ChecksRun> {
  const controlToken = randomBytes(18).toString('base64url');
  // What a failure says is passed on; the control token it may quote is not.
  const told = (error: unknown) => ((error as Error).message ?? String(error)).replaceAll(controlToken, '[control token]');
  if (chosen.files.length === 0) return { failure: 'it declares no check file' };
  let server: RunningReference;
  try {
    server = await start({ controlToken, clockStart: Date.now() });
  } catch (error) {
    return { failure: `the build did not start: ${told(error)}` };
  }
  try {
    const target = { baseUrl: server.url, controlUrl: server.controlUrl ?? '', controlToken };
    const suite = {
      target,
      files: [...chosen.files],
      ...(chosen.checks === undefined ? {} : { checks: [...chosen.checks] }),
      profile: 'spec' as const,
      ...(chosen.runs === undefined ? {} : { runs: chosen.runs }),
      ...(options.moduleCache === undefined ? {} : { moduleCache: options.moduleCache }),
    };
    return await (options.session ? options.session.run(suite) : runSuite({ ...suite, quiet: true }));
  } catch (error) {
    return { failure: `the run failed: ${told(error)}` };
  } finally {
    await server.close();
  }
}
