// `npm run mutation`: mutants of the reference gateway's rule modules (scripts/mutation/rule-modules.json),
// each tried against the conformance suite run in-process under the spec profile
// (vitest.mutation.config.ts). MUTATION_MODULE names the one module a run mutates
// (scripts/mutation/run-mutation.ts runs them one after another); each keeps its own report and
// incremental file, so a module's results survive a run stopped part way through the others.
import { readFileSync } from 'node:fs';

const modules = JSON.parse(readFileSync(new URL('./scripts/mutation/rule-modules.json', import.meta.url), 'utf8'));
const chosen = process.env.MUTATION_MODULE ?? '';
if (!(chosen in modules)) throw new Error(`MUTATION_MODULE must name one of ${Object.keys(modules).join(', ')}; got ${JSON.stringify(chosen)}`);
const folder = `reports/mutation/${chosen}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: modules[chosen].map((file) => `mocks/reference/${file}`),
  // Each mutant runs only the checks that reached its code in the first, unmutated run.
  coverageAnalysis: 'perTest',
  // A mutant of code that runs once at import would need every check run again with fresh
  // modules; those are left out (reported as ignored) to keep a full run affordable.
  ignoreStatic: true,
  // The machine is shared: one runner unless MUTATION_CONCURRENCY asks for more.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  // A mutant counts as a timeout (and so as killed) when its checks outrun the unmutated run by
  // this margin. On a shared machine Stryker's five-second default marks slow survivors killed;
  // a minute still ends a mutant that loops for ever.
  timeoutMS: Number(process.env.MUTATION_TIMEOUT_MS ?? 60_000),
  // A rerun tries only mutants whose code or checks changed since the file was written.
  incremental: true,
  incrementalFile: `${folder}/incremental.json`,
  reporters: ['progress-append-only', 'clear-text', 'json'],
  jsonReporter: { fileName: `${folder}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['reports', '.harness-state', 'coverage', '*.log'],
  cleanTempDir: 'always',
};
