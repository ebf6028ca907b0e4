/**
 * Everything `gateway-harness coverage` prints, from the catalogue, the declared checks and the
 * recorded decisions: the Markdown tables or JSON on one side, the catalogue's problems on the
 * other. No I/O here, so the command stays a thin shell and this can be tested on made-up data.
 */
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { catalogueProblems } from './catalogue-problems.ts';
import { buildCoverage, selectCoverage, type CoverageFilter, type CoverageReport } from './coverage-model.ts';
import { coverageTable } from './coverage-table.ts';
import { faultProblems, type ProofInputs } from './proofs.ts';

export interface CoverageSources {
  statements: readonly Statement[];
  checks: readonly ListedCheck[];
  decisions: ReadonlySet<string>;
  sections: readonly string[];
  titles: Readonly<Record<string, string>>;
  notes: Readonly<Record<string, string>>;
  /** The faulty builds and the kill-table run their proofs come from. */
  proofs?: ProofInputs;
}

export interface CoverageOptions extends CoverageFilter {
  json?: boolean;
}

export interface RenderedCoverage {
  out: string;
  /** Disagreements between the catalogue and the suite or the decisions; any of them fails the command. */
  problems: string[];
}

function asJson(report: CoverageReport, problems: string[]): string {
  const unlinked = report.unlinked.map(({ id, section, title, profile }) => ({ id, section, title, profile }));
  return JSON.stringify({ summary: report.summary, run: report.run, sections: report.sections, unlinkedChecks: unlinked, problems }, null, 2);
}

export function renderCoverage(sources: CoverageSources, options: CoverageOptions = {}): RenderedCoverage {
  const problems = [...catalogueProblems(sources), ...faultProblems(sources.proofs?.faults ?? [], sources.statements)];
  const report = selectCoverage(buildCoverage(sources), options);
  const view = options.uncoveredOnly ? 'uncovered' : options.unprovenOnly ? 'unproven' : 'all';
  return { out: options.json ? asJson(report, problems) : coverageTable(report, view), problems };
}
