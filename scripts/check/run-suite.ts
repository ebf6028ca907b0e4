/** Runs the conformance project through vitest's Node API and returns what each check came to. */
import { startVitest, type Reporter } from 'vitest/node';
import type { SuiteRun } from './check-outcome.ts';
import { checkNamePattern, selectedFiles } from './check-selection.ts';
import { LongestFirstSequencer } from './longest-first.ts';
import { OutcomeReporter } from './outcome-reporter.ts';
import { settleStoppedRun } from './stopped-run.ts';
import { isSection } from './sections.ts';
import { projectRoot } from './project-root.ts';
import { withEnvironment } from './with-environment.ts';

export type ProfileName = 'spec' | 'reference';

/** A gateway build already listening somewhere: what the checks need to reach it. */
export interface RemoteTarget {
  baseUrl: string;
  controlUrl: string;
  controlToken: string;
  /** Set when the build was started with a fixed upstream address: the harness's mock must listen there. */
  upstreamPort?: number;
}

export interface SuiteOptions {
  /** A spec area (a folder under suites/, e.g. `contract`) or a section number (`7`, `4.1`). */
  area?: string;
  /** Only these check files (paths relative to the project root); all of them when absent. */
  files?: string[];
  /**
   * Only the checks with these ids (`*` matches any run of id characters); files holding none of
   * them are not started, and the others of a started file are reported as not run. All of them
   * when absent.
   */
  checks?: string[];
  seed?: number;
  runs?: number;
  /** `spec` leaves out the checks of the reference's own choices; both run when absent. */
  profile?: ProfileName;
  /** Each generated case of the differential checks also goes to the bundled reference. */
  differential?: boolean;
  /** Absent: the bundled reference, in-process. */
  target?: RemoteTarget;
  /**
   * Further copies of the same build as `target`, each started on its own ports. The check files
   * then run side by side, one worker per copy, each copy serving one file at a time; without
   * them the files run one at a time against `target`.
   */
  copies?: readonly RemoteTarget[];
  /** One slice of the check files (vitest's sharding), for a long run split across machines. */
  shard?: { index: number; count: number };
  /** Further reporters (report files, live progress of a caller). */
  reporters?: Reporter[];
  /** Leave out vitest's own terminal output (for callers that print their own progress). */
  quiet?: boolean;
  /**
   * Where transformed modules are kept between runs (vitest's file cache, keyed by each file's
   * content, so an edited file is transformed again): `node_modules/.cache/gateway-harness/modules`
   * when absent; a caller that runs the suite many times at once (the kill table) gives its own.
   */
  moduleCache?: string;
  /**
   * Run as the suite did before its files shared a worker (the bench's baseline): a fresh process
   * and module graph per check file, and every file started for a section or a check selection.
   */
  baseline?: boolean;
  /**
   * Cuts the run short when it settles (the build died): checks not yet started are left not run.
   * The run's `stoppedEarly` then holds the reason.
   */
  until?: Promise<{ reason: string; at: number }>;
}

export { areaExists, projectRoot } from './project-root.ts';
export { selectedFiles } from './check-selection.ts';

/** Transforming the suite's TypeScript module graph took more of a one-check run than the check itself. */
export const defaultModuleCache = `${projectRoot}node_modules/.cache/gateway-harness/modules`;
/** Compiled contract schemas, kept for the next process (contracts/compiled-schemas.ts). */
export const schemaCache = `${projectRoot}node_modules/.cache/gateway-harness/schemas`;

/** The environment the check files read (see suites/support/run/choose-target.ts and checks/check.ts). */
function suiteEnvironment(options: SuiteOptions): Record<string, string> {
  const env: Record<string, string> = {};
  if (options.area && isSection(options.area)) env.HARNESS_SECTION = options.area;
  if (options.seed !== undefined) env.FC_SEED = String(options.seed);
  if (options.runs !== undefined) env.FC_RUNS = String(options.runs);
  if (options.profile !== undefined) env.HARNESS_PROFILE = options.profile;
  if (options.differential) env.HARNESS_DIFFERENTIAL = '1';
  // Read by vitest.config.ts, which is loaded inside this environment.
  if (options.baseline) env.HARNESS_ISOLATE = '1';
  // The baseline compiles every schema in every process, as the suite did before.
  else env.HARNESS_SCHEMA_CACHE = schemaCache;
  if (options.target) {
    env.HARNESS_TARGET_URL = options.target.baseUrl;
    env.HARNESS_CONTROL_URL = options.target.controlUrl;
    env.HARNESS_CONTROL_TOKEN = options.target.controlToken;
    if (options.target.upstreamPort !== undefined) env.HARNESS_UPSTREAM_PORT = String(options.target.upstreamPort);
    // Read by suites/support/run/worker-copy.ts: worker N drives copy N.
    if (options.copies && options.copies.length > 0) env.HARNESS_TARGET_COPIES = JSON.stringify(options.copies);
  }
  return env;
}

const suiteVariables = ['HARNESS_SECTION', 'FC_SEED', 'FC_RUNS', 'HARNESS_PROFILE', 'HARNESS_TARGET_URL', 'HARNESS_CONTROL_URL', 'HARNESS_CONTROL_TOKEN', 'HARNESS_UPSTREAM_PORT', 'HARNESS_TARGET_COPIES', 'HARNESS_DIFFERENTIAL', 'HARNESS_ISOLATE', 'HARNESS_SCHEMA_CACHE'];

/** Every variable of the suite, set or cleared: a setting of an earlier run must not carry over. */
export function runEnvironment(options: SuiteOptions): Record<string, string | undefined> {
  return { ...Object.fromEntries(suiteVariables.map((name) => [name, undefined])), ...suiteEnvironment(options) };
}

/** The files as they were chosen before selections were read from the check files: by folder only. */
function baselineFiles(options: Pick<SuiteOptions, 'area' | 'files'>): string[] | undefined {
  return options.files ?? (options.area && !isSection(options.area) ? [`suites/${options.area}/`] : undefined);
}

/** Cancels the vitest run it is given once `until` settles (vitest hands itself to reporters on start). */
function cancelling(until: NonNullable<SuiteOptions['until']>, run: SuiteRun): Reporter {
  return {
    onInit(vitest) {
      void until.then((loss) => {
        run.stoppedEarly = loss;
        void vitest.cancelCurrentRun('keyboard-input');
      });
    },
  };
}

/** What every suite run asks of vitest: the conformance project of this checkout, run once, no file an error. */
export const conformanceRunOptions = {
  root: projectRoot,
  config: `${projectRoot}vitest.config.ts`,
  project: ['conformance'],
  run: true,
  watch: false,
  passWithNoTests: true,
};

/**
 * A running build has one state, which every check file provisions: one file at a time per copy
 * of the build, so as many workers as copies.
 */
function targetWorkers(options: Pick<SuiteOptions, 'target' | 'copies'>): { fileParallelism?: boolean; maxWorkers?: number } {
  if (!options.target) return {};
  const copies = options.copies?.length ?? 0;
  return copies === 0 ? { fileParallelism: false } : { maxWorkers: 1 + copies };
}

export async function runSuite(options: SuiteOptions): Promise<SuiteRun> {
  const reporter = new OutcomeReporter(projectRoot);
  const extra = options.until ? [cancelling(options.until, reporter.run)] : [];
  const selected = options.baseline ? baselineFiles(options) : selectedFiles(options);
  // Nothing to start; an empty filter list would start every file.
  if (selected?.length === 0) return reporter.run;
  const filters = selected ?? [];
  // The baseline measures the suite as it ran before: every module transformed afresh.
  const moduleCache = options.moduleCache ?? (options.baseline ? undefined : defaultModuleCache);
  await withEnvironment(runEnvironment(options), async () => {
    const vitest = await startVitest('test', filters, {
      ...conformanceRunOptions,
      // The longest files start first, one per worker: the run then ends without an idle tail.
      // The baseline keeps vitest's own order, as the suite ran before.
      ...(options.baseline ? {} : { sequence: { sequencer: LongestFirstSequencer } }),
      ...targetWorkers(options),
      ...(options.checks ? { testNamePattern: checkNamePattern(options.checks) } : {}),
      ...(moduleCache === undefined ? {} : { experimental: { fsModuleCache: true, fsModuleCachePath: moduleCache } }),
      ...(options.shard ? { shard: `${options.shard.index}/${options.shard.count}` } : {}),
      reporters: [...(options.quiet ? [] : ['default' as const]), reporter, ...extra, ...(options.reporters ?? [])],
      // vitest's account of failures goes with the rest of its report on standard output:
      // standard error is kept for the harness's own one-line reason (a build that died).
    }, {}, { stderr: process.stdout });
    await vitest.close();
  });
  return settleStoppedRun(reporter.run);
}
