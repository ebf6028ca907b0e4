// The soak's judgement on its own: what counts as lost, unanswered, too slow or not released.
import { describe, expect, it } from 'vitest';
import type { SendOutcome } from './soak-load.ts';
import { formatSoakReport, soakReport, type SoakCounts } from './soak-report.ts';

const ok: SendOutcome = { status: 200, code: undefined, replayed: false, ms: 20 };
const throttled: SendOutcome = { status: 429, code: 'rate_limited', replayed: false, ms: 20 };

function counts(change: Partial<SoakCounts> = {}): SoakCounts {
  return {
    seconds: 1,
    load: { first: [ok, throttled], retries: [ok], customerWrites: 1, customerWriteErrors: 0 },
    emitted: { 'message.sent': 2, 'message.received': 1 },
    received: { 'message.sent': 2, 'message.received': 1 },
    deliveryAttempts: 5,
    bodyMismatches: [],
    unfinishedDeliveries: 0,
    subscriptionDisabled: false,
    answerBoundMs: 1_000,
    ...change,
  };
}

describe('the soak report', () => {
  it('finds nothing wrong when every request was answered and every event received', () => {
    const report = soakReport(counts());
    expect(report.problems).toEqual([]);
    expect(report.requests).toMatchObject({ sent: 3, answered: 3, byStatus: { '200': 2, '429': 1 }, retried: 1, retriesSucceeded: 1 });
    expect(report.events).toMatchObject({ emitted: 3, received: 3, lost: 0 });
    expect(formatSoakReport(report)).toContain('nothing lost, every request answered');
  });

  it('names events lost, events under two ids, a request without answer, an answer too slow, an odd status and a replayed failure', () => {
    const report = soakReport(
      counts({
        load: { first: [{ ...ok, ms: 5_000 }, { status: 0, code: undefined, replayed: false, ms: 1, transportError: 'socket hang up' }, { status: 404, code: 'not_found', replayed: false, ms: 1 }], retries: [{ ...ok, replayed: true }], customerWrites: 0, customerWriteErrors: 0 },
        received: { 'message.sent': 1, 'message.received': 2 },
        unfinishedDeliveries: 1,
        subscriptionDisabled: true,
      }),
    );
    expect(report.problems).toEqual([
      '1 request(s) got no answer: socket hang up',
      '1 answer(s) section 7 does not give a send: 404:not_found',
      'the slowest answer took 5000 ms, over 1000 ms',
      '1 retry(ies) of a failed send were replays: the key was not released',
      '1 message.received event(s) received under more than one delivery id',
      '1 message.sent event(s) lost (2 emitted, 1 received)',
      '1 delivery(ies) still unfinished at the end',
      'the subscription was switched off',
    ]);
    expect(report.events.lost).toBe(0);
    expect(formatSoakReport(report)).toContain('PROBLEM: 1 message.sent event(s) lost');
  });
});
