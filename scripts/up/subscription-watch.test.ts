// What `listen` says about the stack behind its subscription: once when it stops answering, once
// when it is back, and the end when a restart dropped the subscription; on Ctrl-C, what became
// of the subscription rather than a claim that it was removed.
import { describe, expect, it } from 'vitest';
import { removalLine, subscriptionWatch } from './subscription-watch.ts';

describe('subscriptionWatch', () => {
  it('says once that the stack stopped, and once that it is back with the subscription', () => {
    const watch = subscriptionWatch('http://127.0.0.1:4000', 'dev_1');
    expect(watch({ kind: 'answered' })).toEqual({});
    expect(watch({ kind: 'unreachable', reason: 'connection refused' }).say).toMatch(/^the stack at http:\/\/127\.0\.0\.1:4000 stopped answering \(connection refused\)/);
    expect(watch({ kind: 'unreachable', reason: 'connection refused' })).toEqual({});
    expect(watch({ kind: 'answered' }).say).toMatch(/answers again and subscription dev_1 is still there/);
  });

  it('ends when the subscription is gone, saying a restart without --state dropped it', () => {
    const step = subscriptionWatch('http://127.0.0.1:4000', 'dev_1')({ kind: 'gone' });
    expect(step.end).toBe(true);
    expect(step.say).toMatch(/subscription dev_1 no longer exists: .* restarted without --state/);
  });
});

describe('removalLine', () => {
  it('claims a removal only when the stack made one', () => {
    const gateway = 'http://127.0.0.1:4000';
    expect(removalLine('dev_1', gateway, { kind: 'removed' })).toBe('subscription dev_1 removed');
    for (const removal of [{ kind: 'gone' }, { kind: 'unreachable', reason: 'connection refused' }, { kind: 'refused', status: 401 }] as const) {
      expect(removalLine('dev_1', gateway, removal)).not.toMatch(/^subscription dev_1 removed/);
    }
    expect(removalLine('dev_1', gateway, { kind: 'gone' })).toMatch(/already gone/);
  });
});
