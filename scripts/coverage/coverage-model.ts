/**
 * The coverage of the spec by the suite, as data: each statement of the catalogue with the
 * checks that assert it and a status, grouped by section. A statement is covered when at least
 * one declared check asserts it, open when no check does because the spec leaves the choice open
 * (a decision says so), and uncovered otherwise: a gap in the suite.
 */
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { withinSection } from '../check/sections.ts';

export type CoverageStatus = 'covered' | 'open' | 'uncovered';

/**
 * How firmly a covered statement is judged: by a behaviour check of the spec profile (any build),
 * only by checks of the reference profile (the reference's own choices), or only by checks of
 * the contract document (suites/contract), which never talk to a gateway.
 */
export type CoverageStrength = 'behaviour' | 'reference-only' | 'contract-only';

export interface CheckLink {
  id: string;
  /** False when no check declares this id: the catalogue has drifted from the suite. */
  declared: boolean;
  profile?: ListedCheck['profile'];
  /** The check reads the contract document, not a gateway. */
  contract?: boolean;
}

export interface StatementCoverage {
  id: string;
  section: string;
  also: string[];
  rule: string;
  checks: CheckLink[];
  open: string[];
  note?: string;
  status: CoverageStatus;
  strength?: CoverageStrength;
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
  covered: number;
  /** Of the covered: judged by a spec-profile behaviour check. */
  behaviour: number;
  referenceOnly: number;
  contractOnly: number;
  open: number;
  uncovered: number;
  checks: number;
  unlinkedChecks: number;
}

export interface CoverageReport {
  summary: CoverageSummary;
  sections: SectionCoverage[];
  /** Checks no statement names. */
  unlinked: ListedCheck[];
  /** How many checks cite each section, to count the checks of a selection. */
  checksPerSection: Record<string, number>;
}

export interface CoverageInputs {
  statements: readonly Statement[];
  checks: readonly ListedCheck[];
  /** The spec's sections, in order. */
  sections: readonly string[];
  titles: Readonly<Record<string, string>>;
  notes: Readonly<Record<string, string>>;
}

const contractFolder = 'suites/contract/';

function linkTo(id: string, byId: ReadonlyMap<string, ListedCheck>): CheckLink {
  const check = byId.get(id);
  return check === undefined ? { id, declared: false } : { id, declared: true, profile: check.profile, contract: check.file.startsWith(contractFolder) };
}

function strengthOf(links: readonly CheckLink[]): CoverageStrength {
  if (links.some((l) => !l.contract && l.profile === 'spec')) return 'behaviour';
  return links.some((l) => !l.contract) ? 'reference-only' : 'contract-only';
}

function statementCoverage(statement: Statement, byId: ReadonlyMap<string, ListedCheck>): StatementCoverage {
  const checks = statement.checks.map((id) => linkTo(id, byId));
  const declared = checks.filter((l) => l.declared);
  const open = [...(statement.open ?? [])];
  const status: CoverageStatus = declared.length > 0 ? 'covered' : open.length > 0 ? 'open' : 'uncovered';
  return {
    id: statement.id,
    section: statement.section,
    also: [...(statement.also ?? [])],
    rule: statement.rule,
    checks,
    open,
    ...(statement.note === undefined ? {} : { note: statement.note }),
    status,
    ...(status === 'covered' ? { strength: strengthOf(declared) } : {}),
  };
}

/** Counts over distinct statements (a restated statement counts once). */
function summarize(statements: readonly StatementCoverage[], checks: number, unlinkedChecks: number): CoverageSummary {
  const distinct = [...new Map(statements.map((s) => [s.id, s])).values()];
  const count = (keep: (s: StatementCoverage) => boolean) => distinct.filter(keep).length;
  return {
    statements: distinct.length,
    covered: count((s) => s.status === 'covered'),
    behaviour: count((s) => s.strength === 'behaviour'),
    referenceOnly: count((s) => s.strength === 'reference-only'),
    contractOnly: count((s) => s.strength === 'contract-only'),
    open: count((s) => s.status === 'open'),
    uncovered: count((s) => s.status === 'uncovered'),
    checks,
    unlinkedChecks,
  };
}

export function buildCoverage({ statements, checks, sections, titles, notes }: CoverageInputs): CoverageReport {
  const byId = new Map(checks.map((c) => [c.id, c]));
  const all = statements.map((s) => statementCoverage(s, byId));
  const linked = new Set(statements.flatMap((s) => s.checks));
  const unlinked = checks.filter((c) => !linked.has(c.id));
  const bySection = sections.map((section) => ({
    section,
    title: titles[section] ?? '',
    ...(notes[section] === undefined ? {} : { note: notes[section] }),
    statements: all.filter((s) => s.section === section),
    restated: all.filter((s) => s.also.includes(section)),
  }));
  const checksPerSection: Record<string, number> = {};
  for (const c of checks) checksPerSection[c.section] = (checksPerSection[c.section] ?? 0) + 1;
  return { summary: summarize(all, checks.length, unlinked.length), sections: bySection, unlinked, checksPerSection };
}

export interface CoverageFilter {
  /** Only this section and its subsections (e.g. `5` or `4.1`). */
  section?: string;
  /** Only the statements no check asserts (open ones are not gaps). */
  uncoveredOnly?: boolean;
}

function within(section: string, only: string | undefined): boolean {
  return only === undefined || withinSection(section, only);
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
  const { checksPerSection } = report;
  if (!filter.uncoveredOnly) return { summary, sections, unlinked, checksPerSection };
  const gap = (s: StatementCoverage) => s.status === 'uncovered';
  const gaps = sections
    .map((s) => ({ ...s, statements: s.statements.filter(gap), restated: s.restated.filter(gap) }))
    .filter((s) => s.statements.length + s.restated.length > 0);
  return { summary, sections: gaps, unlinked: [], checksPerSection };
}
