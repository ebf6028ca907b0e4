/** Report files of one run (`check --report DIR`). */
import type { SuiteRun } from '../check-outcome.ts';

export interface RunContext {
  /** What was checked. */
  target: string;
  profile: string;
  seed: number;
  runs: number;
  area?: string;
  startedAt: string;
  durationMs: number;
}

export async function writeReports(dir: string, run: SuiteRun, context: RunContext): Promise<string[]> {
  void dir;
  void run;
  void context;
  return [];
}
