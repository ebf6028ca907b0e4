/**
 * Reads Stryker's JSON report of each module run so far (reports/mutation/<module>/mutation.json,
 * or the committed incremental.json beside it)
 * and writes `reports/mutation/scores.md`: the score per module and the undetected mutants with
 * their reasons. `--strict` exits non-zero when one has no reason; `--unexplained-json` prints the
 * keys of those without one, for the reasons file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { moduleScores, totalScore } from './module-scores.ts';
import { readMutants, type Mutant, type MutationReport } from './mutation-report.ts';
import { keyText, survivorKey } from './survivor-key.ts';
import { scoresMarkdown } from './scores-markdown.ts';
import { readFreshVerdicts, withFreshVerdicts } from './fresh-verdicts.ts';
import { judgeSurvivors, parseReasons, reasonKind } from './survivor-reasons.ts';

const reasonsFile = 'reports/mutation/survivor-reasons.json';
const scoresFile = 'reports/mutation/scores.md';

/** The run's full report when this checkout made it, else the committed incremental file (the same results). */
function reportOf(module: string): string {
  const full = `reports/mutation/${module}/mutation.json`;
  return existsSync(full) ? full : `reports/mutation/${module}/incremental.json`;
}

const strict = process.argv.includes('--strict');
const modules = JSON.parse(readFileSync('scripts/mutation/rule-modules.json', 'utf8')) as Record<string, string[]>;
const modulesRun = new Set(Object.keys(modules).filter((module) => existsSync(reportOf(module))));
if (modulesRun.size === 0) {
  console.error('no module has a report under reports/mutation/: run `npm run mutation` first');
  process.exit(2);
}
const reasons = existsSync(reasonsFile) ? parseReasons(JSON.parse(readFileSync(reasonsFile, 'utf8'))) : [];
const mutants = [...modulesRun].flatMap((module) => withFreshVerdicts(readMutants(JSON.parse(readFileSync(reportOf(module), 'utf8')) as MutationReport, modules), readFreshVerdicts(module)));
const verdict = judgeSurvivors(mutants, reasons, modulesRun);
const kinds = new Map(verdict.survivors.flatMap((s) => {
  const kind = reasonKind(s.reason);
  return kind === undefined ? [] : [[keyText(s), kind] as const];
}));
const kindOf = (mutant: Mutant) => kinds.get(keyText(survivorKey(mutant)));
const scores = moduleScores(mutants, Object.keys(modules), kindOf);
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const fresh = [...modulesRun].map((module) => ({ module, detected: mutants.filter((m) => m.module === module && m.freshProcess === true).length }));
writeFileSync(scoresFile, scoresMarkdown({ scores, total: totalScore(mutants, kindOf), verdict, fresh, commit, date: new Date().toISOString().slice(0, 10) }));

const percent = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}%`);
for (const score of scores) {
  console.log(`${score.module.padEnd(12)} ${percent(score.score)}  (killed ${score.killed}, survived ${score.survived}, no coverage ${score.noCoverage}, timeout ${score.timeout}; ${percent(score.scoreWithoutEquivalent)} without ${score.equivalent} equivalent; ${percent(score.scoreOnSpec)} on what the spec fixes, ${score.outsideSpec} outside it)`);
}
console.log(`${verdict.survivors.length} undetected mutants, ${verdict.unexplained.length} without a reason; written to ${scoresFile}`);
if (verdict.stale.length > 0) console.log(`${verdict.stale.length} reasons in ${reasonsFile} name no mutant of this run`);
// The keys of mutants still without a reason, ready to be given one in the reasons file.
if (process.argv.includes('--unexplained-json')) console.log(JSON.stringify(verdict.unexplained.map(({ file, mutator, original, replacement }) => ({ file, mutator, original, replacement, reason: '' })), null, 2));
if (strict && verdict.unexplained.length > 0) {
  console.error(`--strict: ${verdict.unexplained.length} undetected mutants have no reason in ${reasonsFile}`);
  process.exit(1);
}
