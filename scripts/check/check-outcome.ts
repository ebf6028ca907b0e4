/** What one conformance check came to, as the CLI reports it. */
import type { TypedFailure } from '../../suites/support/checks/typed-failure.ts';
import type { RecordedCall } from '../../suites/support/http/recorded-call.ts';

export type CheckState = 'passed' | 'failed' | 'not-run';

/** A property's failure as fast-check states it: enough to replay the shrunk case. */
export interface PropertyFailure {
  seed: number;
  /** fast-check's replay path of the counter-example (`path` option of `fc.assert`). */
  path?: string;
  /** The shrunk counter-example, as fast-check prints it. */
  counterexample?: string;
  /** Runs before the first failure, and shrink steps after it. */
  runs?: number;
  shrinks?: number;
}

export interface CheckFailure {
  /** The assertion's own message (for a property, the failing run's, not fast-check's summary). */
  message: string;
  /** Expected and actual outcome when the error says them (assertions, contract violations). */
  expected?: string;
  actual?: string;
  property?: PropertyFailure;
  /** What kind of failure, and what was sent, received and documented, when the check stated it. */
  typed?: TypedFailure;
  /** Requests the platform mock refused as unserved paths during the check (`METHOD path`). */
  refusedUpstream?: string[];
  /** The last public API call of the check (of the failing run, for a property), secrets replaced. */
  request?: RecordedCall;
  /** The check's last control-plane call, when it made no public one (method, path and status only). */
  controlCall?: RecordedCall;
  /** The first call that went wrong on the target's side (no answer, a 5xx but 502): see exchange-trail.ts. */
  trouble?: RecordedCall;
}

export interface NotRun {
  reason: string;
  /** The target capability whose absence kept the check from running. */
  capability?: string;
}

/**
 * What a check judges: the target's API, only the harness's own bundled contract
 * (`suites/contract/`), or the robustness of the target's control plane, the harness's test hook
 * rather than the API (decision A97). Only `target` checks make the verdict's sections.
 */
export type CheckSubject = 'target' | 'bundled-contract' | 'control-plane';

export interface CheckOutcome {
  id: string;
  section: string;
  title: string;
  file: string;
  state: CheckState;
  profile?: 'spec' | 'reference';
  /** `target` when absent. */
  subject?: CheckSubject;
  decisions?: string[];
  durationMs?: number;
  /** First lines of the failure, or why the check did not run. */
  detail?: string;
  failure?: CheckFailure;
  notRun?: NotRun;
  /** Soft findings: what the spec profile notes without failing (checks/warnings.ts). */
  warnings?: string[];
  /** When the check ended (epoch ms), to tell the checks a lost build cut short. */
  endedAt?: number;
}

export interface SuiteRun {
  outcomes: CheckOutcome[];
  /** Errors outside any check (a crashed file, an unhandled rejection). */
  errors: string[];
  /** The run was cut short: the build died or stopped answering (exit 2). */
  stoppedEarly?: { reason: string; at: number };
}
