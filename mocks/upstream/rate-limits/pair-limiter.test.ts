import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { virtualClock } from '../clock.ts';
import { documentedPairLimit, pairLimiter } from './pair-limiter.ts';
import { sweepEvery } from './sweep.ts';

const start = Date.UTC(2026, 10, 2, 9);
const number = '109000000000001';
const customer = '12025550101';

function burst(limiter: ReturnType<typeof pairLimiter>, now: number, max = 1_000, waId = customer): number {
  let admitted = 0;
  while (admitted < max && limiter.admit(number, waId, now)) admitted += 1;
  return admitted;
}

describe('the pair rate limit (131056)', () => {
  it('defaults to the documented limit: one message per 6 s, bursts of 45', () => {
    expect(pairLimiter().limit).toEqual({ perWindow: 1, windowMs: 6_000, burst: 45 });
    expect(documentedPairLimit).toEqual({ perWindow: 1, windowMs: 6_000, burst: 45 });
  });

  it('lets a quiet pair send a burst of 45, then one more every 6 s', () => {
    const clock = virtualClock(start);
    const limiter = pairLimiter();
    expect(burst(limiter, clock.now())).toBe(45);
    clock.advance(5_999);
    expect(limiter.admit(number, customer, clock.now())).toBe(false);
    clock.advance(1);
    expect(limiter.admit(number, customer, clock.now())).toBe(true);
    expect(limiter.admit(number, customer, clock.now())).toBe(false);
  });

  it('makes a burst borrow from later: after 20 at once, the full burst is back only after 20 intervals', () => {
    const clock = virtualClock(start);
    const limiter = pairLimiter();
    expect(burst(limiter, clock.now(), 20)).toBe(20);
    clock.advance(60_000);
    expect(burst(limiter, clock.now())).toBe(35);
    const fresh = pairLimiter();
    burst(fresh, start, 20);
    expect(burst(fresh, start + 120_000)).toBe(45);
  });

  it('with burst 1 is a strict one message per interval', () => {
    const limiter = pairLimiter({ burst: 1 });
    expect(limiter.admit(number, customer, start)).toBe(true);
    expect(limiter.admit(number, customer, start + 5_999)).toBe(false);
    expect(limiter.admit(number, customer, start + 6_000)).toBe(true);
  });

  it('is configurable: 10 per minute with a burst of 10', () => {
    const limiter = pairLimiter({ perWindow: 10, windowMs: 60_000, burst: 10 });
    expect(burst(limiter, start)).toBe(10);
    expect(limiter.admit(number, customer, start + 5_999)).toBe(false);
    expect(limiter.admit(number, customer, start + 6_000)).toBe(true);
  });

  it('keeps pairs apart: another customer, or another number, has its own allowance', () => {
    const limiter = pairLimiter({ burst: 1 });
    expect(limiter.admit(number, customer, start)).toBe(true);
    expect(limiter.admit(number, '12025550102', start)).toBe(true);
    expect(limiter.admit('109000000000002', customer, start)).toBe(true);
    expect(limiter.admit(number, customer, start)).toBe(false);
  });

  it('does not count refused messages', () => {
    const limiter = pairLimiter({ burst: 1 });
    limiter.admit(number, customer, start);
    for (let t = 1; t < 6_000; t += 500) limiter.admit(number, customer, start + t);
    expect(limiter.admit(number, customer, start + 6_000)).toBe(true);
  });

  it('never admits more than burst + elapsed / interval messages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 200 }),
        (perWindow, windowMs, size, steps) => {
          const limiter = pairLimiter({ perWindow, windowMs, burst: size });
          let now = start;
          let admitted = 0;
          for (const step of steps) {
            now += step;
            if (limiter.admit(number, customer, now)) admitted += 1;
          }
          expect(admitted).toBeLessThanOrEqual(size + Math.floor(((now - start) * perWindow) / windowMs));
        },
      ),
    );
  });

  it('forgets pairs that have paid off their burst, so memory stays bounded', () => {
    const clock = virtualClock(start);
    const limiter = pairLimiter();
    for (let i = 0; i < 50_000; i += 1) {
      limiter.admit(number, String(i), clock.now());
      clock.advance(1);
    }
    // One message holds a pair for one interval (6 s = 6 000 new pairs here), plus a sweep period.
    expect(limiter.tracked).toBeLessThanOrEqual(6_000 + sweepEvery);
  });

  it('reset forgets every pair', () => {
    const limiter = pairLimiter({ burst: 1 });
    limiter.admit(number, customer, start);
    limiter.reset();
    expect(limiter.tracked).toBe(0);
    expect(limiter.admit(number, customer, start)).toBe(true);
  });

  it('refuses a limit that is not positive, or a fractional burst, naming the value', () => {
    expect(() => pairLimiter({ perWindow: 0 })).toThrow('pair limit perWindow must be a positive number, got 0');
    expect(() => pairLimiter({ windowMs: -1 })).toThrow(/windowMs .* got -1/);
    expect(() => pairLimiter({ burst: 1.5 })).toThrow(/burst must be an integer, got 1.5/);
  });
});
