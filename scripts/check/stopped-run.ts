/**
 * A run cut short because the build died is no verdict on the checks it cut: a check still
 * running then fails on refused connections, and the checks after it never start. Both are
 * listed as not run, with the reason; checks that ended before the build was lost keep theirs.
 */
import type { CheckOutcome, SuiteRun } from './check-outcome.ts';

/** Errors outside checks that only say the build's address stopped answering. */
const refusedCall = /fetch failed|ECONNREFUSED|ECONNRESET|socket hang up|other side closed/i;

function cut(outcome: CheckOutcome, at: number): boolean {
  if (outcome.state === 'not-run') return outcome.notRun?.capability === undefined;
  return outcome.state === 'failed' && (outcome.endedAt === undefined || outcome.endedAt >= at);
}

export function settleStoppedRun(run: SuiteRun): SuiteRun {
  const stopped = run.stoppedEarly;
  if (!stopped) return run;
  // A check ending shortly before the loss was seen may already have met the dead build.
  const at = stopped.at - 2500;
  const reason = 'the build was lost before this check could be judged';
  const outcomes = run.outcomes.map((outcome): CheckOutcome => {
    if (!cut(outcome, at)) return outcome;
    const { failure: _failure, ...rest } = outcome;
    return { ...rest, state: 'not-run', notRun: { reason }, detail: reason };
  });
  return { ...run, outcomes, errors: run.errors.filter((error) => !refusedCall.test(error)) };
}
