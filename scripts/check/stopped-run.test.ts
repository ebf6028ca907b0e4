import { describe, expect, it } from 'vitest';
import type { CheckOutcome } from './check-outcome.ts';
import { settleStoppedRun } from './stopped-run.ts';

const outcome = (id: string, state: CheckOutcome['state'], extra: Partial<CheckOutcome> = {}): CheckOutcome => ({ id, section: '5', title: id, file: 'suites/auth/a.check.ts', state, ...extra });

describe('a run cut short by a lost build', () => {
  const lostAt = 100_000;

  it('keeps the verdicts of checks that ended before the loss', () => {
    const run = settleStoppedRun({ outcomes: [outcome('early-pass', 'passed', { endedAt: 10_000 }), outcome('early-fail', 'failed', { endedAt: 20_000, failure: { message: 'real' } })], errors: [], stoppedEarly: { reason: 'gone', at: lostAt } });
    expect(run.outcomes.map((o) => o.state)).toEqual(['passed', 'failed']);
  });

  it('lists checks failing on the dead build and checks never started as not run', () => {
    const run = settleStoppedRun({
      outcomes: [outcome('in-flight', 'failed', { endedAt: lostAt + 50, failure: { message: 'fetch failed' } }), outcome('never-started', 'not-run')],
      errors: ['suites/auth/b.check.ts: fetch failed', 'suites/auth/c.check.ts: Cannot find module'],
      stoppedEarly: { reason: 'gone', at: lostAt },
    });
    expect(run.outcomes.map((o) => [o.state, o.notRun?.reason, o.failure])).toEqual([
      ['not-run', 'the build was lost before this check could be judged', undefined],
      ['not-run', 'the build was lost before this check could be judged', undefined],
    ]);
    expect(run.errors).toEqual(['suites/auth/c.check.ts: Cannot find module']);
  });

  it('leaves a check the target lacked a capability for as it was', () => {
    const lacking = outcome('needs-clock', 'not-run', { notRun: { reason: 'capability clock not offered', capability: 'clock' } });
    expect(settleStoppedRun({ outcomes: [lacking], errors: [], stoppedEarly: { reason: 'gone', at: lostAt } }).outcomes).toEqual([lacking]);
  });

  it('changes nothing in a run that was not cut short', () => {
    const run = { outcomes: [outcome('x', 'failed', { endedAt: 1 })], errors: ['fetch failed'] };
    expect(settleStoppedRun(run)).toBe(run);
  });
});
