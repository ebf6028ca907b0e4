/**
 * Many quiet suite runs from one process (the kill and pass tables run the suite once per build)
 * through one vitest instance kept between them: its configuration, projects and transformed
 * modules are made once instead of once per run. Each run still gets a fresh worker process
 * (vitest forks its workers per run, from this process's environment at that moment), so a run's
 * target and settings reach its checks exactly as with `runSuite`, and nothing of one run's
 * checks is left in the next.
 */
import { createVitest, type Reporter, type TestModule, type Vitest } from 'vitest/node';
import type { SuiteRun } from './check-outcome.ts';
import { checkNamePattern } from './check-selection.ts';
import { OutcomeReporter } from './outcome-reporter.ts';
import { conformanceRunOptions, defaultModuleCache, projectRoot, runEnvironment, selectedFiles, type SuiteOptions } from './run-suite.ts';
import { settleStoppedRun } from './stopped-run.ts';
import { withEnvironment } from './with-environment.ts';

/** What a session's run may be asked: a target and a selection, nothing that changes vitest's own set-up. */
export type SessionRunOptions = Pick<SuiteOptions, 'files' | 'checks' | 'seed' | 'runs' | 'profile' | 'moduleCache'> & Required<Pick<SuiteOptions, 'target'>>;

export interface SuiteSession {
  run(options: SessionRunOptions): Promise<SuiteRun>;
  /** Closes the kept vitest instance; the session may still run again afterwards (it opens a new one). */
  close(): Promise<void>;
}

/** Passes the run's end to the reporter of the run under way (a kept instance keeps its reporters). */
class CurrentRunReporter implements Reporter {
  current: OutcomeReporter | undefined;

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<{ message?: string }>): void {
    this.current?.onTestRunEnd(modules, unhandled);
  }
}

interface Kept {
  /** vitest.config.ts reads the property runs (a check's timeout grows with them): an instance serves one setting. */
  key: string;
  vitest: Vitest;
  reporter: CurrentRunReporter;
}

export function openSuiteSession(): SuiteSession {
  let kept: Kept | undefined;

  const close = async () => {
    const closing = kept;
    kept = undefined;
    await closing?.vitest.close();
  };

  // Called inside the run's environment: the configuration is loaded from it.
  const instanceFor = async (key: string, moduleCache: string): Promise<Kept> => {
    if (kept?.key === key) return kept;
    await close();
    const reporter = new CurrentRunReporter();
    const vitest = await createVitest('test', {
      ...conformanceRunOptions,
      // One build, one state: its files run one at a time (see `runSuite`).
      fileParallelism: false,
      experimental: { fsModuleCache: true, fsModuleCachePath: moduleCache },
      reporters: [reporter],
    }, {}, { stderr: process.stdout });
    kept = { key, vitest, reporter };
    return kept;
  };

  const run = async (options: SessionRunOptions): Promise<SuiteRun> => {
    const outcomes = new OutcomeReporter(projectRoot);
    const selected = selectedFiles(options);
    // Nothing to start; an empty filter list would start every file.
    if (selected?.length === 0) return outcomes.run;
    const moduleCache = options.moduleCache ?? defaultModuleCache;
    const key = JSON.stringify([options.runs ?? null, moduleCache]);
    await withEnvironment(runEnvironment({ ...options, quiet: true }), async () => {
      const instance = await instanceFor(key, moduleCache);
      try {
        if (options.checks) instance.vitest.setGlobalTestNamePattern(checkNamePattern(options.checks));
        else instance.vitest.resetGlobalTestNamePattern();
        const specifications = await instance.vitest.globTestSpecifications(selected ?? []);
        if (specifications.length === 0) return;
        // As `vitest.start` does: the sequencer orders files by these (size, past results).
        await instance.vitest.cache.stats.populateStats(projectRoot, specifications);
        instance.reporter.current = outcomes;
        await instance.vitest.runTestSpecifications(specifications, true);
      } catch (error) {
        // An instance that failed mid-run is not trusted with the next one.
        await close();
        throw error;
      } finally {
        instance.reporter.current = undefined;
      }
    });
    return settleStoppedRun(outcomes.run);
  };

  return { run, close };
}
