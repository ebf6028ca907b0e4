/**
 * The end-of-run summary in the terminal, read top to bottom by a team whose build is half
 * written: the checks per section; the causes of the failures, the one explaining the most first
 * (`40 checks: GET /api/v2/templates answered 500 internal_error`); then a bounded number of
 * failure blocks, one per cause first; what did not run, grouped by why; and the plain closing
 * line. `--verbose` prints every block, every check not run and every warning. The checks of the
 * harness's own bundled contract and of the target's control plane are counted apart from the
 * target's. Rendered from the same document as the report files.
 */
import { painter, type Style } from '../cli/colour.ts';
import type { SuiteRun } from './check-outcome.ts';
import { failureLines, notRunText } from './report/failure-text.ts';
import { reportDocument, type ReportCheck, type ReportDocument } from './report/report-document.ts';
import type { RunContext } from './report/run-context.ts';

const valueWidth = 160;

export interface SummaryOptions {
  /** Every failure block, check not run and warning; otherwise each list is bounded. */
  verbose?: boolean;
  /** Colour for a terminal (scripts/cli/colour.ts decides). */
  colour?: boolean;
  /** Where the report files were written; the summary points there for what it leaves out. */
  reportDir?: string;
}

/** How much the summary shows without `--verbose`. */
const bounds = { causes: 12, blocks: 8, blockLines: 110, notRunLines: 8, warnings: 5 };

type Paint = (text: string, ...styles: Style[]) => string;

function sectionTable(document: ReportDocument, paint: Paint): string[] {
  const rows = document.sections.map((s) => [s.section, s.checks, s.passed, s.failed, s.notRun] as const);
  const lines = [`  ${'section'.padEnd(8)}${'checks'.padStart(7)}${'passed'.padStart(8)}${'failed'.padStart(8)}${'not run'.padStart(9)}`];
  for (const [section, checks, passed, failed, notRun] of rows) {
    const failedCell = String(failed).padStart(8);
    lines.push(`  ${section.padEnd(8)}${String(checks).padStart(7)}${String(passed).padStart(8)}${failed > 0 ? paint(failedCell, 'red') : failedCell}${String(notRun).padStart(9)}`);
  }
  return lines;
}

/** The control plane's own line: its robustness is the test hook's, not the API's (decision A97). */
function controlPlaneLine(document: ReportDocument, paint: Paint): string[] {
  const plane = document.controlPlane;
  if (plane.checks === 0) return [];
  const failed = document.checks.filter((c) => c.subject === 'control-plane' && c.state === 'failed').map((c) => c.id);
  const counts = `${plane.passed} passed, ${plane.failed} failed${plane.notRun > 0 ? `, ${plane.notRun} not run` : ''}`;
  return [`  control plane (the harness's test hook, not the API; counted apart, it does not fail the run): ${plane.failed > 0 ? paint(counts, 'yellow') : counts}${failed.length > 0 ? ` (${failed.join(', ')})` : ''}`];
}

function causeLines(document: ReportDocument, verbose: boolean, paint: Paint): string[] {
  const { causes } = document;
  if (causes.length === 0) return [];
  const failures = causes.reduce((n, group) => n + group.checks.length, 0);
  const shown = verbose ? causes : causes.slice(0, bounds.causes);
  const width = String(causes[0]?.checks.length ?? 1).length;
  const lines = ['', paint(`Causes of the ${failures} failure(s), the one explaining the most first:`, 'bold')];
  for (const group of shown) lines.push(`  ${paint(String(group.checks.length).padStart(width), 'bold')} check(s): ${group.cause}`);
  const left = causes.slice(shown.length);
  if (left.length > 0) lines.push(`  and ${left.length} more cause(s) of ${left.reduce((n, g) => n + g.checks.length, 0)} check(s), each in the report`);
  return lines;
}

/** The failures to print: the first of each cause in cause order, then the rest; all of them when verbose. */
function chosenFailures(document: ReportDocument, verbose: boolean): ReportCheck[] {
  const failed = document.checks.filter((c) => c.failure !== null && c.subject === 'target');
  const ofControlPlane = document.checks.filter((c) => c.failure !== null && c.subject === 'control-plane');
  const others = document.checks.filter((c) => c.failure !== null && c.subject === 'bundled-contract');
  if (verbose) return [...failed, ...ofControlPlane, ...others];
  const firsts = document.causes.flatMap((group) => failed.filter((c) => c.id === group.checks[0]));
  const rest = failed.filter((c) => !firsts.includes(c));
  return [...firsts, ...ofControlPlane, ...others, ...rest];
}

function failureBlock(check: ReportCheck, document: ReportDocument, verbose: boolean, paint: Paint): string[] {
  const failure = check.failure;
  if (!failure) return [];
  const label = check.subject === 'bundled-contract' ? 'FAILED (bundled contract)' : check.subject === 'control-plane' ? 'FAILED (control plane)' : 'FAILED';
  const sharing = document.causes.find((group) => group.cause === failure.cause.text)?.checks.length ?? 1;
  return ['', `${paint(label, 'red', 'bold')} [${check.section}] ${check.id}: ${check.title}`, ...failureLines(check, failure, { valueWidth, indent: '  ', terse: !verbose, sharedBy: sharing })];
}

function failureBlocks(document: ReportDocument, options: SummaryOptions, paint: Paint): string[] {
  const chosen = chosenFailures(document, options.verbose === true);
  const lines: string[] = [];
  let shown = 0;
  for (const check of chosen) {
    const block = failureBlock(check, document, options.verbose === true, paint);
    const full = shown >= bounds.blocks || (shown > 0 && lines.length + block.length > bounds.blockLines);
    if (!options.verbose && full) break;
    lines.push(...block);
    shown += 1;
  }
  if (shown < chosen.length) {
    const where = options.reportDir === undefined ? 'every one is printed with --verbose, and kept with --report DIR' : `every one is in ${options.reportDir}/report.html`;
    lines.push('', paint(`${shown} of ${chosen.length} failures shown, the first of each cause first: ${where}`, 'bold'));
  }
  // A build the run started has stopped: said once here rather than under every curl.
  const stopped = chosen.slice(0, shown).map((c) => c.failure?.reproduction.note ?? '').find((note) => note.startsWith('the build this run started has stopped'));
  if (stopped !== undefined && !options.verbose) lines.push(`curls: ${stopped}`);
  return lines;
}

function notRunLines(document: ReportDocument, verbose: boolean): string[] {
  const notRun = document.checks.filter((c) => c.notRun !== null);
  if (notRun.length === 0) return [];
  if (verbose || notRun.length <= bounds.notRunLines) return ['', ...notRun.map((c) => `not run [${c.section}] ${c.id}: ${c.notRun ? notRunText(c.notRun) : ''}`)];
  const groups = new Map<string, number>();
  for (const check of notRun) if (check.notRun) groups.set(notRunText(check.notRun), (groups.get(notRunText(check.notRun)) ?? 0) + 1);
  const sorted = [...groups].sort((a, b) => b[1] - a[1]);
  const shown = sorted.slice(0, bounds.notRunLines);
  const lines = ['', `Not run: ${notRun.length} check(s)`, ...shown.map(([why, count]) => `  ${String(count).padStart(3)} check(s): ${why}`)];
  if (sorted.length > shown.length) lines.push(`  and ${sorted.length - shown.length} more reason(s), each in the report`);
  return lines;
}

function warningLines(document: ReportDocument, verbose: boolean): string[] {
  const warnings = document.checks.flatMap((c) => c.warnings.map((w) => `warning [${c.section}] ${c.id}: ${w}`));
  if (warnings.length === 0) return [];
  const shown = verbose ? warnings : warnings.slice(0, bounds.warnings);
  return ['', ...shown, ...(shown.length < warnings.length ? [`and ${warnings.length - shown.length} more warning(s), each in the report`] : [])];
}

export function summarise(run: SuiteRun, context: RunContext, options: SummaryOptions = {}): string {
  const document = reportDocument(run, context);
  const paint = painter(options.colour === true);
  const verbose = options.verbose === true;
  const lines: string[] = ['', paint('Conformance summary', 'bold'), ...sectionTable(document, paint), ...controlPlaneLine(document, paint)];
  lines.push(...causeLines(document, verbose, paint));
  lines.push(...failureBlocks(document, options, paint));
  lines.push(...notRunLines(document, verbose));
  lines.push(...warningLines(document, verbose));
  for (const error of document.errors) lines.push(`error outside a check: ${error}`);
  const { totals, bundledContract } = document;
  lines.push('');
  if (bundledContract.checks > 0) {
    lines.push(`bundled contract: ${bundledContract.passed} passed, ${bundledContract.failed} failed of ${bundledContract.checks} check(s) of the harness's own contract (no verdict on the target, not counted below)`);
  }
  if (document.stoppedEarly !== null) lines.push(`stopped early: ${document.stoppedEarly}`);
  if (document.refusedUpstream !== null) lines.push(`upstream address: ${document.refusedUpstream}`);
  if (totals.warnings > 0) lines.push(`${totals.warnings} warning(s) noted, none failing`);
  // The closing line keeps the plain `N passed, N failed[, N skipped]` form that CI systems read;
  // it counts the target's checks only.
  lines.push(`${totals.passed} passed, ${totals.failed} failed${totals.notRun > 0 ? `, ${totals.notRun} skipped` : ''}`);
  return lines.join('\n');
}
