/**
 * `npm run mutation:fresh`: tries again, each in a process of its own, the undetected mutants of
 * one module's report that code run once per process reached. The reference compiles its send
 * layouts from the contract at first use and keeps them for the process; Stryker's test runner
 * keeps its workers (and so the layouts compiled before a mutant was switched on) from one mutant
 * to the next, and its per-test coverage names only the check that happened to compile them. A
 * mutant of that code is then reported as surviving whatever the checks would say of it.
 *
 * Here the mutant is written into a scratch copy of the project and every check of the mutation
 * run (vitest.mutation.config.ts: in-process reference, spec profile) runs against it in a fresh
 * process, stopping at the first failure. The verdicts go to
 * reports/mutation/<module>/fresh-process.json, which the scores page reads: a mutant a check
 * fails on there counts as killed.
 *
 *   MUTATION_MODULE=validation npm run mutation:fresh                 # its undetected mutants without a reason
 *   MUTATION_MODULE=validation npm run mutation:fresh -- --file mocks/reference/validation/send-layouts.ts
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { moduleOf, originalText, projectPath, type MutationReport, type ReportMutant } from './mutation-report.ts';
import { keyText, survivorKey } from './survivor-key.ts';
import { parseReasons } from './survivor-reasons.ts';
import { freshProcessFile, readFreshVerdicts, type FreshVerdict } from './fresh-verdicts.ts';

const modules = JSON.parse(readFileSync('scripts/mutation/rule-modules.json', 'utf8')) as Record<string, string[]>;
const module = process.env.MUTATION_MODULE ?? '';
if (!(module in modules)) {
  console.error(`MUTATION_MODULE must name one of ${Object.keys(modules).join(', ')}; got ${JSON.stringify(module)}`);
  process.exit(2);
}
const reportFile = `reports/mutation/${module}/mutation.json`;
if (!existsSync(reportFile)) {
  console.error(`${reportFile} is missing: run MUTATION_MODULES=${module} npm run mutation first`);
  process.exit(2);
}
const files = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--file' ? [arg] : []));
const perMutantMs = Number(process.env.MUTATION_FRESH_TIMEOUT_MS ?? 600_000);

const report = JSON.parse(readFileSync(reportFile, 'utf8')) as MutationReport;
const reasons = parseReasons(JSON.parse(readFileSync('reports/mutation/survivor-reasons.json', 'utf8')));
const explained = new Set(reasons.map((reason) => keyText(reason)));

interface Candidate {
  file: string;
  source: string;
  mutant: ReportMutant;
}

const candidates: Candidate[] = Object.entries(report.files).flatMap(([file, { source, mutants }]) => {
  if (moduleOf(file, modules) !== module) return [];
  const path = projectPath(file);
  if (files.length > 0 && !files.includes(path)) return [];
  return mutants
    .filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage')
    .filter((mutant) => files.length > 0 || !explained.has(keyText(survivorKey(asMutant(path, source, mutant)))))
    .map((mutant) => ({ file: path, source, mutant }));
});

function asMutant(file: string, source: string, mutant: ReportMutant) {
  return { module, file, line: mutant.location.start.line, mutator: mutant.mutatorName, original: originalText(source, mutant.location), replacement: mutant.replacement ?? '', status: mutant.status, noCheckFinished: false };
}

/** The source with one mutant written in: report lines and columns count from 1, the end is exclusive. */
function mutated(source: string, mutant: ReportMutant): string {
  const lines = source.split('\n');
  const offset = (line: number, column: number) => lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
  const { start, end } = mutant.location;
  return source.slice(0, offset(start.line, start.column)) + (mutant.replacement ?? '') + source.slice(offset(end.line, end.column));
}

// A copy of the tracked files, with the project's node_modules linked in.
const scratch = mkdtempSync(join(tmpdir(), 'mutation-fresh-'));
for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter((f) => f !== '' && existsSync(f))) {
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  copyFileSync(file, join(scratch, file));
}
symlinkSync(resolve('node_modules'), join(scratch, 'node_modules'), 'dir');

interface SuiteRun {
  timedOut: boolean;
  failedChecks: string[];
  failedFiles: string[];
}

function runSuite(): SuiteRun {
  const out = join(scratch, '.fresh-result.json');
  rmSync(out, { force: true });
  const run = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.mutation.config.ts', '--bail=1', '--reporter=json', `--outputFile=${out}`], { cwd: scratch, stdio: 'ignore', timeout: perMutantMs, killSignal: 'SIGKILL' });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') return { timedOut: true, failedChecks: [], failedFiles: [] };
  if (!existsSync(out)) return { timedOut: false, failedChecks: ['(the run wrote no result)'], failedFiles: [] };
  const result = JSON.parse(readFileSync(out, 'utf8')) as { testResults: { name: string; status: string; assertionResults: { title: string; status: string }[] }[] };
  return {
    timedOut: false,
    failedChecks: result.testResults.flatMap((file) => file.assertionResults.filter((a) => a.status === 'failed').map((a) => a.title)),
    failedFiles: result.testResults.filter((file) => file.status === 'failed').map((file) => file.name.slice(file.name.indexOf('suites/'))),
  };
}

const started = Date.now();
console.log(`mutation:fresh: ${candidates.length} mutants of ${module}, each against every check in a fresh process`);
// Files that fail unmutated (one with no check under the spec profile) say nothing of a mutant.
const baseline = runSuite();
if (baseline.timedOut || baseline.failedChecks.length > 0) {
  console.error(`the unmutated reference does not pass: ${baseline.timedOut ? 'timed out' : baseline.failedChecks.join(', ')}`);
  process.exit(1);
}
const verdicts: FreshVerdict[] = [];
for (const [i, { file, source, mutant }] of candidates.entries()) {
  const target = join(scratch, file);
  const at = Date.now();
  writeFileSync(target, mutated(source, mutant));
  const run = runSuite();
  writeFileSync(target, source);
  const newFiles = run.failedFiles.filter((f) => !baseline.failedFiles.includes(f));
  const verdict: FreshVerdict['verdict'] = run.timedOut ? 'timeout' : run.failedChecks.length > 0 || newFiles.length > 0 ? 'killed' : 'survived';
  const by = run.failedChecks[0] ?? newFiles[0] ?? null;
  const key = survivorKey(asMutant(file, source, mutant));
  verdicts.push({ ...key, line: mutant.location.start.line, verdict, by });
  console.log(`[${i + 1}/${candidates.length}] ${verdict.padEnd(8)} ${file.replace('mocks/reference/', '')}:${mutant.location.start.line} ${mutant.mutatorName}${by ? ` (${by})` : ''}  ${Math.round((Date.now() - at) / 1000)} s`);
}
rmSync(scratch, { recursive: true, force: true });

// Verdicts of an earlier run on mutants not tried this time are kept.
const file = freshProcessFile(module);
const earlier = readFreshVerdicts(module);
const tried = new Set(verdicts.map((v) => keyText(v)));
const mutants = [...earlier.filter((v) => !tried.has(keyText(v))), ...verdicts];
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
writeFileSync(file, `${JSON.stringify({ module, commit, date: new Date().toISOString().slice(0, 10), mutants }, null, 2)}\n`);
const killed = verdicts.filter((v) => v.verdict !== 'survived').length;
console.log(`mutation:fresh: ${killed} of ${verdicts.length} killed in a fresh process, in ${Math.round((Date.now() - started) / 1000)} s; written to ${file}`);
