/**
 * The conformance suite's wall time at the default settings (profile spec, the fixed seed, 200
 * runs per property): the whole suite against the bundled reference in-process and against the
 * reference served on loopback (`serve reference`, started as `check --command` starts a build:
 * two copies), one check alone (`check --check ID`), and the whole suite in-process at 2,000 runs
 * per property.
 * Each beside its baseline from the same run: the same work as the suite ran before its files
 * shared a worker (a fresh process per check file, every file started for any selection). The
 * number of property runs comes from a fast-check plugin preloaded into every worker
 * (`count-property-runs.js`). Outcomes are reported, not judged.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { runSuite, type SuiteOptions } from '../check/run-suite.ts';
import { withEnvironment } from '../check/with-environment.ts';
import { startCommandCopies } from '../check/targets/command-copies.ts';
import { defaultRuns, defaultSeed } from '../../suites/support/properties/seed-defaults.ts';
import { cpuMsWithReapedChildren } from './processes.ts';
import { defaultManyRuns, defaultOneCheck } from './suite-defaults.ts';

/** What a timed run covered. */
export type SuiteWork = 'whole' | 'one-check' | 'many-runs';

export interface SuiteTiming {
  target: 'in-process' | 'loopback';
  work: SuiteWork;
  /** The architecture before files shared a worker: the baseline of the same work. */
  baseline: boolean;
  runsPerProperty: number;
  wallMs: number;
  /**
   * CPU time of the run: this process and the worker processes it started and reaped (user and
   * system, from /proc). Much steadier than the wall time when other work shares the machine.
   */
  cpuMs: number | undefined;
  /** Property runs counted across every worker. */
  propertyRuns: number;
  checks: number;
  passed: number;
  failed: number;
  notRun: number;
  errors: number;
}

export interface SuiteBenchReport {
  profile: 'spec';
  seed: number;
  runsPerProperty: number;
  area: string | null;
  /** The check timed alone. */
  oneCheck: string;
  /** Runs per property of the `many-runs` timings. */
  manyRuns: number;
  timings: SuiteTiming[];
}

export interface SuiteBenchOptions {
  area?: string;
  /** The check timed alone (default `listing-garbage-cursor-400`). */
  oneCheck?: string;
  /** Runs per property of the long run (default 2,000); 0 leaves it out. */
  manyRuns?: number;
  targets: readonly SuiteTiming['target'][];
}

const preload = pathToFileURL(fileURLToPath(new URL('./count-property-runs.js', import.meta.url))).href;
const cli = fileURLToPath(new URL('../bin/gateway-harness.js', import.meta.url));

function countedRuns(dir: string): number {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .reduce((sum, name) => sum + ((JSON.parse(readFileSync(join(dir, name), 'utf8')) as { runs?: number }).runs ?? 0), 0);
}

type Timed = Omit<SuiteTiming, 'wallMs' | 'cpuMs' | 'propertyRuns' | 'checks' | 'passed' | 'failed' | 'notRun' | 'errors'>;

/** Runs the suite with the counting plugin preloaded into its workers (only for this run). */
async function timedRun(what: Timed, options: SuiteOptions): Promise<SuiteTiming> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-property-runs-'));
  const preloaded = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(), BENCH_PROPERTY_RUNS_DIR: dir };
  const began = performance.now();
  const cpuBefore = cpuMsWithReapedChildren();
  try {
    const run = await withEnvironment(preloaded, () => runSuite({ ...options, ...(what.baseline ? { baseline: true } : {}), quiet: true }));
    const wallMs = performance.now() - began;
    const cpuAfter = cpuMsWithReapedChildren();
    const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
    // A check selection reports only the checks asked for, as `check --check` does.
    const outcomes = options.checks ? run.outcomes.filter((o) => options.checks?.includes(o.id)) : run.outcomes;
    const count = (state: string) => outcomes.filter((o) => o.state === state).length;
    return { ...what, wallMs, cpuMs, propertyRuns: countedRuns(dir), checks: outcomes.length, passed: count('passed'), failed: count('failed'), notRun: count('not-run'), errors: run.errors.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `options` against `target`, a served reference started for the run when it is loopback. */
async function onTarget(what: Timed, options: SuiteOptions): Promise<SuiteTiming> {
  if (what.target === 'in-process') return timedRun(what, options);
  // Two copies, as `check --command` starts on two cores; the baseline ran one, a file at a time.
  const launched = await startCommandCopies({ command: `${JSON.stringify(process.execPath)} ${JSON.stringify(cli)} serve reference`, controlPath: '/__harness', startupTimeoutMs: 60_000, copies: what.baseline ? 1 : 2 });
  try {
    const copies = launched.copies && launched.copies.length > 0 ? { copies: launched.copies } : {};
    return await timedRun(what, { ...options, ...(launched.remote ? { target: launched.remote } : {}), ...copies });
  } finally {
    await launched.stop();
  }
}

export async function runSuiteBench(options: SuiteBenchOptions, log: (line: string) => void): Promise<SuiteBenchReport> {
  const base: SuiteOptions = { seed: defaultSeed, runs: defaultRuns, profile: 'spec', ...(options.area === undefined ? {} : { area: options.area }) };
  const oneCheck = options.oneCheck ?? defaultOneCheck;
  const manyRuns = options.manyRuns ?? defaultManyRuns;
  const whole = (target: SuiteTiming['target'], baseline: boolean): [Timed, SuiteOptions] => [{ target, work: 'whole', baseline, runsPerProperty: defaultRuns }, base];
  const one = (baseline: boolean): [Timed, SuiteOptions] => [{ target: 'in-process', work: 'one-check', baseline, runsPerProperty: defaultRuns }, { seed: defaultSeed, runs: defaultRuns, profile: 'spec', checks: [oneCheck] }];
  const many = (baseline: boolean): [Timed, SuiteOptions] => [{ target: 'in-process', work: 'many-runs', baseline, runsPerProperty: manyRuns }, { ...base, runs: manyRuns }];
  // Short runs first and the longest baseline last, so a bench cut short still has its pairs.
  const plan: [Timed, SuiteOptions][] = [one(false), one(true)];
  for (const target of options.targets) plan.push(whole(target, false), whole(target, true));
  if (manyRuns > 0) plan.push(many(false), many(true));
  const timings: SuiteTiming[] = [];
  for (const [what, suiteOptions] of plan) {
    const label = `conformance suite, ${what.work === 'one-check' ? `check ${oneCheck}` : what.work === 'many-runs' ? `${manyRuns} runs per property` : 'whole'}, ${what.target}${what.baseline ? ', baseline (a process per file)' : ''}${options.area === undefined || what.work === 'one-check' ? '' : `, area ${options.area}`}`;
    log(`${label}: running`);
    const last = await onTarget(what, suiteOptions);
    timings.push(last);
    const cpu = last.cpuMs === undefined ? '' : ` (CPU ${(last.cpuMs / 1_000).toFixed(1)} s)`;
    log(`${label}: ${(last.wallMs / 1_000).toFixed(1)} s${cpu}, ${last.propertyRuns} property runs, ${last.passed} passed, ${last.failed} failed, ${last.notRun} not run`);
  }
  return { profile: 'spec', seed: defaultSeed, runsPerProperty: defaultRuns, area: options.area ?? null, oneCheck, manyRuns, timings };
}
