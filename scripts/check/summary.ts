/** The end-of-run summary: counts, every failure with its section, and what did not run. */
import type { SuiteRun } from './check-outcome.ts';

export function summarise(run: SuiteRun, notRunReasons: string[]): string {
  const count = (state: string) => run.outcomes.filter((o) => o.state === state).length;
  const lines: string[] = ['', 'Conformance summary'];
  const sections = [...new Set(run.outcomes.map((o) => o.section))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  for (const section of sections) {
    const inSection = run.outcomes.filter((o) => o.section === section);
    const failed = inSection.filter((o) => o.state === 'failed').length;
    lines.push(`  section ${section.padEnd(4)} ${String(inSection.length).padStart(3)} check(s), ${failed} failed`);
  }
  for (const failure of run.outcomes.filter((o) => o.state === 'failed')) {
    lines.push('', `FAILED [${failure.section}] ${failure.id}: ${failure.title}`, `  in ${failure.file}`);
    if (failure.detail) lines.push(...failure.detail.split('\n').map((l) => `  ${l}`));
  }
  for (const skipped of run.outcomes.filter((o) => o.state === 'not-run')) {
    lines.push(`not run [${skipped.section}] ${skipped.id}: ${skipped.detail ?? ''}`);
  }
  for (const reason of notRunReasons) lines.push(`not run: ${reason}`);
  for (const error of run.errors) lines.push(`error outside a check: ${error}`);
  lines.push('', `${count('passed')} passed, ${count('failed')} failed${count('not-run') ? `, ${count('not-run')} skipped` : ''}`);
  return lines.join('\n');
}
