import { describe, expect, it } from 'vitest';
import { virtualClock } from '../clock.ts';
import { sweepEvery } from './sweep.ts';
import { throughputLimiter } from './throughput-limiter.ts';

const start = Date.UTC(2026, 10, 2, 9);
const number = (throughputMps: number, phoneNumberId = '109000000000001') => ({ phoneNumberId, throughputMps });

function admitted(times: number, admit: () => boolean): number {
  let yes = 0;
  for (let i = 0; i < times; i += 1) if (admit()) yes += 1;
  return yes;
}

describe('per-number throughput (130429)', () => {
  it('admits throughputMps messages in a second and refuses the next', () => {
    const clock = virtualClock(start);
    const limiter = throughputLimiter();
    const n = number(80);
    expect(admitted(80, () => limiter.admit(n, clock.now()))).toBe(80);
    expect(limiter.admit(n, clock.now())).toBe(false);
    clock.advance(999);
    expect(limiter.admit(n, clock.now())).toBe(false);
  });

  it('admits again exactly one second after the oldest admission', () => {
    const clock = virtualClock(start);
    const limiter = throughputLimiter();
    const n = number(2);
    limiter.admit(n, clock.now());
    clock.advance(400);
    limiter.admit(n, clock.now());
    clock.advance(599);
    expect(limiter.admit(n, clock.now())).toBe(false);
    clock.advance(1);
    expect(limiter.admit(n, clock.now())).toBe(true);
    expect(limiter.admit(n, clock.now())).toBe(false);
    clock.advance(400);
    expect(limiter.admit(n, clock.now())).toBe(true);
  });

  it('slides: never more than N in any one-second window', () => {
    const clock = virtualClock(start);
    const limiter = throughputLimiter();
    const n = number(10);
    const accepted: number[] = [];
    for (let i = 0; i < 5_000; i += 1) {
      if (limiter.admit(n, clock.now())) accepted.push(clock.now());
      clock.advance(i % 7 === 0 ? 13 : 1);
    }
    for (let i = 10; i < accepted.length; i += 1) expect((accepted[i] ?? 0) - (accepted[i - 10] ?? 0)).toBeGreaterThanOrEqual(1_000);
    expect(accepted.length).toBeGreaterThan(10);
  });

  it('does not count refused messages', () => {
    const clock = virtualClock(start);
    const limiter = throughputLimiter();
    const n = number(1);
    expect(limiter.admit(n, clock.now())).toBe(true);
    for (let i = 1; i <= 1_000; i += 1) {
      clock.advance(1);
      expect(limiter.admit(n, clock.now())).toBe(i === 1_000);
    }
  });

  it('keeps numbers apart', () => {
    const limiter = throughputLimiter();
    expect(limiter.admit(number(1, '1'), start)).toBe(true);
    expect(limiter.admit(number(1, '1'), start)).toBe(false);
    expect(limiter.admit(number(1, '2'), start)).toBe(true);
  });

  it('follows a throughput upgrade at once, keeping what the second already used', () => {
    const limiter = throughputLimiter();
    expect(admitted(5, () => limiter.admit(number(80), start))).toBe(5);
    expect(admitted(1_000, () => limiter.admit(number(1_000), start + 1))).toBe(995);
    expect(admitted(10, () => limiter.admit(number(80), start + 2))).toBe(0);
    expect(admitted(80, () => limiter.admit(number(80), start + 1_001))).toBe(80);
  });

  it('forgets numbers that went quiet, so memory stays bounded', () => {
    const clock = virtualClock(start);
    const limiter = throughputLimiter();
    for (let i = 0; i < 20_000; i += 1) {
      limiter.admit(number(80, String(i)), clock.now());
      clock.advance(1);
    }
    // At one new number per ms, at most a second's worth is live, plus one sweep period of slack.
    expect(limiter.tracked).toBeLessThanOrEqual(1_000 + sweepEvery);
  });

  it('reset forgets everything', () => {
    const limiter = throughputLimiter();
    limiter.admit(number(1), start);
    limiter.reset();
    expect(limiter.tracked).toBe(0);
    expect(limiter.admit(number(1), start)).toBe(true);
  });

  it('refuses a throughput that is not a positive integer, naming the number', () => {
    expect(() => throughputLimiter().admit(number(0, '42'), start)).toThrow(/throughputMps of number 42 .* got 0/);
    expect(() => throughputLimiter({ windowMs: 0 })).toThrow(/windowMs/);
  });
});
