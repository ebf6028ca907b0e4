/**
 * The report of one run as data: the shape of `report.json`, from which the JUnit and HTML
 * reports and the terminal summary are rendered too, so they cannot disagree. Each failure
 * carries its reproduction already worked out: the replay command and the curl command (or,
 * for an in-process target, the request itself).
 *
 * The shape is versioned (`format`, `version`); fields are only added within a version.
 */
import type { RecordedCall } from '../../../suites/support/http/recorded-call.ts';
import type { FailureKind } from '../../../suites/support/checks/typed-failure.ts';
import type { CheckFailure, CheckOutcome, CheckState, CheckSubject, PropertyFailure, SuiteRun } from '../check-outcome.ts';
import { checkOrder } from '../sections.ts';
import { curlCommand, describeRequest, describeResponse, gatewayUrlVariable } from './curl.ts';
import { failureCause, type FailureCause } from './failure-cause.ts';
import { refusedUpstreamLine } from './refused-upstream.ts';
import { fastCheckReplay, replayCommand } from './replay-command.ts';
import type { RunContext } from './run-context.ts';

export const reportFormat = 'gateway-harness-check-report';
export const reportVersion = 3;

export interface Reproduction {
  /** `npx gateway-harness check --check <id> ...` that runs this one check again with the same seed and target. */
  replay: string;
  /** fast-check's parameters that replay the shrunk counter-example alone (properties only). */
  fastCheck: string | null;
  /** The last public API call, secrets replaced; null when the check made none. */
  request: RecordedCall | null;
  /** The last control-plane call (method, path, status: its bodies carry tokens) of a check that made no public call; null otherwise. */
  controlCall: RecordedCall | null;
  /**
   * curl for that call: against the target's own URL when the user gave it (`--target`), else
   * against `$GATEWAY_URL` (a build the run started has stopped, and its port with it); null
   * in-process or without a call.
   */
  curl: string | null;
  /** Said instead of a curl: why there is none, and the request when there is one. */
  note: string | null;
}

export interface ReportFailure {
  /** assertion, contract-violation, precondition, signature or differential. */
  kind: FailureKind;
  /** What the failure comes from, in a line other failures can share (failure-cause.ts). */
  cause: FailureCause;
  message: string;
  expected: string | null;
  actual: string | null;
  /** What was sent (the check's statement, else its last public call), never a secret. */
  sent: string | null;
  /** What came back. */
  received: string | null;
  /** What the spec or contract says. */
  documented: string | null;
  /** Why they differ, in one line. */
  why: string;
  /** Facts of this kind of failure (a signature's headers and HMAC recipe, a precondition's step). */
  facts: { label: string; value: string }[];
  property: PropertyFailure | null;
  reproduction: Reproduction;
}

export interface ReportCheck {
  id: string;
  section: string;
  title: string;
  file: string;
  /** `bundled-contract`: the check examines only the harness's own contract, not the target. */
  subject: CheckSubject;
  profile: string | null;
  decisions: string[];
  state: CheckState;
  durationMs: number | null;
  warnings: string[];
  notRun: { reason: string; capability: string | null } | null;
  failure: ReportFailure | null;
}

/** A cause and the failed checks it explains (their ids, in report order). */
export interface CauseGroup {
  cause: string;
  checks: string[];
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
  /** The target's checks only. */
  totals: { checks: number; passed: number; failed: number; notRun: number; warnings: number; errors: number };
  /** The checks of the harness's own bundled contract: no verdict on the target. */
  bundledContract: { checks: number; passed: number; failed: number; notRun: number };
  /** The checks of the target's control plane, its test hook: not part of any section, and not failing the run (decision A97). */
  controlPlane: { checks: number; passed: number; failed: number; notRun: number };
  /** Per section, the target's checks only. */
  sections: SectionTotals[];
  /** The causes of the target's failed checks, the one explaining the most first. */
  causes: CauseGroup[];
  /** Every check, by section then id. */
  checks: ReportCheck[];
  /** Errors outside any check (a file that did not load, an unhandled rejection). */
  errors: string[];
  /** Set when the run was cut short (the build died or stopped answering): why. */
  stoppedEarly: string | null;
  /** What the platform mock refused as unserved paths during failed checks, as one line (a doubled version named); null when nothing. */
  refusedUpstream: string | null;
}

/** Why there is no curl for a check that made no public call: its control-plane call, or what it saw instead. */
function noRequestNote(failure: CheckFailure | undefined): string {
  const control = failure?.controlCall;
  if (control) return `the check made no call to the public API; its last call was to the control plane: ${control.method} ${control.path} ${control.response ? `answered ${control.response.status}` : 'got no answer'} (control-plane bodies carry tokens and are not kept)`;
  if (failure?.typed?.sent !== undefined || failure?.typed?.received !== undefined) return 'nothing to send again with curl: what the check saw (above) is no call to the public API';
  return 'the check made no call to the public API or the control plane before it failed';
}

function reproductionOf(outcome: CheckOutcome, context: RunContext): Reproduction {
  const request = outcome.failure?.request ?? null;
  const controlCall = request === null ? (outcome.failure?.controlCall ?? null) : null;
  let curl: string | null = null;
  let note: string | null = null;
  if (!request) note = noRequestNote(outcome.failure);
  else if (context.baseUrl === undefined) note = `the target ran in-process: there is no URL to call. The last request was:\n${describeRequest(request)}`;
  else if (context.urlOutlivesRun) curl = curlCommand(request, context.baseUrl);
  else {
    curl = curlCommand(request, gatewayUrlVariable);
    note = `the build this run started has stopped: set GATEWAY_URL to the base URL of a running build (this run used ${context.baseUrl}) and GATEWAY_TOKEN to its access token`;
  }
  return { replay: replayCommand(outcome, context), fastCheck: fastCheckReplay(outcome) ?? null, request, controlCall, curl, note };
}

function refusedFact(failure: CheckFailure): [string, string][] {
  const line = refusedUpstreamLine(failure.refusedUpstream ?? []);
  return line === undefined ? [] : [['platform mock', line]];
}

/** A control-plane call as what was sent: its method and path only, since its bodies carry tokens. */
function describeControlCall(call: RecordedCall): string {
  return `${call.method} ${call.path} (control plane; the body is not kept: it carries tokens)`;
}

/** The failure's typed fields: as the check stated them, else read from its assertion and last call (public, else control plane). */
function typedOf(failure: CheckFailure, request: RecordedCall | null): Pick<ReportFailure, 'kind' | 'cause' | 'sent' | 'received' | 'documented' | 'why' | 'facts'> {
  const typed = failure.typed;
  const kind = typed?.kind ?? 'assertion';
  const fromCall = kind !== 'signature' && request !== null;
  const control = kind !== 'signature' && request === null ? failure.controlCall : undefined;
  return {
    kind,
    cause: failureCause(failure),
    sent: typed?.sent ?? (fromCall ? describeRequest(request, 300) : control ? describeControlCall(control) : null),
    received: typed?.received ?? (fromCall ? describeResponse(request, 300) : control ? describeResponse(control) : null),
    documented: typed?.documented ?? failure.expected ?? null,
    why: typed?.why ?? failure.message.split('\n')[0] ?? 'failed',
    facts: [...(typed?.facts ?? []), ...refusedFact(failure)].map(([label, value]) => ({ label, value })),
  };
}

function checkOf(outcome: CheckOutcome, context: RunContext): ReportCheck {
  const failure = outcome.failure ?? (outcome.state === 'failed' ? { message: outcome.detail ?? 'failed' } : undefined);
  const reproduction = failure ? reproductionOf({ ...outcome, failure }, context) : undefined;
  return {
    id: outcome.id,
    section: outcome.section,
    title: outcome.title,
    file: outcome.file,
    subject: outcome.subject ?? 'target',
    profile: outcome.profile ?? null,
    decisions: outcome.decisions ?? [],
    state: outcome.state,
    durationMs: outcome.durationMs ?? null,
    warnings: outcome.warnings ?? [],
    notRun: outcome.state === 'not-run' ? { reason: outcome.notRun?.reason ?? outcome.detail ?? 'skipped', capability: outcome.notRun?.capability ?? null } : null,
    failure:
      failure && reproduction
        ? {
            ...typedOf(failure, reproduction.request),
            message: failure.message,
            expected: failure.expected ?? null,
            actual: failure.actual ?? null,
            property: failure.property ?? null,
            reproduction,
          }
        : null,
  };
}

/** The causes of the failed checks, the one explaining the most first (ties in the order the checks come). */
export function causeGroups(checks: readonly ReportCheck[]): CauseGroup[] {
  const groups = new Map<string, string[]>();
  for (const check of checks) {
    if (!check.failure) continue;
    const text = check.failure.cause.text;
    groups.set(text, [...(groups.get(text) ?? []), check.id]);
  }
  return [...groups].map(([cause, ids]) => ({ cause, checks: ids })).sort((a, b) => b.checks.length - a.checks.length);
}

/**
 * The totals, per-section counts and causes of the target's checks in report order, and apart
 * from them the bundled contract's and the control plane's (a single run's or merged shards').
 */
export function tally(all: readonly ReportCheck[], errors: number): Pick<ReportDocument, 'totals' | 'bundledContract' | 'controlPlane' | 'sections' | 'causes'> {
  const count = (list: readonly ReportCheck[], state: CheckState) => list.filter((c) => c.state === state).length;
  const counts = (list: readonly ReportCheck[]) => ({ checks: list.length, passed: count(list, 'passed'), failed: count(list, 'failed'), notRun: count(list, 'not-run') });
  const checks = all.filter((c) => c.subject === 'target');
  const contract = all.filter((c) => c.subject === 'bundled-contract');
  const controlPlane = all.filter((c) => c.subject === 'control-plane');
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
    bundledContract: counts(contract),
    controlPlane: counts(controlPlane),
    sections,
    causes: causeGroups(checks),
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
    stoppedEarly: run.stoppedEarly?.reason ?? null,
    refusedUpstream: refusedUpstreamLine([...new Set(run.outcomes.flatMap((o) => o.failure?.refusedUpstream ?? []))]) ?? null,
  };
}
