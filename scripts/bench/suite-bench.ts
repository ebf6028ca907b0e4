/**
 * The conformance suite's wall time at the default settings (profile spec, the fixed seed, 200
 * runs per property), against the bundled reference in-process and against the reference served
 * on loopback (`serve reference`, started as `check --command` starts a build), and the number of
 * property runs it made, from a fast-check plugin preloaded into every worker
 * (`count-property-runs.js`). The suite runs once per target; its outcome is reported, not judged.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { runSuite, type SuiteOptions } from '../check/run-suite.ts';
import { withEnvironment } from '../check/with-environment.ts';
import { startCommandTarget } from '../check/targets/command-target.ts';
import { defaultRuns, defaultSeed } from '../../suites/support/properties/seed-defaults.ts';

export interface SuiteTiming {
  target: 'in-process' | 'loopback';
  wallMs: number;
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
  timings: SuiteTiming[];
}

const preload = pathToFileURL(fileURLToPath(new URL('./count-property-runs.js', import.meta.url))).href;
const cli = fileURLToPath(new URL('../bin/gateway-harness.js', import.meta.url));

function countedRuns(dir: string): number {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .reduce((sum, name) => sum + ((JSON.parse(readFileSync(join(dir, name), 'utf8')) as { runs?: number }).runs ?? 0), 0);
}

/** Runs the suite with the counting plugin preloaded into its workers (only for this run). */
async function timedRun(target: SuiteTiming['target'], options: SuiteOptions): Promise<SuiteTiming> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-property-runs-'));
  const preloaded = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(), BENCH_PROPERTY_RUNS_DIR: dir };
  const began = performance.now();
  try {
    const run = await withEnvironment(preloaded, () => runSuite({ ...options, quiet: true }));
    const wallMs = performance.now() - began;
    const count = (state: string) => run.outcomes.filter((o) => o.state === state).length;
    return { target, wallMs, propertyRuns: countedRuns(dir), checks: run.outcomes.length, passed: count('passed'), failed: count('failed'), notRun: count('not-run'), errors: run.errors.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runSuiteBench(options: { area?: string; targets: readonly SuiteTiming['target'][] }, log: (line: string) => void): Promise<SuiteBenchReport> {
  const base: SuiteOptions = { seed: defaultSeed, runs: defaultRuns, profile: 'spec', ...(options.area === undefined ? {} : { area: options.area }) };
  const timings: SuiteTiming[] = [];
  for (const target of options.targets) {
    log(`conformance suite, ${target}${options.area === undefined ? '' : `, area ${options.area}`}: running`);
    if (target === 'in-process') {
      timings.push(await timedRun(target, base));
    } else {
      const launched = await startCommandTarget({ command: `${JSON.stringify(process.execPath)} ${JSON.stringify(cli)} serve reference`, controlPath: '/__harness', startupTimeoutMs: 60_000 });
      try {
        timings.push(await timedRun(target, { ...base, ...(launched.remote ? { target: launched.remote } : {}) }));
      } finally {
        await launched.stop();
      }
    }
    const last = timings.at(-1);
    if (last) log(`conformance suite, ${target}: ${(last.wallMs / 1_000).toFixed(1)} s, ${last.propertyRuns} property runs, ${last.passed} passed, ${last.failed} failed, ${last.notRun} not run`);
  }
  return { profile: 'spec', seed: defaultSeed, runsPerProperty: defaultRuns, area: options.area ?? null, timings };
}
