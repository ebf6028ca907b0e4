/** What one `gateway-harness check` run was: the reports print it, replay commands repeat it. */
export interface RunContext {
  /** What was checked (a label: a URL, a command, the bundled reference). */
  target: string;
  /** The public base URL the checks called; absent when the target ran in-process (no URL). */
  baseUrl?: string;
  /**
   * The base URL is the user's own (`--target`) and still answers after the run; a build the
   * run started (`--command`, `--image`) is stopped with it, so curls name `$GATEWAY_URL`.
   */
  urlOutlivesRun?: boolean;
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
