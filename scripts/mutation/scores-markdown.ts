/**
 * `reports/mutation/scores.md`: the score table per module and every undetected mutant with its
 * reason, or marked unexplained.
 */
import type { ModuleScore } from './module-scores.ts';
import type { Survivor, SurvivorVerdict } from './survivor-reasons.ts';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('`', "'");
const percent = (score: number | null) => (score === null ? '–' : `${score.toFixed(1)}%`);

function scoreRow(score: ModuleScore): string {
  const { module, killed, survived, noCoverage, timeout, ignored, equivalent, outsideSpec } = score;
  return `| ${module} | ${killed} | ${survived} | ${noCoverage} | ${timeout} | ${ignored} | ${percent(score.score)} | ${equivalent} | ${percent(score.scoreWithoutEquivalent)} | ${outsideSpec} | ${percent(score.scoreOnSpec)} |`;
}

function survivorRow(survivor: Survivor): string {
  const status = survivor.status === 'NoCoverage' ? 'no coverage' : survivor.noCheckFinished ? 'survived, no check finished' : 'survived';
  const reason = survivor.reason ?? '**unexplained**';
  return `| ${survivor.module} | \`${survivor.file.replace('mocks/reference/', '')}:${survivor.line}\` | ${survivor.mutator} | \`${cell(survivor.original)}\` → \`${cell(survivor.replacement)}\` | ${status} | ${cell(reason)} |`;
}

export interface ScoresPage {
  scores: ModuleScore[];
  total: ModuleScore;
  verdict: SurvivorVerdict;
  /** Per module, the undetected mutants a check failed on when each was tried again in a process of its own (fresh-process.ts); counted as killed above. */
  fresh?: readonly { module: string; detected: number }[];
  /** The commit and day the page is written at, as its first line states them. */
  commit: string;
  date: string;
}

function freshLines(fresh: NonNullable<ScoresPage['fresh']>): string[] {
  const tried = fresh.filter((f) => f.detected > 0);
  if (tried.length === 0) return [];
  const counts = tried.map((f) => `${f.module} ${f.detected}`).join(', ');
  return [
    `Killed (or timed out) in a process of their own: ${counts}. Code the reference runs once per process (the send layouts it compiles from the contract at first use) is run by the test runner's long-lived workers before the mutant is switched on, so the run reports its mutants as surviving; \`npm run mutation:fresh\` tries each again with every check in a fresh process, and its verdicts (reports/mutation/<module>/fresh-process.json) count here.`,
    '',
  ];
}

export function scoresMarkdown(page: ScoresPage): string {
  const { scores, total, verdict } = page;
  const lines = [
    '# Mutation scores of the conformance suite',
    '',
    `Written ${page.date} at commit ${page.commit}, from the reports of the modules run so far: mutants of the reference's rule modules, each tried against the conformance checks (spec profile, in-process) that reached its code.`,
    'Score = (killed + timeout) / (killed + timeout + survived + no coverage). Ignored: mutants of code that runs once at import, left out of the run. Equivalent: undetected mutants whose reason says no gateway could tell them apart from the original; the next column leaves them out. Outside the spec: undetected mutants whose reason says only a behaviour the spec leaves open (decisions in docs/decisions.md) would show them, which no check may assert on a gateway; the last column, the score on what the spec fixes, leaves out both kinds.',
    '',
    '| Module | Killed | Survived | No coverage | Timeout | Ignored | Score | Equivalent | Score without equivalent | Outside the spec | Score on what the spec fixes |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...scores.map(scoreRow),
    scoreRow(total),
    '',
    ...freshLines(page.fresh ?? []),
    `## Undetected mutants (${verdict.survivors.length}, ${verdict.unexplained.length} unexplained)`,
    '',
    'Reasons live in `reports/mutation/survivor-reasons.json`, keyed by file, mutator and the original and replacement text. "No check finished": the mutant broke the setup of every check it reached, which the vitest runner reports as a survivor with no test run.',
    '',
  ];
  if (verdict.survivors.length > 0) {
    lines.push('| Module | Where | Mutator | Change | Status | Reason |', '|---|---|---|---|---|---|', ...verdict.survivors.map(survivorRow), '');
  }
  if (verdict.stale.length > 0) {
    lines.push(`## Reasons naming no mutant of this run (${verdict.stale.length})`, '');
    for (const reason of verdict.stale) lines.push(`- \`${reason.file}\` ${reason.mutator}: \`${cell(reason.original)}\` → \`${cell(reason.replacement)}\``);
    lines.push('');
  }
  return lines.join('\n');
}
