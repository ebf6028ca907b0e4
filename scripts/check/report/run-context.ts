/** What one `gateway-harness check` run was: the reports print it, replay commands repeat it. */
export interface RunContext {
  /** What was checked (a label: a URL, a command, the bundled reference). */
  target: string;
  /** The public base URL the checks called; absent when the target ran in-process (no URL). */
  baseUrl?: string;
  /** The options that chose the target, for replay commands (never a token). */
  targetOptions?: string[];
  profile: string;
  seed: number;
  runs: number;
  area?: string;
  /** The run also compared generated cases with the bundled reference (`--differential`). */
  differential?: boolean;
  startedAt: string;
  durationMs: number;
}
