/** The pass table as text: one progress line per variant, the table, and a closing count. */
import type { PassVerdict } from './pass-verdict.ts';

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function failedText(verdict: PassVerdict): string {
  return verdict.failed.map((f) => `[${f.section}] ${f.id}${f.reason === '' ? '' : ` (${f.reason})`}`).join('; ');
}

/** One line as a variant's verdict arrives. */
export function passProgressLine(verdict: PassVerdict, done: number, total: number): string {
  const width = String(total).length;
  const withheld = verdict.withheld === undefined ? '' : `, ${verdict.withheld} not run for want of a withheld capability`;
  const what = verdict.verdict === 'passed' ? `passes ${verdict.ran} check${verdict.ran === 1 ? '' : 's'}${withheld}` : verdict.verdict === 'error' ? (verdict.problem ?? '') : `failed by ${failedText(verdict)}`;
  return `[${String(done).padStart(width)}/${total}] ${verdict.verdict.padEnd(14)} ${verdict.name} (${verdict.decision}) ${what}  ${seconds(verdict.durationMs)}`;
}

export function renderPassTable(verdicts: readonly PassVerdict[]): string {
  const rows = verdicts.map((v) => [v.name, v.decision, v.verdict, String(v.ran), v.withheld === undefined ? '-' : String(v.withheld), v.verdict === 'error' ? (v.problem ?? '') : v.failed.map((f) => f.id).join(', ') || '-']);
  const header = ['variant', 'decision', 'verdict', 'checks', 'not run', 'failed by'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The closing lines; the last in the plain `N passed, N failed` form a CI log reader counts. */
export function passClosingLines(verdicts: readonly PassVerdict[], decisionsCovered: number, elapsedMs: number): string[] {
  const passed = verdicts.filter((v) => v.verdict === 'passed').length;
  const falsePositives = verdicts.filter((v) => v.verdict === 'false positive').length;
  const errors = verdicts.length - passed - falsePositives;
  return [
    `${passed} passed, ${falsePositives} failed by a false positive, ${errors} could not be judged; ${decisionsCovered} recorded decisions exercised; in ${seconds(elapsedMs)}`,
    `pass-table: ${passed} passed, ${verdicts.length - passed} failed`,
  ];
}
