// Section 3.3 and decision A2: "same body" is decided on parsed JSON, and the stored
// fingerprint does not give the body (or a one-time code inside it) away.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprint, sameBody } from './fingerprint.ts';

const secret = Buffer.alloc(32, 7);

/** The canonical form written the compact way: every stored fingerprint was made from this. */
function compactCanonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(compactCanonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${compactCanonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

describe('idempotency fingerprint', () => {
  it('ignores key order at every depth', () => {
    const stored = fingerprint(secret, { to: '1', template_components: [{ type: 'body', parameters: [{ type: 'text', text: 'a' }] }] });
    expect(sameBody(secret, stored, { template_components: [{ parameters: [{ text: 'a', type: 'text' }], type: 'body' }], to: '1' })).toBe(true);
  });

  it('writes the same canonical text as the compact form, so fingerprints stored before still match', () => {
    const withGaps = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined), fc.array(tie('value')), fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('10', '9', '__proto__', 'a', 'B', 'é')), tie('value'))),
    })).value;
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), withGaps), (value) => {
        expect(canonicalJson(value)).toBe(compactCanonical(value));
      }),
    );
    expect(canonicalJson({ b: 1, a: [1, undefined, { z: undefined, y: null }], 10: 'x', 9: 'y' })).toBe('{"10":"x","9":"y","a":[1,,{"y":null}],"b":1}');
    // Objects with many members are sorted another way (no quadratic sort of a caller's object): the same text.
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${(40 - i) * 7}`, { z: i, é: [i], A: null }]));
    expect(canonicalJson(many)).toBe(compactCanonical(many));
  });

  it('keeps array order significant', () => {
    const stored = fingerprint(secret, { list: [1, 2] });
    expect(sameBody(secret, stored, { list: [2, 1] })).toBe(false);
  });

  it('tells any two different JSON values apart', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(canonicalJson(a) !== canonicalJson(b));
        expect(sameBody(secret, fingerprint(secret, a), b)).toBe(false);
      }),
    );
  });

  it('salts every fingerprint, so equal bodies store different digests', () => {
    const body = { to: '1', text: '123456' };
    expect(fingerprint(secret, body).digest.equals(fingerprint(secret, body).digest)).toBe(false);
  });

  it('cannot be checked against a guessed code without the gateway secret', () => {
    const stored = fingerprint(secret, { code: '123456' });
    expect(sameBody(Buffer.alloc(32, 8), stored, { code: '123456' })).toBe(false);
    expect(stored.digest.toString('hex')).not.toContain('123456');
  });
});
