// How a faulty build's run is judged: killed only when a check failed and nothing else went
// wrong; a survivor when every check that ran passed; an error when the run proves nothing.
import { describe, expect, it } from 'vitest';
import type { CheckOutcome, CheckState } from '../check/check-outcome.ts';
import { referenceVerdictOf, tablePasses, verdictOf, type VariantRun } from './kill-verdict.ts';

function outcome(id: string, state: CheckState): CheckOutcome {
  return { id, section: '3.3', title: id, file: 'suites/idempotency/idempotency-states.check.ts', state };
}

function variant(outcomes: CheckOutcome[], errors: string[] = [], checks = ['replay-check']): VariantRun {
  return { name: 'replay-without-replayed-header', section: '3.3', checks, run: { outcomes, errors }, durationMs: 1200 };
}

describe('kill verdict', () => {
  it('is killed when an expected check failed, naming the failed checks only', () => {
    const verdict = verdictOf(variant([outcome('replay-check', 'failed'), outcome('other-check', 'passed'), outcome('skipped-one', 'not-run')], [], ['replay-check', 'other-check']));
    expect(verdict).toMatchObject({ verdict: 'killed', caughtBy: ['replay-check'], section: '3.3', durationMs: 1200 });
  });

  it('is a survivor when every check that ran passed', () => {
    expect(verdictOf(variant([outcome('replay-check', 'passed'), outcome('filtered-out', 'not-run')]))).toMatchObject({ verdict: 'survived', caughtBy: [] });
  });

  it('is an error when a file crashed, even if a check failed too', () => {
    const verdict = verdictOf(variant([outcome('replay-check', 'failed')], ['suites/idempotency/idempotency-states.check.ts: Cannot find module\n  at line 2']));
    expect(verdict).toMatchObject({ verdict: 'error', problem: 'suites/idempotency/idempotency-states.check.ts: Cannot find module' });
  });

  it('is an error when the run could not be made', () => {
    const run: VariantRun = { name: 'x', section: '1', checks: ['a'], run: { failure: 'the build did not start: EADDRINUSE' }, durationMs: 5 };
    expect(verdictOf(run)).toMatchObject({ verdict: 'error', problem: 'the build did not start: EADDRINUSE', caughtBy: [] });
  });

  it('is an error, not a survivor, when an expected check did not run (renamed, or left out by the profile)', () => {
    expect(verdictOf(variant([outcome('renamed-check', 'not-run')]))).toMatchObject({ verdict: 'error', problem: 'did not run: replay-check' });
    expect(verdictOf(variant([outcome('replay-check', 'failed'), outcome('gone', 'not-run')], [], ['replay-check', 'gone']))).toMatchObject({ verdict: 'error', problem: 'did not run: gone' });
  });

  it('is an error when nothing ran at all', () => {
    expect(verdictOf(variant([]))).toMatchObject({ verdict: 'error' });
  });

  it('judges the reference clean only when every declared check ran and passed', () => {
    expect(referenceVerdictOf(variant([outcome('replay-check', 'passed')]))).toMatchObject({ verdict: 'clean', caughtBy: [] });
    expect(referenceVerdictOf(variant([outcome('replay-check', 'failed')]))).toMatchObject({ verdict: 'error', caughtBy: ['replay-check'], problem: 'false positive: the reference fails replay-check' });
    expect(referenceVerdictOf(variant([outcome('replay-check', 'not-run')]))).toMatchObject({ verdict: 'error', problem: 'did not run: replay-check' });
  });

  it('is open when a build that may survive does, and says why', () => {
    const open = { kind: 'decision' as const, decisions: ['A1'], why: 'astral characters are not judged' };
    expect(verdictOf(variant([outcome('replay-check', 'passed')]), open)).toMatchObject({ verdict: 'open', note: 'open by A1: astral characters are not judged' });
    const gap = { kind: 'over-claim' as const, check: 'replay-check', why: 'it asks only for a 2xx' };
    expect(verdictOf(variant([outcome('replay-check', 'passed')]), gap)).toMatchObject({ verdict: 'open', note: 'over-claim of replay-check: it asks only for a 2xx' });
  });

  it('is a false positive when a check kills a build the spec leaves open, and a closed gap when it kills an over-claim', () => {
    const open = { kind: 'decision' as const, decisions: ['A1'], why: 'astral characters are not judged' };
    expect(verdictOf(variant([outcome('replay-check', 'failed')]), open)).toMatchObject({ verdict: 'error', caughtBy: ['replay-check'], problem: 'false positive: replay-check fail a deviation A1 leaves open' });
    const gap = { kind: 'over-claim' as const, check: 'replay-check', why: 'it asks only for a 2xx' };
    expect(verdictOf(variant([outcome('replay-check', 'failed')]), gap)).toMatchObject({ verdict: 'killed', note: 'recorded as an over-claim of replay-check, now caught: the record can go' });
  });

  it('passes the table only when the reference is clean and every build was killed or is open', () => {
    const clean = referenceVerdictOf(variant([outcome('replay-check', 'passed')]));
    const falsePositive = referenceVerdictOf(variant([outcome('replay-check', 'failed')]));
    const killed = verdictOf(variant([outcome('replay-check', 'failed')]));
    const survived = verdictOf(variant([outcome('replay-check', 'passed')]));
    const error = verdictOf(variant([], ['boom']));
    expect(tablePasses([clean, clean], [killed, killed])).toBe(true);
    expect(tablePasses([clean], [killed, survived])).toBe(false);
    expect(tablePasses([clean], [killed, error])).toBe(false);
    expect(tablePasses([clean, falsePositive], [killed])).toBe(false);
    expect(tablePasses([clean], [])).toBe(false);
    const open = verdictOf(variant([outcome('replay-check', 'passed')]), { kind: 'decision', decisions: ['A1'], why: 'open' });
    expect(tablePasses([clean], [killed, open])).toBe(true);
  });
});
