/** Runs the conformance project through vitest's Node API and returns what each check came to. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startVitest } from 'vitest/node';
import type { SuiteRun } from './check-outcome.ts';
import { OutcomeReporter } from './outcome-reporter.ts';

export interface SuiteOptions {
  /** A spec area (a folder under suites/, e.g. `contract`) or a section number (`7`, `4.1`). */
  area?: string;
  seed?: number;
  runs?: number;
  /** Extra environment the checks read (target description). */
  env?: Record<string, string>;
}

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export function isSection(area: string): boolean {
  return /^[1-9](\.[1-9])?$/.test(area);
}

export function areaExists(area: string): boolean {
  return isSection(area) || (/^[a-z][a-z0-9-]*$/.test(area) && area !== 'support' && existsSync(`${projectRoot}suites/${area}`));
}

export async function runSuite(options: SuiteOptions): Promise<SuiteRun> {
  const reporter = new OutcomeReporter(projectRoot);
  const filters = options.area && !isSection(options.area) ? [`suites/${options.area}/`] : [];
  const env: Record<string, string> = { ...options.env };
  if (options.area && isSection(options.area)) env.HARNESS_SECTION = options.area;
  if (options.seed !== undefined) env.FC_SEED = String(options.seed);
  if (options.runs !== undefined) env.FC_RUNS = String(options.runs);
  Object.assign(process.env, env);
  const vitest = await startVitest('test', filters, {
    root: projectRoot,
    config: `${projectRoot}vitest.config.ts`,
    project: ['conformance'],
    run: true,
    watch: false,
    passWithNoTests: true,
    reporters: ['default', reporter],
  });
  await vitest.close();
  return reporter.run;
}
