/**
 * The coverage report as Markdown: a summary, then one table per spec section (statement, rule,
 * status, the boundary cases tried and by which checks, the cases left to try), and the checks
 * that claim no statement. With `gaps` only the statements with a case left to try are shown.
 */
import type { BoundaryCoverage, CheckLink, CoverageReport, CoverageSummary, SectionCoverage, StatementCoverage } from './coverage-model.ts';

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
  const own = `${plural(s.statements.length, 'statement')}: ${count('asserted')} asserted, ${count('partial')} partly, ${count('open')} open by decision, ${count('unasserted')} unasserted`;
  return s.restated.length === 0 ? `${own}.` : `${own}; ${plural(s.restated.length, 'more', 'more')} restated from other sections.`;
}

function sectionBlock(s: SectionCoverage, gaps: boolean): string[] {
  const lines = [`## ${s.section} ${s.title}`, ''];
  if (s.statements.length + s.restated.length === 0) return [...lines, `_${s.note ?? 'no statements'}_`, ''];
  if (!gaps) lines.push(sectionTally(s), '');
  lines.push(gaps ? '| Statement | Rule | Left to try | Note |' : '| Statement | Rule | Status | Tried | Left to try |', gaps ? '|---|---|---|---|' : '|---|---|---|---|---|');
  const row = (x: StatementCoverage, restated: boolean) =>
    gaps
      ? `| ${statementCell(x, restated)} | ${cell(x.rule)} | ${untriedCell(x)} | ${cell(x.note ?? '')} |`
      : `| ${statementCell(x, restated)} | ${ruleCell(x)} | ${statusCell(x)} | ${triedCell(x)} | ${untriedCell(x)} |`;
  for (const x of s.statements) lines.push(row(x, false));
  for (const x of s.restated) lines.push(row(x, true));
  return [...lines, ''];
}

function unlinkedBlock(report: CoverageReport): string[] {
  if (report.unlinked.length === 0) return [];
  const lines = ['## Checks claiming no statement', '', '| Check | Section | Profile | What it shows |', '|---|---|---|---|'];
  for (const c of report.unlinked) lines.push(`| \`${c.id}\` | ${c.section} | ${c.profile} | ${cell(c.title)} |`);
  return [...lines, ''];
}

/** The report (already filtered) as Markdown; `gaps` when it holds only the statements with a case left to try. */
export function coverageTable(report: CoverageReport, gaps = false): string {
  const { summary } = report;
  const head = gaps
    ? [`${summary.partial + summary.unasserted} of ${plural(summary.statements, 'statement')} have a boundary case no spec-profile behaviour check tries (statements the spec leaves open are not gaps).`]
    : [`${tally(summary)}.`, caseTally(summary), `${plural(summary.checks, 'check')}, ${summary.unlinkedChecks} claiming no statement.`];
  const body = report.sections.flatMap((s) => sectionBlock(s, gaps));
  return [...head, '', ...body, ...(gaps ? [] : unlinkedBlock(report))].join('\n').trimEnd();
}
