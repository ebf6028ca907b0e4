/**
 * `npm run mutation`: Stryker once per module (all of rule-modules.json, or those MUTATION_MODULES
 * names, comma-separated), one after another, then the scores page. Each module keeps its own
 * report and incremental file under reports/mutation/<module>/, so a module finished stays
 * finished when a later one is stopped. Arguments (`--strict`) go to the scores script.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const modules = Object.keys(JSON.parse(readFileSync('scripts/mutation/rule-modules.json', 'utf8')) as Record<string, string[]>);
const asked = (process.env.MUTATION_MODULES ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
const unknown = asked.filter((name) => !modules.includes(name));
if (unknown.length > 0) {
  console.error(`MUTATION_MODULES names ${unknown.join(', ')}; the modules are ${modules.join(', ')}`);
  process.exit(2);
}

/**
 * The incremental file is committed, so that a clean clone tries only what changed since; Stryker
 * writes the checkout's own path into it, which names one machine and is not read back.
 */
function withoutProjectRoot(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (!('projectRoot' in report)) return;
  delete report.projectRoot;
  writeFileSync(file, JSON.stringify(report));
}

for (const module of asked.length > 0 ? asked : modules) {
  const started = Date.now();
  console.log(`mutation: ${module}`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], { stdio: 'inherit', env: { ...process.env, MUTATION_MODULE: module } });
  console.log(`mutation: ${module} took ${Math.round((Date.now() - started) / 1000)} s`);
  withoutProjectRoot(`reports/mutation/${module}/incremental.json`);
  if (run.status !== 0) {
    console.error(`mutation: stryker stopped on ${module} (exit ${run.status ?? run.signal})`);
    process.exit(run.status ?? 1);
  }
}

const scores = spawnSync('npx', ['tsx', 'scripts/mutation/write-scores.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(scores.status ?? 1);
