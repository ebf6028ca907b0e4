/**
 * The part of Stryker's JSON report (mutation-testing-report-schema) the score script reads, and
 * the one value per mutant it works with: where it is, which module it belongs to, what it changed.
 */

export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

interface Position {
  line: number;
  column: number;
}

export interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: MutantStatus;
  location: { start: Position; end: Position };
  testsCompleted?: number;
}

export interface MutationReport {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
}

/** One mutant as the score script sees it. */
export interface Mutant {
  module: string;
  file: string;
  line: number;
  mutator: string;
  original: string;
  replacement: string;
  status: MutantStatus;
  /**
   * A survivor no check finished on: the mutant broke every check's setup (a hook, where the
   * vitest runner counts no failed test), so the run says nothing of it.
   */
  noCheckFinished: boolean;
  /** Detected only when tried again in a process of its own (fresh-verdicts.ts). */
  freshProcess?: boolean;
}

/** The text a mutant replaced: lines and columns of the report count from 1, the end is exclusive. */
export function originalText(source: string, location: ReportMutant['location']): string {
  const lines = source.split('\n');
  const { start, end } = location;
  if (start.line === end.line) return (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1);
  const first = (lines[start.line - 1] ?? '').slice(start.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  const last = (lines[end.line - 1] ?? '').slice(0, end.column - 1);
  return [first, ...middle, last].join('\n');
}

/** The module a file of the report belongs to, by the lists of rule-modules.json (paths relative to the reference). */
export function moduleOf(file: string, modules: Record<string, string[]>): string | undefined {
  const normalised = file.replaceAll('\\', '/');
  for (const [name, files] of Object.entries(modules)) {
    if (files.some((own) => normalised.endsWith(`mocks/reference/${own}`))) return name;
  }
  return undefined;
}

/** Every mutant of the report, in the order of files and positions, tagged with its module. */
export function readMutants(report: MutationReport, modules: Record<string, string[]>): Mutant[] {
  const mutants: Mutant[] = [];
  for (const [file, { source, mutants: fileMutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const module = moduleOf(file, modules) ?? 'other';
    const inOrder = [...fileMutants].sort(byPosition);
    for (const mutant of inOrder) {
      mutants.push({
        module,
        file: projectPath(file),
        line: mutant.location.start.line,
        mutator: mutant.mutatorName,
        original: originalText(source, mutant.location),
        replacement: mutant.replacement ?? '',
        status: mutant.status,
        noCheckFinished: mutant.status === 'Survived' && mutant.testsCompleted === 0,
      });
    }
  }
  return mutants;
}

/** By where they start, then by where they end: the report lists mutants in no promised order. */
function byPosition(a: ReportMutant, b: ReportMutant): number {
  const [x, y] = [a.location, b.location];
  return x.start.line - y.start.line || x.start.column - y.start.column || x.end.line - y.end.line || x.end.column - y.end.column || a.mutatorName.localeCompare(b.mutatorName);
}

/** The report names files relative to the project, or absolute in some versions: keep the project part. */
/** A report's file as a path from the project root (the report may hold the checkout's own path). */
export function projectPath(file: string): string {
  const normalised = file.replaceAll('\\', '/');
  const at = normalised.indexOf('mocks/reference/');
  return at >= 0 ? normalised.slice(at) : normalised;
}
