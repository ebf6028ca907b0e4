// How an allowed variant's run is judged: passed only when every chosen check ran and passed; a
// failed check is a false positive; a run that proves nothing is an error.
import { describe, expect, it } from 'vitest';
import type { CheckOutcome, CheckState } from '../check/check-outcome.ts';
import { passTablePasses, passVerdictOf, type PassRun } from './pass-verdict.ts';

function outcome(id: string, state: CheckState, message?: string): CheckOutcome {
  return { id, section: '7', title: id, file: 'suites/send/validation.check.ts', state, ...(message ? { failure: { message } } : {}) };
}

function notOffered(id: string, capability: string): CheckOutcome {
  return { ...outcome(id, 'not-run'), notRun: { reason: `not run: capability ${capability} not offered`, capability } };
}

/** A run of a build without a clock: `timed` needs it, `plain` does not. */
function withoutClock(outcomes: CheckOutcome[]): PassRun {
  return { name: 'without-clock', decision: 'A63', checks: ['plain', 'timed'], notRun: { checks: ['timed'], capabilities: ['clock'] }, run: { outcomes, errors: [] }, durationMs: 900 };
}

function row(outcomes: CheckOutcome[], errors: string[] = [], checks?: string[]): PassRun {
  return { name: 'non-json-body-as-415', decision: 'A17', ...(checks ? { checks } : {}), run: { outcomes, errors }, durationMs: 900 };
}

describe('pass verdict', () => {
  it('passes when every check that ran passed', () => {
    expect(passVerdictOf(row([outcome('a', 'passed'), outcome('ref-only', 'not-run')]))).toMatchObject({ verdict: 'passed', ran: 1, failed: [] });
  });

  it('is a false positive when a check failed, with the first line of why', () => {
    const verdict = passVerdictOf(row([outcome('a', 'passed'), outcome('wrong-media-type-sends-nothing', 'failed', '\nstatus one of 200, 400\n  at x')]));
    expect(verdict).toMatchObject({ verdict: 'false positive', failed: [{ id: 'wrong-media-type-sends-nothing', section: '7', reason: 'status one of 200, 400' }] });
  });

  it('is an error when a file crashed, a chosen check did not run, nothing ran, or the build did not start', () => {
    expect(passVerdictOf(row([outcome('a', 'passed')], ['suites/x.check.ts: boom\n at y']))).toMatchObject({ verdict: 'error', problem: 'suites/x.check.ts: boom' });
    expect(passVerdictOf(row([outcome('a', 'passed')], [], ['a', 'b']))).toMatchObject({ verdict: 'error', problem: 'did not run: b' });
    expect(passVerdictOf(row([]))).toMatchObject({ verdict: 'error', problem: 'did not run: any check' });
    expect(passVerdictOf({ ...row([]), run: { failure: 'the build did not start: EADDRINUSE' } })).toMatchObject({ verdict: 'error', ran: 0 });
  });

  it('passes a build with fewer test hooks when the checks needing one are not run for it and the rest pass', () => {
    expect(passVerdictOf(withoutClock([outcome('plain', 'passed'), notOffered('timed', 'clock')]))).toMatchObject({ verdict: 'passed', ran: 1, withheld: 1 });
  });

  it('is an error when a check needing a withheld capability passed, failed or was not run for another reason', () => {
    expect(passVerdictOf(withoutClock([outcome('plain', 'passed'), outcome('timed', 'passed')]))).toMatchObject({ verdict: 'error', problem: 'not reported as not run for a withheld capability: timed (passed)' });
    expect(passVerdictOf(withoutClock([outcome('plain', 'passed'), outcome('timed', 'failed', 'boom')]))).toMatchObject({ verdict: 'error', problem: expect.stringContaining('timed (failed)') });
    expect(passVerdictOf(withoutClock([outcome('plain', 'passed'), notOffered('timed', 'customer_state')]))).toMatchObject({ verdict: 'error', problem: expect.stringContaining('timed (not run: capability customer_state not offered)') });
    expect(passVerdictOf(withoutClock([outcome('plain', 'passed')]))).toMatchObject({ verdict: 'error', problem: expect.stringContaining('timed (no outcome)') });
  });

  it('is an error when a check that needs no withheld capability did not run', () => {
    expect(passVerdictOf(withoutClock([notOffered('plain', 'clock'), notOffered('timed', 'clock')]))).toMatchObject({ verdict: 'error', problem: 'did not run: plain' });
  });

  it('passes the table only when it has rows and every one passed', () => {
    const passed = passVerdictOf(row([outcome('a', 'passed')]));
    const failed = passVerdictOf(row([outcome('a', 'failed')]));
    expect(passTablePasses([passed, passed])).toBe(true);
    expect(passTablePasses([passed, failed])).toBe(false);
    expect(passTablePasses([])).toBe(false);
  });
});
