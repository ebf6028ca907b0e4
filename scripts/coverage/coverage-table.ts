/**
 * The coverage report as Markdown: a summary, then one table per spec section (statement, rule,
 * the checks that assert it), uncovered statements flagged, and the checks no statement names.
 * With `gaps` only the uncovered statements are shown, with the note on why each has no check.
 */
import type { CheckLink, CoverageReport, CoverageSummary, SectionCoverage, StatementCoverage } from './coverage-model.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function linkText(link: CheckLink): string {
  const marks = [!link.declared ? '**not declared**' : undefined, link.contract ? 'contract' : undefined, link.profile === 'reference' ? 'reference' : undefined].filter(Boolean);
  return marks.length === 0 ? `\`${link.id}\`` : `\`${link.id}\` (${marks.join(', ')})`;
}

function checksCell(s: StatementCoverage): string {
  if (s.status === 'uncovered') return '**UNCOVERED**';
  if (s.status === 'open') return `open by decision: ${s.open.join(', ')}`;
  const links = s.checks.map(linkText).join(', ');
  return s.open.length === 0 ? links : `${links}; open: ${s.open.join(', ')}`;
}

function statementCell(s: StatementCoverage, restated: boolean): string {
  return restated ? `\`${s.id}\` (from ${s.section})` : `\`${s.id}\``;
}

function ruleCell(s: StatementCoverage): string {
  return s.note === undefined ? cell(s.rule) : `${cell(s.rule)} _(${cell(s.note)})_`;
}

/** "12 covered (9 by spec-profile behaviour checks, …), 2 open by decision, 1 uncovered" */
function tally(summary: CoverageSummary): string {
  const kinds = [
    summary.behaviour > 0 ? `${summary.behaviour} by spec-profile behaviour checks` : undefined,
    summary.referenceOnly > 0 ? `${summary.referenceOnly} only by reference-profile checks` : undefined,
    summary.contractOnly > 0 ? `${summary.contractOnly} only by contract-document checks` : undefined,
  ].filter(Boolean);
  const covered = kinds.length === 0 ? `${summary.covered} covered` : `${summary.covered} covered (${kinds.join(', ')})`;
  return `${plural(summary.statements, 'statement')}: ${covered}, ${summary.open} open by decision, ${summary.uncovered} uncovered`;
}

function sectionTally(s: SectionCoverage): string {
  const count = (status: StatementCoverage['status']) => s.statements.filter((x) => x.status === status).length;
  const own = `${plural(s.statements.length, 'statement')}: ${count('covered')} covered, ${count('open')} open by decision, ${count('uncovered')} uncovered`;
  return s.restated.length === 0 ? `${own}.` : `${own}; ${plural(s.restated.length, 'more', 'more')} restated from other sections.`;
}

function sectionBlock(s: SectionCoverage, gaps: boolean): string[] {
  const lines = [`## ${s.section} ${s.title}`, ''];
  if (s.statements.length + s.restated.length === 0) return [...lines, `_${s.note ?? 'no statements'}_`, ''];
  if (!gaps) lines.push(sectionTally(s), '');
  lines.push(gaps ? '| Statement | Rule | Why no check |' : '| Statement | Rule | Checks |', '|---|---|---|');
  const row = (x: StatementCoverage, restated: boolean) =>
    gaps ? `| ${statementCell(x, restated)} | ${cell(x.rule)} | ${cell(x.note ?? '')} |` : `| ${statementCell(x, restated)} | ${ruleCell(x)} | ${checksCell(x)} |`;
  for (const x of s.statements) lines.push(row(x, false));
  for (const x of s.restated) lines.push(row(x, true));
  return [...lines, ''];
}

function unlinkedBlock(report: CoverageReport): string[] {
  if (report.unlinked.length === 0) return [];
  const lines = ['## Checks no statement names', '', '| Check | Section | Profile | What it shows |', '|---|---|---|---|'];
  for (const c of report.unlinked) lines.push(`| \`${c.id}\` | ${c.section} | ${c.profile} | ${cell(c.title)} |`);
  return [...lines, ''];
}

/** The report (already filtered) as Markdown; `gaps` when it holds only the uncovered statements. */
export function coverageTable(report: CoverageReport, gaps = false): string {
  const { summary } = report;
  const head = gaps
    ? [`${summary.uncovered} of ${plural(summary.statements, 'statement')} no check asserts (statements the spec leaves open are not gaps).`]
    : [`${tally(summary)}.`, `${plural(summary.checks, 'check')}, ${summary.unlinkedChecks} named by no statement.`];
  const body = report.sections.flatMap((s) => sectionBlock(s, gaps));
  return [...head, '', ...body, ...(gaps ? [] : unlinkedBlock(report))].join('\n').trimEnd();
}
