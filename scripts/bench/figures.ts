/**
 * The bench's figures: each a measured value beside its baseline from the same run, the ratio
 * of the two, and, where the project set one, a target and whether this run met it. Pure: the
 * table and the JSON document are built here from figures the sections measured; nothing here
 * measures or judges a machine.
 */

/** A target on a figure: its ratio at least `at`, or its value at most / at least `at`. */
export interface Target {
  on: 'ratio' | 'value';
  op: '>=' | '<=';
  at: number;
}

export interface Figure {
  /** upstream, gateway, deliveries, suite, memory, up */
  section: string;
  /** What was measured, e.g. `mock x10 req/s`. */
  name: string;
  value: number | undefined;
  unit: string;
  baseline: string;
  baselineValue: number | undefined;
  /**
   * value over baseline value, unless the section worked it out otherwise (throughput: the median
   * of the ratios taken within each round, which a burst of other work moves less).
   */
  ratio: number | undefined;
  target?: Target;
  /** Whether this run met the target; undefined without a target or without the figure. */
  met?: boolean | undefined;
}

export function ratioOf(value: number | undefined, baseline: number | undefined): number | undefined {
  if (value === undefined || baseline === undefined || !Number.isFinite(value) || !Number.isFinite(baseline) || baseline === 0) return undefined;
  return value / baseline;
}

export function judge(target: Target, figure: Pick<Figure, 'value' | 'ratio'>): boolean | undefined {
  const measured = target.on === 'ratio' ? figure.ratio : figure.value;
  if (measured === undefined || !Number.isFinite(measured)) return undefined;
  return target.op === '>=' ? measured >= target.at : measured <= target.at;
}

/** A figure with its ratio worked out (unless given) and its target judged. */
export function figure(input: Omit<Figure, 'ratio' | 'met'> & { ratio?: number | undefined }): Figure {
  const ratio = 'ratio' in input && input.ratio !== undefined ? input.ratio : ratioOf(input.value, input.baselineValue);
  const made: Figure = { ...input, ratio };
  if (input.target) made.met = judge(input.target, made);
  return made;
}

/** A number for a table: a few significant digits, thousands grouped, `-` when unknown. */
export function formatNumber(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  const magnitude = Math.abs(value);
  const digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatRatio(ratio: number | undefined): string {
  return ratio === undefined || !Number.isFinite(ratio) ? '-' : `${ratio.toFixed(2)}x`;
}

export function formatTarget(target: Target | undefined): string {
  if (!target) return '';
  const text = target.on === 'ratio' ? `${target.at}x` : formatNumber(target.at);
  return `${target.on} ${target.op === '>=' ? '≥' : '≤'} ${text}`;
}

function metText(met: boolean | undefined, target: Target | undefined): string {
  if (!target) return '';
  return met === undefined ? 'n/a' : met ? 'yes' : 'NO';
}

/**
 * Columns padded to their widest cell: the first `leftColumns` (names) left-aligned, the rest
 * (figures) right-aligned. The figure table has two name columns; the side-by-side tables one.
 */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[], leftColumns = 2): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const render = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(render)].join('\n');
}

export function figureTable(figures: readonly Figure[]): string {
  return textTable(
    ['section', 'figure', 'value', 'unit', 'baseline', 'baseline value', 'ratio', 'target', 'met'],
    figures.map((f) => [f.section, f.name, formatNumber(f.value), f.unit, f.baseline, formatNumber(f.baselineValue), formatRatio(f.ratio), formatTarget(f.target), metText(f.met, f.target)]),
  );
}

/** The same figures as a Markdown table, for a README's performance section. */
export function figureMarkdown(figures: readonly Figure[]): string {
  const rows = figures.map((f) => `| ${f.section} | ${f.name} | ${formatNumber(f.value)} ${f.unit} | ${f.baseline}: ${formatNumber(f.baselineValue)} | ${formatRatio(f.ratio)} | ${formatTarget(f.target)} ${f.target ? `(${metText(f.met, f.target)})` : ''} |`);
  return ['| section | figure | value | baseline | ratio | target |', '|---|---|---|---|---|---|', ...rows.map((row) => row.replace(/ {2,}\|/g, ' |'))].join('\n');
}

/** Load average readings over the run: what else the machine was doing. */
export interface LoadSummary {
  before: number;
  after: number;
  min: number;
  max: number;
  mean: number;
  samples: number;
}

export function summariseLoad(before: number, samples: readonly number[], after: number): LoadSummary {
  const all = [before, ...samples, after];
  return { before, after, min: Math.min(...all), max: Math.max(...all), mean: all.reduce((sum, v) => sum + v, 0) / all.length, samples: all.length };
}

export const benchFormat = 'gateway-harness-bench';
export const benchVersion = 1;

export interface BenchDocument {
  format: typeof benchFormat;
  version: typeof benchVersion;
  createdAt: string;
  machine: { node: string; cpus: number; memoryBytes: number; load: LoadSummary };
  settings: Record<string, unknown>;
  /** Wall time of the whole bench, in seconds. */
  wallSec: number;
  figures: Figure[];
  /** Each section's own report, with every run. */
  sections: Record<string, unknown>;
}

export function benchDocument(parts: Omit<BenchDocument, 'format' | 'version'>): BenchDocument {
  return { format: benchFormat, version: benchVersion, ...parts };
}
