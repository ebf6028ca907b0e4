/**
 * How `gateway-harness check` reaches the build it checks. Every mode ends in the same place: a
 * public base URL, a control URL and token, and sometimes a fixed upstream port. Each mode lives
 * in its own file; this one holds what they share.
 */
import type { RemoteTarget } from '../run-suite.ts';

export interface LaunchedTarget {
  /** Absent for the bundled reference in-process (the suite starts it itself). */
  remote?: RemoteTarget;
  /** Further copies of the same build, each on its own ports: the files then run side by side, one worker per copy. */
  copies?: RemoteTarget[];
  /** Said before the run when it runs otherwise than asked (a second copy that could not start). */
  note?: string;
  /** What is being checked, for the terminal and the reports. */
  label: string;
  /** Stops whatever the harness started for this target; a target it did not start is left alone. */
  stop(): Promise<void>;
  /** Calls `listener` with a one-line reason and the time (epoch ms) if the build ends on its own before `stop()` (a process exits). */
  onLost?(listener: (reason: string, at: number) => void): void;
}

/**
 * Why a start failed, as far as a second try could change it: `died` (the process ended: another
 * copy may have stood in its way), `timeout` (the time given is spent), `refused` (the control
 * plane answered, wrongly: trying again changes nothing).
 */
export type StartFailure = 'died' | 'timeout' | 'refused';

/** The run could not start (target unreachable, control plane missing, build died): exit 2 with one line. */
export class StartError extends Error {
  override name = 'StartError';
  readonly failure: StartFailure;

  constructor(message: string, failure: StartFailure = 'refused') {
    super(message);
    this.failure = failure;
  }
}
