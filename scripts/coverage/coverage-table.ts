/**
 * The coverage report as Markdown: a summary of what the checks claim and what killed faulty
 * builds prove, then one table per spec section (statement, rule, status, the boundary cases
 * tried and by which checks, the cases left to try, the builds that prove it), and the checks that
 * claim no statement. Cut to the statements with a case left to try, or to those nothing proves.
 */
import type { BoundaryCoverage, CheckLink, CoverageReport, CoverageSummary, SectionCoverage, StatementCoverage } from './coverage-model.ts';
import type { FaultProof, RunSummary } from './proofs.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function linkText(link: CheckLink): string {
  const marks = [link.contract ? 'contract' : undefined, link.profile === 'reference' ? 'reference' : undefined].filter(Boolean);
  return marks.length === 0 ? `\`${link.id}\`` : `\`${link.id}\` (${marks.join(', ')})`;
}

function statusCell(s: StatementCoverage): string {
  const open = s.open.length === 0 ? '' : `; open: ${s.open.join(', ')}`;
  if (s.status === 'open') return `open by decision: ${s.open.join(', ')}`;
  if (s.status === 'unasserted') return `**UNASSERTED**${open}`;
  if (s.status === 'partial') return `partial (${s.boundaries.filter((b) => b.tried).length} of ${s.boundaries.length})${open}`;
  return `asserted${open}`;
}

function triedCell(s: StatementCoverage): string {
  const tried = s.boundaries.filter((b) => b.tried);
  return tried.map((b) => `\`${b.id}\` by ${b.checks.map(linkText).join(', ')}`).join('; ');
}

/** A case left to try, with the checks that claim it without counting, if any. */
function untriedText(b: BoundaryCoverage): string {
  return b.checks.length === 0 ? `\`${b.id}\`` : `\`${b.id}\` (only ${b.checks.map(linkText).join(', ')})`;
}

function untriedCell(s: StatementCoverage): string {
  return s.boundaries.filter((b) => !b.tried).map(untriedText).join('; ');
}

function statementCell(s: StatementCoverage, restated: boolean): string {
  return restated ? `\`${s.id}\` (from ${s.section})` : `\`${s.id}\``;
}

function ruleCell(s: StatementCoverage): string {
  return s.note === undefined ? cell(s.rule) : `${cell(s.rule)} _(${cell(s.note)})_`;
}

/** "229 statements: 150 asserted at every boundary case (65.5%), 40 partly, 9 open by decision, 30 unasserted" */
function tally(summary: CoverageSummary): string {
  return `${plural(summary.statements, 'statement')}: ${summary.asserted} asserted at every boundary case (${summary.assertedPercent}%), ${summary.partial} partly, ${summary.open} open by decision, ${summary.unasserted} unasserted`;
}

/** "612 boundary cases, 450 tried by spec-profile behaviour checks; 2 statements claimed only by reference-profile checks" */
function caseTally(summary: CoverageSummary): string {
  const apart = [
    summary.referenceOnly > 0 ? `${plural(summary.referenceOnly, 'statement')} claimed only by reference-profile checks` : undefined,
    summary.contractOnly > 0 ? `${plural(summary.contractOnly, 'statement')} claimed only by contract-document checks` : undefined,
  ].filter(Boolean);
  const cases = `${plural(summary.boundaries, 'boundary case')}, ${summary.boundariesTried} tried by spec-profile behaviour checks`;
  return apart.length === 0 ? `${cases}.` : `${cases}; ${apart.join(', ')}.`;
}

function sectionTally(s: SectionCoverage): string {
  const count = (status: StatementCoverage['status']) => s.statements.filter((x) => x.status === status).length;
  const proven = s.statements.filter((x) => x.proof.proven).length;
  const own = `${plural(s.statements.length, 'statement')}: ${count('asserted')} asserted, ${count('partial')} partly, ${count('open')} open by decision, ${count('unasserted')} unasserted; ${proven} proven`;
  return s.restated.length === 0 ? `${own}.` : `${own}; ${plural(s.restated.length, 'more', 'more')} restated from other sections.`;
}

const shownProofs = 3;

function faultText(f: FaultProof): string {
  return f.killedBy.length > 0 ? `\`${f.name}\` by ${f.killedBy.map((id) => `\`${id}\``).join(', ')}` : `\`${f.name}\` (${f.verdict === 'killed' ? 'killed by no check claiming it' : f.verdict})`;
}

/** The builds that prove the statement, or, when none does, those that break it and what became of them. */
function provenCell(s: StatementCoverage): string {
  const { faults, proven } = s.proof;
  const shown = proven ? faults.filter((f) => f.killedBy.length > 0) : faults;
  if (shown.length === 0) return '';
  const more = shown.length > shownProofs ? `; ${shown.length - shownProofs} more` : '';
  const text = shown.slice(0, shownProofs).map(faultText).join('; ') + more;
  return proven ? text : `not proven: ${text}`;
}

/** How the table is cut: every statement, those with a case left to try, or those no killed build proves. */
export type CoverageView = 'all' | 'uncovered' | 'unproven';

const headers: Record<CoverageView, string[]> = {
  all: ['| Statement | Rule | Status | Tried | Left to try | Proven by |', '|---|---|---|---|---|---|'],
  uncovered: ['| Statement | Rule | Left to try | Note |', '|---|---|---|---|'],
  unproven: ['| Statement | Rule | Status | Builds breaking it | Note |', '|---|---|---|---|---|'],
};

function rowOf(x: StatementCoverage, restated: boolean, view: CoverageView): string {
  const id = statementCell(x, restated);
  if (view === 'uncovered') return `| ${id} | ${cell(x.rule)} | ${untriedCell(x)} | ${cell(x.note ?? '')} |`;
  if (view === 'unproven') return `| ${id} | ${cell(x.rule)} | ${statusCell(x)} | ${x.proof.faults.map(faultText).join('; ') || 'none'} | ${cell(x.note ?? '')} |`;
  return `| ${id} | ${ruleCell(x)} | ${statusCell(x)} | ${triedCell(x)} | ${untriedCell(x)} | ${provenCell(x)} |`;
}

function sectionBlock(s: SectionCoverage, view: CoverageView): string[] {
  const lines = [`## ${s.section} ${s.title}`, ''];
  if (s.statements.length + s.restated.length === 0) return [...lines, `_${s.note ?? 'no statements'}_`, ''];
  if (view === 'all') lines.push(sectionTally(s), '');
  lines.push(...headers[view]);
  for (const x of s.statements) lines.push(rowOf(x, false, view));
  for (const x of s.restated) lines.push(rowOf(x, true, view));
  return [...lines, ''];
}

function unlinkedBlock(report: CoverageReport): string[] {
  if (report.unlinked.length === 0) return [];
  const lines = ['## Checks claiming no statement', '', '| Check | Section | Profile | What it shows |', '|---|---|---|---|'];
  for (const c of report.unlinked) lines.push(`| \`${c.id}\` | ${c.section} | ${c.profile} | ${cell(c.title)} |`);
  return [...lines, ''];
}

const forms: Record<RunSummary['form'], string> = {
  full: 'the full kill table',
  quick: 'the quick kill table (hand-written builds and a sample of the generated ones)',
  chosen: 'a kill table of builds chosen by name',
  none: '',
};

/** Which run the proofs come from, in words. */
export function runText(run: RunSummary): string {
  if (run.form === 'none') return `no kill-table run is recorded at ${run.file} (\`gateway-harness kill-table --full\` records one)`;
  const notRun = run.notRun.length === 0 ? '' : `; ${plural(run.notRun.length, 'build')} of the catalogue not in it`;
  return `from ${forms[run.form]} run ${run.at ?? '?'} at commit ${run.commit ?? 'unknown'} (${run.file}: ${plural(run.builds, 'build')}, ${run.killed} killed, ${run.open} open${notRun})`;
}

/** "Proven: 180 of 230 statements (78.3%) ..." */
function provenLine(summary: CoverageSummary, run: RunSummary): string {
  return `Proven: ${summary.proven} of ${plural(summary.statements, 'statement')} (${summary.provenPercent}%) broken by a faulty build that a check claiming them killed, and ${summary.boundariesProven} of ${summary.boundaries} boundary cases; ${runText(run)}.`;
}

/** The report (already filtered) as Markdown, cut as `view` says. */
export function coverageTable(report: CoverageReport, view: CoverageView = 'all'): string {
  const { summary, run } = report;
  const heads: Record<CoverageView, string[]> = {
    all: [`Claimed: ${tally(summary)}.`, caseTally(summary), provenLine(summary, run), `${plural(summary.checks, 'check')}, ${summary.unlinkedChecks} claiming no statement.`],
    uncovered: [`${summary.partial + summary.unasserted} of ${plural(summary.statements, 'statement')} have a boundary case no spec-profile behaviour check tries (statements the spec leaves open are not gaps).`],
    unproven: [`${summary.statements - summary.proven} of ${plural(summary.statements, 'statement')} are proven by no killed faulty build; ${runText(run)}.`],
  };
  const body = report.sections.flatMap((s) => sectionBlock(s, view));
  return [...heads[view], '', ...body, ...(view === 'all' ? unlinkedBlock(report) : [])].join('\n').trimEnd();
}
