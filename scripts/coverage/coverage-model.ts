/**
 * The coverage of the spec by the suite, as data, claimed and proven. Each statement of the
 * catalogue lists its boundary cases; each check claims, in its own `asserts`, the cases it tries.
 * A case counts as tried when a spec-profile behaviour check claims it: checks of the reference
 * profile (the reference's own choices) and checks of the bundled contract (which never talk to a
 * gateway) are listed, but count apart. A statement is asserted when every case is tried, partial
 * when some are, unasserted when none are, and open when it has no cases because a recorded
 * decision leaves the whole rule open. That is what the suite claims; a statement is proven only
 * when a faulty build breaking it was killed by a check claiming it (`proofs.ts`).
 */
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { withinSection } from '../check/sections.ts';
import { proofOf, runSummary, type ProofInputs, type RunSummary, type StatementProof } from './proofs.ts';

export type CoverageStatus = 'asserted' | 'partial' | 'open' | 'unasserted';

/**
 * What claims a statement that no spec-profile behaviour check claims: only checks of the
 * reference profile, or only checks of the bundled contract.
 */
export type CoverageStrength = 'behaviour' | 'reference-only' | 'contract-only';

export interface CheckLink {
  id: string;
  profile: ListedCheck['profile'];
  /** The check reads the harness's own contract document, not a gateway. */
  contract: boolean;
  /** A spec-profile behaviour check: its claims make a case tried. */
  counts: boolean;
}

export interface BoundaryCoverage {
  id: string;
  /** Every check claiming the case, counting or not. */
  checks: CheckLink[];
  /** Claimed by at least one spec-profile behaviour check. */
  tried: boolean;
}

export interface StatementCoverage {
  id: string;
  section: string;
  also: string[];
  rule: string;
  boundaries: BoundaryCoverage[];
  /** Every check claiming the statement, whichever cases it names. */
  checks: CheckLink[];
  open: string[];
  note?: string;
  status: CoverageStatus;
  strength?: CoverageStrength;
  /** The faulty builds that break it, and whether one was killed by a check claiming it. */
  proof: StatementProof;
}

export interface SectionCoverage {
  section: string;
  title: string;
  /** Why the section has no statements, where it has none. */
  note?: string;
  /** The statements the section states first. */
  statements: StatementCoverage[];
  /** Statements of other sections that this one states again. */
  restated: StatementCoverage[];
}

export interface CoverageSummary {
  statements: number;
  asserted: number;
  /** Asserted statements as a share of all statements, in percent, one decimal. */
  assertedPercent: number;
  partial: number;
  open: number;
  unasserted: number;
  /** Statements claimed, but by no spec-profile behaviour check. */
  referenceOnly: number;
  contractOnly: number;
  boundaries: number;
  boundariesTried: number;
  /** Statements a killed faulty build proves, as a share of all statements (percent, one decimal). */
  proven: number;
  provenPercent: number;
  boundariesProven: number;
  checks: number;
  unlinkedChecks: number;
}

export interface CoverageReport {
  summary: CoverageSummary;
  sections: SectionCoverage[];
  /** Checks that claim no statement. */
  unlinked: ListedCheck[];
  /** How many checks cite each section, to count the checks of a selection. */
  checksPerSection: Record<string, number>;
  /** The kill-table run the proofs come from. */
  run: RunSummary;
}

export interface CoverageInputs {
  statements: readonly Statement[];
  checks: readonly ListedCheck[];
  /** The spec's sections, in order. */
  sections: readonly string[];
  titles: Readonly<Record<string, string>>;
  notes: Readonly<Record<string, string>>;
  /** The faulty builds and a kill-table run's verdicts; without them nothing counts as proven. */
  proofs?: ProofInputs;
}

const noProofs: ProofInputs = { faults: [], run: undefined, file: '' };

function linkTo(check: ListedCheck): CheckLink {
  const contract = check.subject === 'bundled-contract';
  return { id: check.id, profile: check.profile, contract, counts: !contract && check.profile === 'spec' };
}

function strengthOf(links: readonly CheckLink[]): CoverageStrength | undefined {
  if (links.length === 0) return undefined;
  if (links.some((l) => l.counts)) return 'behaviour';
  return links.some((l) => !l.contract) ? 'reference-only' : 'contract-only';
}

function statusOf(boundaries: readonly BoundaryCoverage[], open: readonly string[]): CoverageStatus {
  if (boundaries.length === 0) return open.length > 0 ? 'open' : 'unasserted';
  const tried = boundaries.filter((b) => b.tried).length;
  return tried === boundaries.length ? 'asserted' : tried > 0 ? 'partial' : 'unasserted';
}

function statementCoverage(statement: Statement, checks: readonly ListedCheck[], proofs: ProofInputs): StatementCoverage {
  const claiming = checks.filter((c) => c.asserts?.[statement.id] !== undefined);
  const boundaries = [...new Set(statement.boundaries ?? [])].map((id) => {
    const links = claiming.filter((c) => c.asserts?.[statement.id]?.includes(id)).map(linkTo);
    return { id, checks: links, tried: links.some((l) => l.counts) };
  });
  const links = claiming.map(linkTo);
  const open = [...(statement.open ?? [])];
  const strength = strengthOf(links);
  return {
    id: statement.id,
    section: statement.section,
    also: [...(statement.also ?? [])],
    rule: statement.rule,
    boundaries,
    checks: links,
    open,
    ...(statement.note === undefined ? {} : { note: statement.note }),
    status: statusOf(boundaries, open),
    ...(strength === undefined ? {} : { strength }),
    proof: proofOf(statement.id, proofs, checks),
  };
}

/** Counts over distinct statements (a restated statement counts once). */
function summarize(statements: readonly StatementCoverage[], checks: number, unlinkedChecks: number): CoverageSummary {
  const distinct = [...new Map(statements.map((s) => [s.id, s])).values()];
  const count = (keep: (s: StatementCoverage) => boolean) => distinct.filter(keep).length;
  const asserted = count((s) => s.status === 'asserted');
  const proven = count((s) => s.proof.proven);
  const percent = (n: number) => (distinct.length === 0 ? 0 : Math.round((n / distinct.length) * 1000) / 10);
  const boundaries = distinct.flatMap((s) => s.boundaries);
  return {
    statements: distinct.length,
    asserted,
    assertedPercent: percent(asserted),
    partial: count((s) => s.status === 'partial'),
    open: count((s) => s.status === 'open'),
    unasserted: count((s) => s.status === 'unasserted'),
    referenceOnly: count((s) => s.strength === 'reference-only'),
    contractOnly: count((s) => s.strength === 'contract-only'),
    boundaries: boundaries.length,
    boundariesTried: boundaries.filter((b) => b.tried).length,
    proven,
    provenPercent: percent(proven),
    boundariesProven: distinct.reduce((sum, s) => sum + s.proof.provenCases.filter((c) => s.boundaries.some((b) => b.id === c)).length, 0),
    checks,
    unlinkedChecks,
  };
}

export function buildCoverage({ statements, checks, sections, titles, notes, proofs = noProofs }: CoverageInputs): CoverageReport {
  const all = statements.map((s) => statementCoverage(s, checks, proofs));
  const unlinked = checks.filter((c) => Object.keys(c.asserts ?? {}).length === 0);
  const bySection = sections.map((section) => ({
    section,
    title: titles[section] ?? '',
    ...(notes[section] === undefined ? {} : { note: notes[section] }),
    statements: all.filter((s) => s.section === section),
    restated: all.filter((s) => s.also.includes(section)),
  }));
  const checksPerSection: Record<string, number> = {};
  for (const c of checks) checksPerSection[c.section] = (checksPerSection[c.section] ?? 0) + 1;
  return { summary: summarize(all, checks.length, unlinked.length), sections: bySection, unlinked, checksPerSection, run: runSummary(proofs) };
}

export interface CoverageFilter {
  /** Only this section and its subsections (e.g. `5` or `4.1`). */
  section?: string;
  /** Only the statements with a boundary case no spec-profile behaviour check tries (open ones are not gaps). */
  uncoveredOnly?: boolean;
  /** Only the statements no killed faulty build proves. */
  unprovenOnly?: boolean;
}

function within(section: string, only: string | undefined): boolean {
  return only === undefined || withinSection(section, only);
}

/** A statement with a case left to try: partial or unasserted. */
export function isGap(s: StatementCoverage): boolean {
  return s.status === 'partial' || s.status === 'unasserted';
}

/**
 * The part of a report a filter keeps. The summary counts every statement of the kept sections
 * (so `--uncovered` still says how many statements the gaps are out of).
 */
export function selectCoverage(report: CoverageReport, filter: CoverageFilter): CoverageReport {
  const sections = report.sections.filter((s) => within(s.section, filter.section));
  const unlinked = report.unlinked.filter((c) => within(c.section, filter.section));
  const inScope = sections.flatMap((s) => [...s.statements, ...s.restated]);
  const checks = Object.entries(report.checksPerSection)
    .filter(([section]) => within(section, filter.section))
    .reduce((sum, [, n]) => sum + n, 0);
  const summary = summarize(inScope, checks, unlinked.length);
  const { checksPerSection, run } = report;
  const keep = filter.uncoveredOnly ? isGap : filter.unprovenOnly ? (s: StatementCoverage) => !s.proof.proven : undefined;
  if (!keep) return { summary, sections, unlinked, checksPerSection, run };
  const gaps = sections
    .map((s) => ({ ...s, statements: s.statements.filter(keep), restated: s.restated.filter(keep) }))
    .filter((s) => s.statements.length + s.restated.length > 0);
  return { summary, sections: gaps, unlinked: [], checksPerSection, run };
}
