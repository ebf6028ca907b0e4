/** The kill table as text: one progress line per build, the table, and a closing count. */
import type { KillTable } from './kill-table.ts';
import type { VariantVerdict } from './kill-verdict.ts';

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** One line as a build's verdict arrives. */
export function progressLine(verdict: VariantVerdict, done: number, total: number): string {
  const width = String(total).length;
  const by =
    verdict.verdict === 'killed' ? `by ${verdict.caughtBy.join(', ')}` : verdict.verdict === 'clean' ? 'passes every declared check' : verdict.verdict === 'open' ? (verdict.note ?? 'open') : (verdict.problem ?? 'no check failed');
  const section = verdict.section === '-' ? '' : ` (§${verdict.section})`;
  return `[${String(done).padStart(width)}/${total}] ${verdict.verdict.padEnd(8)} ${verdict.name}${section} ${by}  ${seconds(verdict.durationMs)}`;
}

export function renderTable(verdicts: readonly VariantVerdict[]): string {
  const rows = verdicts.map((v) => [
    v.name,
    v.section,
    v.verdict,
    v.verdict === 'error' ? (v.problem ?? '') : v.verdict === 'open' ? `(nothing failed; ${v.note ?? 'open'})` : v.caughtBy.join(', ') || (v.verdict === 'clean' ? '(passes them all)' : '(nothing failed)'),
  ]);
  const header = ['faulty build', 'section', 'verdict', 'caught by'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The builds that survived as open, each with its reason, and the recorded gaps now closed. */
export function openLines(builds: readonly VariantVerdict[]): string[] {
  const open = builds.filter((v) => v.verdict === 'open');
  const closed = builds.filter((v) => v.verdict === 'killed' && v.note !== undefined);
  return [
    ...(open.length === 0 ? [] : [`open (${open.length}), each surviving for the reason given:`, ...open.map((v) => `  ${v.name}: ${v.note ?? ''}`)]),
    ...closed.map((v) => `note: ${v.name} ${v.note ?? ''}`),
  ];
}

/** The closing lines; the last in the plain `N passed, N failed` form a CI log reader counts. */
export function closingLine(table: KillTable, elapsedMs: number): string[] {
  const { builds, reference } = table;
  const killed = builds.filter((v) => v.verdict === 'killed').length;
  const open = builds.filter((v) => v.verdict === 'open').length;
  const survived = builds.filter((v) => v.verdict === 'survived').length;
  const errors = builds.length - killed - open - survived;
  const clean = reference.filter((v) => v.verdict === 'clean').length;
  const passed = killed + open;
  return [
    `${killed} killed, ${open} open, ${survived} survived, ${errors} could not be judged; the reference ${clean === reference.length ? 'passes' : 'FAILS'} the declared checks; in ${seconds(elapsedMs)}`,
    `kill-table: ${passed + clean} passed, ${builds.length - passed + reference.length - clean} failed`,
  ];
}
