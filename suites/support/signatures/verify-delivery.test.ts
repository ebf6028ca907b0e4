// Section 5 item 7: "compute HMAC-SHA256 over the ASCII timestamp, a dot, and the exact raw body
// bytes, keyed with the subscription secret; compare hex with the part after `sha256=` in
// constant time; reject a timestamp more than 300 seconds from now." Decision A50: hex in either
// case, the key is the secret's UTF-8 bytes.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesOf, readVectorFile } from '../../../fixtures/signatures/vector-file.ts';
import { rejectionReasons, verifyDelivery, type SignedDelivery } from './verify-delivery.ts';

const read = readVectorFile();
const vectors = read.ok ? read.file.vectors : [];
const sign = (secret: string, timestamp: string, body: Uint8Array) => `sha256=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${timestamp}.`).update(body).digest('hex')}`;
const nowMs = 1_793_610_000_000;
const stamp = String(nowMs / 1000);
const body = Buffer.from('{"event":"message.sent"}');
const delivery = (overrides: Partial<SignedDelivery> = {}): SignedDelivery => ({ signature: sign('s3cret', stamp, body), timestamp: stamp, body, ...overrides });

describe('verifyDelivery', () => {
  it('has vectors to check against', () => {
    expect(read.ok ? [] : read.problems).toEqual([]);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('reaches the published verdict for %s', (_name, v) => {
    const verdict = verifyDelivery({ signature: v.headers['X-Service-Signature'], timestamp: v.headers['X-Service-Timestamp'], body: bytesOf(v.body_base64) }, v.secret, { nowMs: v.now * 1000 });
    expect(verdict.valid ? { valid: true } : { valid: false, reason: verdict.reason }).toEqual(v.expected);
  });

  it('accepts any body with any secret, keyed with its UTF-8 bytes, hex in either case, at any time within 300 s', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 48 }), fc.uint8Array({ maxLength: 2048 }), fc.integer({ min: -300_000, max: 300_000 }), fc.boolean(), (secret, bytes, skewMs, upper) => {
        const signature = sign(secret, stamp, bytes);
        expect(verifyDelivery({ signature: upper ? `sha256=${signature.slice(7).toUpperCase()}` : signature, timestamp: stamp, body: bytes }, secret, { nowMs: nowMs + skewMs })).toEqual({ valid: true });
      }),
    );
  });

  it('refuses a body changed in any byte, and the signature of any other secret', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 32 }), fc.string({ maxLength: 32 }), fc.uint8Array({ minLength: 1, maxLength: 512 }), fc.nat(), (secret, other, bytes, at) => {
        const tampered = Buffer.from(bytes);
        tampered[at % tampered.length] = (tampered[at % tampered.length] ?? 0) ^ 0x80;
        const signature = sign(secret, stamp, bytes);
        expect(verifyDelivery({ signature, timestamp: stamp, body: tampered }, secret, { nowMs })).toMatchObject({ valid: false, reason: 'signature_mismatch' });
        if (other !== secret) expect(verifyDelivery({ signature, timestamp: stamp, body: bytes }, other, { nowMs })).toMatchObject({ reason: 'signature_mismatch' });
      }),
    );
  });

  it('signs the timestamp as received: another spelling of the same second does not verify', () => {
    expect(verifyDelivery(delivery({ timestamp: `0${stamp}` }), 's3cret', { nowMs })).toMatchObject({ reason: 'signature_mismatch' });
  });

  it.each([
    ['no signature header', { signature: undefined }, 'missing_signature'],
    ['an empty signature header', { signature: '' }, 'missing_signature'],
    ['a prefix in another case', { signature: `SHA256=${'a'.repeat(64)}` }, 'missing_prefix'],
    ['another algorithm', { signature: `sha1=${'a'.repeat(40)}` }, 'missing_prefix'],
    ['a non-hex digit', { signature: `sha256=${'a'.repeat(63)}z` }, 'signature_not_hex'],
    ['surrounding space', { signature: `sha256=${'a'.repeat(64)} ` }, 'signature_not_hex'],
    ['65 hex digits', { signature: `sha256=${'a'.repeat(65)}` }, 'signature_wrong_length'],
    ['no hex at all', { signature: 'sha256=' }, 'signature_wrong_length'],
    ['no timestamp header', { timestamp: undefined }, 'missing_timestamp'],
    ['a timestamp in ISO form', { timestamp: '2026-11-02T09:00:00Z' }, 'malformed_timestamp'],
    ['a timestamp in milliseconds with a fraction', { timestamp: `${stamp}.5` }, 'malformed_timestamp'],
  ] as const)('refuses %s, naming why', (_what, overrides, reason) => {
    expect(verifyDelivery(delivery(overrides), 's3cret', { nowMs })).toMatchObject({ valid: false, reason });
  });

  it('judges the signature before the clock: a forged old delivery is a mismatch, a genuine one is stale', () => {
    const old = String(nowMs / 1000 - 3600);
    expect(verifyDelivery(delivery({ timestamp: old }), 's3cret', { nowMs })).toMatchObject({ reason: 'signature_mismatch' });
    expect(verifyDelivery(delivery({ timestamp: old, signature: sign('s3cret', old, body) }), 's3cret', { nowMs })).toMatchObject({ reason: 'stale_timestamp' });
  });

  it('uses the real clock when no time is given', () => {
    const signedAt = (seconds: number) => {
      const timestamp = String(Math.floor(Date.now() / 1000) + seconds);
      return delivery({ timestamp, signature: sign('s3cret', timestamp, body) });
    };
    expect(verifyDelivery(signedAt(0), 's3cret')).toEqual({ valid: true });
    expect(verifyDelivery(signedAt(-1000), 's3cret')).toMatchObject({ reason: 'stale_timestamp' });
    expect(verifyDelivery(signedAt(1000), 's3cret')).toMatchObject({ reason: 'future_timestamp' });
  });

  it('never puts the secret or a header value in its verdict', () => {
    const secret = 'fixture-do-not-print-me';
    const signatures = [undefined, 'x', `sha256=${secret}`, sign(secret, stamp, body), sign('other', stamp, body)];
    for (const signature of signatures) {
      for (const timestamp of [stamp, secret, undefined, String(nowMs / 1000 - 999)]) {
        const text = JSON.stringify(verifyDelivery({ signature, timestamp, body }, secret, { nowMs }));
        expect(text).not.toContain(secret);
        if (signature !== undefined && signature.length > 8) expect(text).not.toContain(signature.slice(7));
      }
    }
  });

  it('names the same reasons as the vectors schema', () => {
    const schema = JSON.parse(readFileSync(new URL('../../../fixtures/signatures/vectors.schema.json', import.meta.url), 'utf8')) as { $defs: { RejectionReason: { enum: string[] } } };
    expect([...rejectionReasons]).toEqual(schema.$defs.RejectionReason.enum);
  });
});
