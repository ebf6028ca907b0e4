// Section 6 rules 1, 3 and 5, section 8 and decisions A49 and A51: what an attempt's answer means,
// when a subscription is switched off, how long attempts are kept, and when a retry comes.
import { describe, expect, it } from 'vitest';
import { daysMs, specLimits } from '../limits/spec-limits.ts';
import { historyCapacity, retained, withAttempt, type AttemptRecord } from './attempt-history.ts';
import { attemptOutcome } from './attempt-outcome.ts';
import { deliveryHeaders } from './delivery-headers.ts';
import { backoffPolicy } from './retry-policy.ts';
import { afterEvent, healthyStart } from './subscription-health.ts';

const failedEventsBeforeDisable = specLimits.failedDeliveriesBeforeDisable;
const historyRetentionMs = daysMs(specLimits.attemptHistoryDays);

describe('attempt outcome', () => {
  it.each([200, 201, 204, 299])('%i delivers', (status) => {
    expect(attemptOutcome({ kind: 'answered', status })).toEqual({ delivered: true, status, error: null });
  });

  it.each([301, 302, 307, 308])('%i fails: redirects are not followed', (status) => {
    expect(attemptOutcome({ kind: 'answered', status })).toMatchObject({ delivered: false, status, error: expect.stringContaining('redirect') });
  });

  it.each([400, 404, 410, 429, 500, 503])('%i fails', (status) => {
    expect(attemptOutcome({ kind: 'answered', status })).toMatchObject({ delivered: false, status });
  });

  it('a timeout or a connection error fails with no status', () => {
    expect(attemptOutcome({ kind: 'timeout', afterMs: 10_000 })).toEqual({ delivered: false, status: null, error: 'no answer within 10 s' });
    expect(attemptOutcome({ kind: 'unreachable', error: 'connection failed (ECONNREFUSED)' })).toEqual({ delivered: false, status: null, error: 'connection failed (ECONNREFUSED)' });
  });
});

describe('subscription health (A51)', () => {
  const fail = (times: number, start = healthyStart()) => Array.from({ length: times }).reduce<ReturnType<typeof healthyStart>>((h, _, i) => afterEvent(h, false, i), start);

  it('stays active through 19 failed events and switches off at the 20th', () => {
    expect(failedEventsBeforeDisable).toBe(20);
    expect(fail(failedEventsBeforeDisable - 1).disabledAt).toBeNull();
    expect(fail(failedEventsBeforeDisable)).toEqual({ consecutiveFailedEvents: 20, disabledAt: 19 });
  });

  it('any delivered event resets the count', () => {
    const reset = afterEvent(fail(19), true, 100);
    expect(reset.consecutiveFailedEvents).toBe(0);
    expect(fail(19, reset).disabledAt).toBeNull();
  });

  it('keeps the time it was switched off', () => {
    expect(fail(5, fail(20)).disabledAt).toBe(19);
  });
});

describe('attempt history', () => {
  const record = (endedAt: number): AttemptRecord => ({ deliveryId: 'd', event: 'message.sent', attempt: 1, startedAt: endedAt, endedAt, delivered: false, status: 500, error: 'answered 500' });

  it('keeps attempts for 7 days', () => {
    const history = [record(0), record(1000)];
    expect(historyRetentionMs).toBe(7 * 24 * 3_600_000);
    expect(retained(history, historyRetentionMs, historyRetentionMs)).toEqual([record(1000)]);
    expect(withAttempt(history, record(historyRetentionMs + 500), historyRetentionMs + 500, historyRetentionMs)).toEqual([record(1000), record(historyRetentionMs + 500)]);
  });

  it('holds a bounded number of attempts', () => {
    let history: AttemptRecord[] = [];
    for (let i = 0; i < historyCapacity + 5; i++) history = withAttempt(history, record(i), i, historyRetentionMs);
    expect(history).toHaveLength(historyCapacity);
    expect(history[0]?.endedAt).toBe(5);
  });
});

describe('retry schedule', () => {
  it('backs off exponentially with at most 10 % jitter', () => {
    const low = backoffPolicy(() => 0);
    const high = backoffPolicy(() => 0.999);
    expect([1, 2, 3, 4, 5].map((n) => low.delayAfter(n))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(high.delayAfter(1)).toBeLessThanOrEqual(33_000);
    expect(low.maxAttempts).toBe(6);
  });
});

describe('delivery headers', () => {
  it('carry the event, the delivery id and the attempt time in Unix seconds (A49)', () => {
    const headers = deliveryHeaders({ event: 'message.sent', deliveryId: '01JC4Z3J5QH7V9N2B8K6M0R1TX', at: 1_793_610_000_999, body: Buffer.from('{}'), secret: 's' });
    expect(headers).toMatchObject({
      'x-service-event': 'message.sent',
      'x-service-delivery': '01JC4Z3J5QH7V9N2B8K6M0R1TX',
      'x-service-timestamp': '1793610000',
      'x-service-signature': expect.stringMatching(/^sha256=[0-9a-f]{64}$/),
    });
  });
});
