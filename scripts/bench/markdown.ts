/**
 * The bench's figures as Markdown: the conditions of the run (the machine's load average at its
 * start and end, and between), the headline figures (every figure with a target, the CPU figures
 * that say the same steadier, and the send beside a relay on the reference's own platform client)
 * each beside its baseline from the same run, and the full
 * table. A README holds the headline part between two markers, and `bench --markdown README.md`
 * replaces only what is between them, so one run fills the table and nothing else of the file.
 */
import { figureMarkdown, formatNumber, formatRatio, formatTarget, type BenchDocument, type Figure } from './figures.ts';

export const figuresStart = '<!-- bench-figures:start -->';
export const figuresEnd = '<!-- bench-figures:end -->';

/** Figures a reader looks for first: those with a target, and the CPU time beside each timed one. */
export function isHeadline(figure: Figure): boolean {
  if (figure.target !== undefined) return true;
  // Beside the target's relay, the send also beside a relay on the reference's own platform client.
  if (figure.section === 'gateway') return /^send x\d+ cpu\/req$/.test(figure.name) || /^send, relay on undici x\d+ req\/s$/.test(figure.name);
  if (figure.section === 'suite') return / CPU time$/.test(figure.name);
  return false;
}

const load = (value: number): string => value.toFixed(1);

/** One sentence: where, with what and under what load the figures were measured. */
export function runConditions(document: BenchDocument): string {
  const { machine, settings, wallSec, createdAt } = document;
  const rounds = typeof settings.rounds === 'number' ? `${settings.rounds} round(s) of ${String(settings.durationSec)} s per load run` : 'default rounds';
  const sections = Array.isArray(settings.sections) ? settings.sections.join(', ') : 'every section';
  return (
    `Measured ${createdAt.slice(0, 10)} by \`gateway-harness bench\` (${sections}; ${rounds}) on ${machine.cpus} cpus, Node ${machine.node}: ` +
    `load average ${load(machine.load.before)} at the start, ${load(machine.load.after)} at the end (${load(machine.load.min)} to ${load(machine.load.max)} during); ${Math.round(wallSec)} s in all.`
  );
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The headline figures, each beside its baseline from the same run, the ratio and the target. */
export function headlineMarkdown(figures: readonly Figure[]): string {
  const rows = figures.filter(isHeadline).map((f) => {
    const met = f.target === undefined ? '' : f.met === undefined ? 'n/a' : f.met ? 'yes' : 'no';
    return `| ${cell(`${f.section}: ${f.name}`)} | ${formatNumber(f.value)} ${f.unit} | ${cell(f.baseline)} | ${formatNumber(f.baselineValue)} ${f.unit} | ${formatRatio(f.ratio)} | ${formatTarget(f.target)} | ${met} |`;
  });
  return ['| Figure | Value | Baseline (same run) | Baseline value | Ratio | Target | Met |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}

/** What goes between a README's markers: the run's conditions and the headline table. */
export function readmeBlock(document: BenchDocument): string {
  return `${runConditions(document)}\n\n${headlineMarkdown(document.figures)}`;
}

/** A Markdown file of its own: the run's conditions, the headline table and every figure. */
export function benchMarkdown(document: BenchDocument): string {
  return `${readmeBlock(document)}\n\nEvery figure of the run:\n\n${figureMarkdown(document.figures)}\n`;
}

/** `text` with what is between the markers replaced by `block`; undefined when it holds no pair of markers. */
export function fillMarked(text: string, block: string): string | undefined {
  const start = text.indexOf(figuresStart);
  const end = text.indexOf(figuresEnd, start + figuresStart.length);
  if (start === -1 || end === -1) return undefined;
  return `${text.slice(0, start + figuresStart.length)}\n${block}\n${text.slice(end)}`;
}
