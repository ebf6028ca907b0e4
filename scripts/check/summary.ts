/**
 * The end-of-run summary in the terminal: counts per section, every failure with its kind and
 * why, what was sent and received, expected against actual (cut to a line), the replay command
 * and the curl, then what did not run (with the missing capability) and the soft findings. The
 * checks of the harness's own bundled contract are counted apart from the target's. Rendered
 * from the same document as the report files.
 */
import type { SuiteRun } from './check-outcome.ts';
import { failureLines, notRunText } from './report/failure-text.ts';
import { reportDocument } from './report/report-document.ts';
import type { RunContext } from './report/run-context.ts';

const valueWidth = 160;

export function summarise(run: SuiteRun, context: RunContext): string {
  const document = reportDocument(run, context);
  const lines: string[] = ['', 'Conformance summary'];
  for (const section of document.sections) {
    const notRun = section.notRun > 0 ? `, ${section.notRun} not run` : '';
    lines.push(`  section ${section.section.padEnd(4)} ${String(section.checks).padStart(3)} check(s), ${section.failed} failed${notRun}`);
  }
  for (const check of document.checks) {
    if (!check.failure) continue;
    const what = check.subject === 'bundled-contract' ? 'FAILED (bundled contract)' : 'FAILED';
    lines.push('', `${what} [${check.section}] ${check.id}: ${check.title}`, ...failureLines(check, check.failure, { valueWidth, indent: '  ' }));
  }
  const notRun = document.checks.filter((c) => c.notRun !== null);
  if (notRun.length > 0) lines.push('');
  for (const check of notRun) if (check.notRun) lines.push(`not run [${check.section}] ${check.id}: ${notRunText(check.notRun)}`);
  const warned = document.checks.filter((c) => c.warnings.length > 0);
  if (warned.length > 0) lines.push('');
  for (const check of warned) {
    for (const warning of check.warnings) lines.push(`warning [${check.section}] ${check.id}: ${warning}`);
  }
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
