// Sections 4.3 and 5.7: the signature is the lowercase hex HMAC-SHA256 of "{timestamp}.{raw body}"
// keyed with the UTF-8 bytes of the secret (decision A50), so a subscriber can verify any body.
import { createHmac, timingSafeEqual } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliverySignature } from './signature.ts';

/** A subscriber's verification, written from the spec's words rather than from the signer. */
function verifies(secret: string, timestamp: number, body: Uint8Array, header: string): boolean {
  const expected = createHmac('sha256', new TextEncoder().encode(secret)).update(Buffer.concat([Buffer.from(`${timestamp}.`), body])).digest();
  const given = /^sha256=([0-9a-f]{64})$/.exec(header)?.[1];
  return given !== undefined && timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

const secrets = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 64 });
const timestamps = fc.integer({ min: 0, max: 4_102_444_800 });
const bodies = fc.uint8Array({ maxLength: 4096 });

describe('delivery signature', () => {
  it('matches a known vector', () => {
    expect(deliverySignature('whsec_test', 1793610000, Buffer.from('{"event":"message.sent"}'))).toBe(
      `sha256=${createHmac('sha256', 'whsec_test').update('1793610000.{"event":"message.sent"}').digest('hex')}`,
    );
  });

  it('verifies for any body bytes (non-ASCII included), any secret and any timestamp', () => {
    fc.assert(
      fc.property(secrets, timestamps, bodies, (secret, timestamp, body) => {
        expect(verifies(secret, timestamp, body, deliverySignature(secret, timestamp, Buffer.from(body)))).toBe(true);
      }),
    );
  });

  it('no longer verifies once one body byte changes', () => {
    fc.assert(
      fc.property(secrets, timestamps, bodies.filter((b) => b.length > 0), fc.nat(), fc.integer({ min: 1, max: 255 }), (secret, timestamp, body, at, flip) => {
        const signature = deliverySignature(secret, timestamp, Buffer.from(body));
        const tampered = Uint8Array.from(body);
        const index = at % tampered.length;
        tampered[index] = (tampered[index] ?? 0) ^ flip;
        expect(verifies(secret, timestamp, tampered, signature)).toBe(false);
      }),
    );
  });

  it('is bound to its timestamp and its secret', () => {
    fc.assert(
      fc.property(secrets, secrets, timestamps, bodies, (secret, other, timestamp, body) => {
        const signature = deliverySignature(secret, timestamp, Buffer.from(body));
        expect(verifies(secret, timestamp + 1, body, signature)).toBe(false);
        if (other !== secret) expect(verifies(other, timestamp, body, signature)).toBe(false);
      }),
    );
  });
});
