// Section 5.7 and decision A50: the suite's verifier accepts what the spec prescribes and
// refuses a tampered body, another secret, a missing prefix and a malformed timestamp.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timestampSkewSeconds, verifySignature } from './delivery-signature.ts';

const sign = (key: Buffer | string, timestamp: string, body: Uint8Array) => createHmac('sha256', key).update(`${timestamp}.`).update(body).digest('hex');
const secrets = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 48 });
const bodies = fc.uint8Array({ maxLength: 2048 });
const stamps = fc.integer({ min: 0, max: 4_102_444_800 }).map(String);

describe('delivery signature verification', () => {
  it('accepts the HMAC of any body with any secret, keyed with its UTF-8 bytes, hex in either case', () => {
    fc.assert(
      fc.property(secrets, stamps, bodies, fc.boolean(), (secret, timestamp, body, upper) => {
        const hex = sign(Buffer.from(secret, 'utf8'), timestamp, body);
        const signature = `sha256=${upper ? hex.toUpperCase() : hex}`;
        expect(verifySignature({ signature, timestamp, body: Buffer.from(body) }, secret)).toEqual({ valid: true, key: 'utf8' });
      }),
    );
  });

  it('refuses a body changed in any byte, or the signature of another secret', () => {
    fc.assert(
      fc.property(secrets, secrets, stamps, bodies.filter((b) => b.length > 0), fc.nat(), (secret, other, timestamp, body, at) => {
        const signature = `sha256=${sign(secret, timestamp, body)}`;
        const tampered = Buffer.from(body);
        tampered[at % tampered.length] = (tampered[at % tampered.length] ?? 0) ^ 0x01;
        expect(verifySignature({ signature, timestamp, body: tampered }, secret).valid).toBe(false);
        if (other !== secret) expect(verifySignature({ signature, timestamp, body: Buffer.from(body) }, other).valid).toBe(false);
      }),
    );
  });

  it('says when only the hex- or base64-decoded secret verifies', () => {
    const body = Buffer.from('{}');
    expect(verifySignature({ signature: `sha256=${sign(Buffer.from('a1b2c3d4', 'hex'), '1', body)}`, timestamp: '1', body }, 'a1b2c3d4')).toEqual({ valid: true, key: 'hex' });
    expect(verifySignature({ signature: `sha256=${sign(Buffer.from('c2VjcmV0', 'base64'), '1', body)}`, timestamp: '1', body }, 'c2VjcmV0')).toEqual({ valid: true, key: 'base64' });
  });

  it('reads the prefix in any letter case, as the hex after it', () => {
    const body = Buffer.from('{}');
    expect(verifySignature({ signature: `SHA256=${sign('s', '1', body)}`, timestamp: '1', body }, 's')).toEqual({ valid: true, key: 'utf8' });
  });

  it.each([
    ['no prefix', 'a'.repeat(64), '1'],
    ['a short digest', `sha256=${'a'.repeat(63)}`, '1'],
    ['no signature', undefined, '1'],
    ['a timestamp in ISO form', `sha256=${'a'.repeat(64)}`, '2026-11-02T09:00:00Z'],
  ])('refuses %s', (_what, signature, timestamp) => {
    expect(verifySignature({ signature, timestamp, body: Buffer.from('{}') }, 's').valid).toBe(false);
  });

  it('measures timestamp skew in seconds either way', () => {
    expect(timestampSkewSeconds('1000', 1_300_000)).toBe(300);
    expect(timestampSkewSeconds('1300', 1_000_000)).toBe(300);
  });
});
