import { describe, expect, it } from 'vitest';
import { readIdempotencyKey } from './idempotency-key.ts';

const loc = ['header', 'Idempotency-Key'];

// §3.3 gives no format; A10: any non-empty string of up to 255 characters, compared exactly; an
// empty header is no key; longer is 422 validation_error at ["header","Idempotency-Key"].
describe('Idempotency-Key header (§3.3, A10)', () => {
  it('reads no key when the header is absent or empty', () => {
    expect(readIdempotencyKey(undefined)).toEqual({});
    expect(readIdempotencyKey('')).toEqual({});
    expect(readIdempotencyKey([])).toEqual({});
  });

  it('takes the key exactly, case and inner spacing included', () => {
    for (const key of ['Order-42', 'order-42', 'a b', ' x', 'ü', '{"json":true}']) expect(readIdempotencyKey(key)).toEqual({ key });
  });

  it('accepts exactly 255 characters and refuses 256', () => {
    expect(readIdempotencyKey('k'.repeat(255))).toEqual({ key: 'k'.repeat(255) });
    expect(readIdempotencyKey('k'.repeat(256))).toEqual({ problem: { loc, msg: 'at most 255 characters' } });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(readIdempotencyKey('😀'.repeat(255))).toEqual({ key: '😀'.repeat(255) });
    expect(readIdempotencyKey('😀'.repeat(256))).toHaveProperty('problem');
  });

  it('reads a single header line given as a list', () => {
    expect(readIdempotencyKey(['abc'])).toEqual({ key: 'abc' });
  });

  it('refuses a key sent on several header lines', () => {
    expect(readIdempotencyKey(['a', 'b'])).toEqual({ problem: { loc, msg: 'must be sent once' } });
  });

  it('gives each problem its own location array', () => {
    const first = readIdempotencyKey('k'.repeat(300));
    const second = readIdempotencyKey('k'.repeat(300));
    expect('problem' in first && 'problem' in second && first.problem.loc !== second.problem.loc).toBe(true);
  });
});
