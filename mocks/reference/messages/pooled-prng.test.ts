// The pooled random source of ids and salts: the shapes the `ulid` package and the fingerprint
// expect, and no byte handed out twice across a refill of the pool.
import { describe, expect, it } from 'vitest';
import { pooledPrng, randomText } from './pooled-prng.ts';

describe('pooled random bytes', () => {
  it('gives the ulid package fractions of 256 in [0, 1)', () => {
    const prng = pooledPrng();
    // More draws than the pool holds, so it is refilled on the way.
    const draws = Array.from({ length: 10_000 }, () => prng());
    expect(draws.every((d) => d >= 0 && d < 1 && Number.isInteger(d * 256))).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(200);
  });

  it('gives salts of 16 bytes as 22 base64url characters, each one new', () => {
    const salts = Array.from({ length: 1_000 }, () => randomText(16));
    expect(salts.every((salt) => /^[A-Za-z0-9_-]{22}$/.test(salt))).toBe(true);
    expect(new Set(salts).size).toBe(salts.length);
  });
});
