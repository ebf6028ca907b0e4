import { describe, expect, it } from 'vitest';
import { bodyValues, detailsOf, expectAccepted, send, template } from './test-kit.ts';

// Contract: code 132005 (the template text grows past the allowed length once filled in).
describe('send: length of the filled-in body', () => {
  // "Your order {{1}} was cancelled. A refund is on its way." is 56 characters with the placeholder.
  const fixed = 'Your order  was cancelled. A refund is on its way.'.length;

  it('accepts a body of exactly 1024 characters once filled', () => {
    expectAccepted(send(template('order_cancelled', [bodyValues('x'.repeat(1024 - fixed))])));
  });

  it('refuses a body of 1025 characters once filled, with 132005', () => {
    expect(detailsOf(send(template('order_cancelled', [bodyValues('x'.repeat(1025 - fixed))])), 132005)).toContain('1025 characters');
  });

  it('counts characters, not UTF-16 units', () => {
    expectAccepted(send(template('order_cancelled', [bodyValues('😀'.repeat(1024 - fixed))])));
  });
});
