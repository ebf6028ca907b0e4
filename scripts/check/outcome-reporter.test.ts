// What the reporter makes of a check that did not run, and which call it offers to reproduce a failure.
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../suites/support/http/recorded-call.ts';
import { notRunOf, reproductionCall } from './outcome-reporter.ts';

const call = (plane: RecordedCall['plane'], path: string): RecordedCall => ({ plane, method: 'POST', path });

describe('a check that did not run', () => {
  it('names the missing capability, from the reason the check gave', () => {
    expect(notRunOf('not run: capability clock not offered')).toEqual({ reason: 'capability clock not offered', capability: 'clock' });
    expect(notRunOf('not run: capability delivery_history not offered')).toMatchObject({ capability: 'delivery_history' });
  });

  it('keeps any other reason as given, and says skipped when there is none', () => {
    expect(notRunOf('the platform mock has no voice notes')).toEqual({ reason: 'the platform mock has no voice notes' });
    expect(notRunOf(undefined)).toEqual({ reason: 'skipped' });
  });
});

describe('the call that reproduces a failure', () => {
  it('is the last public call: control-plane calls are not what a reader sends again', () => {
    expect(reproductionCall({ calls: [call('public', '/api/v2/messages'), call('control', '/clock/advance')], total: 2 })?.path).toBe('/api/v2/messages');
  });

  it('is taken from the failing property run when there was one', () => {
    const trail = { calls: [call('public', '/api/v2/templates?limit=3')], failingRun: [call('public', '/api/v2/templates?limit=10'), call('control', '/reset')], total: 40 };
    expect(reproductionCall(trail)?.path).toBe('/api/v2/templates?limit=10');
  });

  it('is absent when the check made no public call', () => {
    expect(reproductionCall({ calls: [call('control', '/world')], total: 1 })).toBeUndefined();
    expect(reproductionCall(undefined)).toBeUndefined();
  });
});
