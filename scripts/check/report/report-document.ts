/**
 * The report of one run as data: the shape of `report.json`, from which the JUnit and HTML
 * reports and the terminal summary are rendered too, so they cannot disagree. Each failure
 * carries its reproduction already worked out: the replay command and the curl command (or,
 * for an in-process target, the request itself).
 *
 * The shape is versioned (`format`, `version`); fields are only added within a version.
 */
import type { RecordedCall } from '../../../suites/support/http/recorded-call.ts';
import type { CheckOutcome, CheckState, PropertyFailure, SuiteRun } from '../check-outcome.ts';
import { checkOrder } from '../sections.ts';
import { curlCommand, describeRequest } from './curl.ts';
import { fastCheckReplay, replayCommand } from './replay-command.ts';
import type { RunContext } from './run-context.ts';

export const reportFormat = 'gateway-harness-check-report';
export const reportVersion = 1;

export interface Reproduction {
  /** `gateway-harness check ...` that runs the check again with the same seed and target. */
  replay: string;
  /** fast-check's parameters that replay the shrunk counter-example alone (properties only). */
  fastCheck: string | null;
  /** The last public API call, secrets replaced; null when the check made none. */
  request: RecordedCall | null;
  /** curl for that call against the target's URL; null in-process or without a call. */
  curl: string | null;
  /** Said instead of a curl: why there is none, and the request when there is one. */
  note: string | null;
}

export interface ReportFailure {
  message: string;
  expected: string | null;
  actual: string | null;
  property: PropertyFailure | null;
  reproduction: Reproduction;
}

export interface ReportCheck {
  id: string;
  section: string;
  title: string;
  file: string;
  profile: string | null;
  decisions: string[];
  state: CheckState;
  durationMs: number | null;
  warnings: string[];
  notRun: { reason: string; capability: string | null } | null;
  failure: ReportFailure | null;
}

export interface SectionTotals {
  section: string;
  checks: number;
  passed: number;
  failed: number;
  notRun: number;
}

export interface ReportDocument {
  format: typeof reportFormat;
  version: typeof reportVersion;
  run: {
    target: string;
    baseUrl: string | null;
    profile: string;
    seed: number;
    runs: number;
    area: string | null;
    differential: boolean;
    startedAt: string;
    durationMs: number;
  };
  totals: { checks: number; passed: number; failed: number; notRun: number; warnings: number; errors: number };
  sections: SectionTotals[];
  /** Every check, by section then id. */
  checks: ReportCheck[];
  /** Errors outside any check (a file that did not load, an unhandled rejection). */
  errors: string[];
}

function reproductionOf(outcome: CheckOutcome, context: RunContext): Reproduction {
  const request = outcome.failure?.request ?? null;
  let curl: string | null = null;
  let note: string | null = null;
  if (!request) note = 'the check made no call to the public API before it failed';
  else if (context.baseUrl === undefined) note = `the target ran in-process: there is no URL to call. The last request was:\n${describeRequest(request)}`;
  else curl = curlCommand(request, context.baseUrl);
  return { replay: replayCommand(outcome, context), fastCheck: fastCheckReplay(outcome) ?? null, request, curl, note };
}

function checkOf(outcome: CheckOutcome, context: RunContext): ReportCheck {
  const failure = outcome.failure ?? (outcome.state === 'failed' ? { message: outcome.detail ?? 'failed' } : undefined);
  return {
    id: outcome.id,
    section: outcome.section,
    title: outcome.title,
    file: outcome.file,
    profile: outcome.profile ?? null,
    decisions: outcome.decisions ?? [],
    state: outcome.state,
    durationMs: outcome.durationMs ?? null,
    warnings: outcome.warnings ?? [],
    notRun: outcome.state === 'not-run' ? { reason: outcome.notRun?.reason ?? outcome.detail ?? 'skipped', capability: outcome.notRun?.capability ?? null } : null,
    failure: failure
      ? {
          message: failure.message,
          expected: failure.expected ?? null,
          actual: failure.actual ?? null,
          property: failure.property ?? null,
          reproduction: reproductionOf({ ...outcome, failure }, context),
        }
      : null,
  };
}

/** The totals and the per-section counts of checks in report order (a single run's or merged shards'). */
export function tally(checks: readonly ReportCheck[], errors: number): Pick<ReportDocument, 'totals' | 'sections'> {
  const count = (list: readonly ReportCheck[], state: CheckState) => list.filter((c) => c.state === state).length;
  const sections = [...new Set(checks.map((c) => c.section))].map((section) => {
    const inSection = checks.filter((c) => c.section === section);
    return { section, checks: inSection.length, passed: count(inSection, 'passed'), failed: count(inSection, 'failed'), notRun: count(inSection, 'not-run') };
  });
  return {
    totals: {
      checks: checks.length,
      passed: count(checks, 'passed'),
      failed: count(checks, 'failed'),
      notRun: count(checks, 'not-run'),
      warnings: checks.reduce((n, c) => n + c.warnings.length, 0),
      errors,
    },
    sections,
  };
}

export function reportDocument(run: SuiteRun, context: RunContext): ReportDocument {
  const checks = run.outcomes.map((o) => checkOf(o, context)).sort(checkOrder);
  return {
    format: reportFormat,
    version: reportVersion,
    run: {
      target: context.target,
      baseUrl: context.baseUrl ?? null,
      profile: context.profile,
      seed: context.seed,
      runs: context.runs,
      area: context.area ?? null,
      differential: context.differential === true,
      startedAt: context.startedAt,
      durationMs: context.durationMs,
    },
    ...tally(checks, run.errors.length),
    checks,
    errors: run.errors,
  };
}
