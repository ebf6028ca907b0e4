/** What one conformance check came to, as the CLI reports it. */
export type CheckState = 'passed' | 'failed' | 'not-run';

export interface CheckOutcome {
  id: string;
  section: string;
  title: string;
  file: string;
  state: CheckState;
  /** First lines of the failure, or why the check did not run. */
  detail?: string;
}

export interface SuiteRun {
  outcomes: CheckOutcome[];
  /** Errors outside any check (a crashed file, an unhandled rejection). */
  errors: string[];
}
