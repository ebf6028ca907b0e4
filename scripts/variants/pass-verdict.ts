/**
 * What one row of the pass table came to. An allowed variant passes when every check it was run
 * against ran and passed; a check that failed is a false positive, since the variant takes a
 * choice the spec allows. A run that proves nothing (a crashed file, a server that would not
 * start, a chosen check that did not run, nothing run at all) is an error. A variant with fewer
 * test hooks must also see each check needing one it withholds reported as not run for it: one
 * that passed, failed or was left out for another reason is an error too.
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
  /** Checks reported not run, as they must be, for a capability the variant withholds. */
  withheld?: number;
  /** Why the verdict is an error. */
  problem?: string;
  durationMs: number;
}

export interface PassRun {
  name: string;
  decision: string;
  /** The check ids it was run against, each of which must have run; absent: every check of its files. */
  checks?: readonly string[];
  /** Those of `checks` that must instead come back not run, for one of these withheld capabilities. */
  notRun?: { checks: readonly string[]; capabilities: readonly string[] };
  run: ChecksRun;
  durationMs: number;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
}

function failedOf(outcomes: readonly CheckOutcome[]): FailedCheck[] {
  return outcomes.filter((o) => o.state === 'failed').map((o) => ({ id: o.id, section: o.section, reason: firstLine(o.failure?.message ?? o.detail) }));
}

/** How a check that had to come back not run came back instead, or undefined when it did. */
function notWithheld(outcome: CheckOutcome | undefined, capabilities: readonly string[]): string | undefined {
  if (!outcome) return 'no outcome';
  if (outcome.state !== 'not-run') return outcome.state;
  const capability = outcome.notRun?.capability;
  return capability !== undefined && capabilities.includes(capability) ? undefined : `${outcome.notRun?.reason ?? outcome.detail ?? 'not run, no reason given'}`;
}

export function passVerdictOf(row: PassRun): PassVerdict {
  const base = { name: row.name, decision: row.decision, durationMs: row.durationMs };
  if ('failure' in row.run) return { ...base, verdict: 'error', failed: [], ran: 0, problem: row.run.failure };
  const outcomes = row.run.outcomes;
  const failed = failedOf(outcomes);
  const ranIds = new Set(outcomes.filter((o) => o.state !== 'not-run').map((o) => o.id));
  const counts = { ran: ranIds.size, ...(row.notRun ? { withheld: row.notRun.checks.length } : {}) };
  const [firstError] = row.run.errors;
  if (firstError !== undefined) return { ...base, verdict: 'error', failed, ...counts, problem: firstLine(firstError) };
  // A check needing a hook the build lacks is never a pass, and never a failure of the build.
  const withheld = row.notRun;
  const misreported = (withheld?.checks ?? []).flatMap((id) => {
    const how = notWithheld(outcomes.find((o) => o.id === id), withheld?.capabilities ?? []);
    return how === undefined ? [] : [`${id} (${how})`];
  });
  if (misreported.length > 0) return { ...base, verdict: 'error', failed, ...counts, problem: `not reported as not run for a withheld capability: ${misreported.join(', ')}` };
  const missing = (row.checks ?? []).filter((id) => !ranIds.has(id) && !(withheld?.checks ?? []).includes(id));
  if (ranIds.size === 0 || missing.length > 0) return { ...base, verdict: 'error', failed, ...counts, problem: `did not run: ${missing.join(', ') || 'any check'}` };
  return { ...base, verdict: failed.length > 0 ? 'false positive' : 'passed', failed, ...counts };
}

/** The table passes only when it has rows and every variant passed. */
export function passTablePasses(verdicts: readonly PassVerdict[]): boolean {
  return verdicts.length > 0 && verdicts.every((v) => v.verdict === 'passed');
}
