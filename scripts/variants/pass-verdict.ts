/**
 * What one row of the pass table came to. An allowed variant passes when every check it was run
 * against ran and passed; a check that failed is a false positive, since the variant takes a
 * choice the spec allows. A run that proves nothing (a crashed file, a server that would not
 * start, a chosen check that did not run, nothing run at all) is an error.
 */
import type { CheckOutcome } from '../check/check-outcome.ts';
import type { ChecksRun } from '../build-table/run-checks.ts';

export type PassVerdictKind = 'passed' | 'false positive' | 'error';

/** A check that failed a variant, with the first line of why. */
export interface FailedCheck {
  id: string;
  section: string;
  reason: string;
}

export interface PassVerdict {
  name: string;
  decision: string;
  verdict: PassVerdictKind;
  failed: FailedCheck[];
  /** Checks that ran (passed or failed). */
  ran: number;
  /** Why the verdict is an error. */
  problem?: string;
  durationMs: number;
}

export interface PassRun {
  name: string;
  decision: string;
  /** The check ids it was run against, each of which must have run; absent: every check of its files. */
  checks?: readonly string[];
  run: ChecksRun;
  durationMs: number;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
}

function failedOf(outcomes: readonly CheckOutcome[]): FailedCheck[] {
  return outcomes.filter((o) => o.state === 'failed').map((o) => ({ id: o.id, section: o.section, reason: firstLine(o.failure?.message ?? o.detail) }));
}

export function passVerdictOf(row: PassRun): PassVerdict {
  const base = { name: row.name, decision: row.decision, durationMs: row.durationMs };
  if ('failure' in row.run) return { ...base, verdict: 'error', failed: [], ran: 0, problem: row.run.failure };
  const failed = failedOf(row.run.outcomes);
  const ranIds = new Set(row.run.outcomes.filter((o) => o.state !== 'not-run').map((o) => o.id));
  const [firstError] = row.run.errors;
  if (firstError !== undefined) return { ...base, verdict: 'error', failed, ran: ranIds.size, problem: firstLine(firstError) };
  const missing = (row.checks ?? []).filter((id) => !ranIds.has(id));
  if (ranIds.size === 0 || missing.length > 0) return { ...base, verdict: 'error', failed, ran: ranIds.size, problem: `did not run: ${missing.join(', ') || 'any check'}` };
  return { ...base, verdict: failed.length > 0 ? 'false positive' : 'passed', failed, ran: ranIds.size };
}

/** The table passes only when it has rows and every variant passed. */
export function passTablePasses(verdicts: readonly PassVerdict[]): boolean {
  return verdicts.length > 0 && verdicts.every((v) => v.verdict === 'passed');
}
