import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inboundMessageWebhook } from './envelope.ts';
import { inboundMessage } from './inbound-message.ts';
import { serialiseWebhookBody, signatureHeader, signWebhookBody, verifyWebhookSignature } from './sign.ts';

const secret = 'fixture-app-secret-0001';
// JSON never holds a raw control character, so the body must be printable ASCII (DEL aside).
const ascii = /^[\x20-\x7f]*$/;

function independentSignature(key: string, raw: string): string {
  return `sha256=${createHmac('sha256', Buffer.from(key, 'utf8')).update(Buffer.from(raw, 'utf8')).digest('hex')}`;
}

function textWebhook(text: string) {
  return inboundMessageWebhook({
    number: { phoneNumberId: '109000000000001', displayPhoneNumber: '+1 202-555-0110', businessAccountId: '200000000000001' },
    customer: { waId: '12025550101', profileName: 'Zoë' },
    message: inboundMessage('text', { from: '12025550101', id: 'wamid.IN1', at: 1_793_610_000_000 }, { body: text }),
  });
}

const samples: [string, string][] = [
  ['Latin with accents', 'Café déjà vu'],
  ['an emoji outside the BMP', 'thanks 😀'],
  ['Arabic', 'مرحبا، هل طلبي جاهز؟'],
  ['CJK', '我的订单准备好了吗'],
  ['line and paragraph separators', 'a\u2028b\u2029c'],
];

describe('serialising a webhook body as the platform does', () => {
  it.each(samples)('%s: the raw body is pure ASCII and parses back to the payload', (_, text) => {
    const payload = textWebhook(text);
    const raw = serialiseWebhookBody(payload);
    expect(raw).toMatch(ascii);
    expect(JSON.parse(raw)).toEqual(payload);
  });

  it('escapes each non-ASCII UTF-16 unit as \\u and four lower-case hex digits', () => {
    expect(serialiseWebhookBody({ t: 'é' })).toBe('{"t":"\\u00e9"}');
    expect(serialiseWebhookBody({ t: 'äöå' })).toBe('{"t":"\\u00e4\\u00f6\\u00e5"}');
    expect(serialiseWebhookBody({ t: 'ÿ€' })).toBe('{"t":"\\u00ff\\u20ac"}');
  });

  it('writes a character outside the BMP as its surrogate pair, two escapes', () => {
    expect(serialiseWebhookBody({ t: '😀' })).toBe('{"t":"\\ud83d\\ude00"}');
  });

  it('keeps a lone surrogate as one lower-case escape and still round-trips', () => {
    const raw = serialiseWebhookBody({ t: 'a\ud800b' });
    expect(raw).toBe('{"t":"a\\ud800b"}');
    expect(JSON.parse(raw)).toEqual({ t: 'a\ud800b' });
  });

  it('is compact JSON with ASCII left alone', () => {
    expect(serialiseWebhookBody({ a: [1, 'x y'], b: null })).toBe('{"a":[1,"x y"],"b":null}');
  });

  it('escapes slashes only when asked, and the body still parses back', () => {
    const payload = { mime_type: 'image/jpeg' };
    expect(serialiseWebhookBody(payload)).toBe('{"mime_type":"image/jpeg"}');
    const raw = serialiseWebhookBody(payload, { escapeSlashes: true });
    expect(raw).toBe('{"mime_type":"image\\/jpeg"}');
    expect(JSON.parse(raw)).toEqual(payload);
  });

  it('refuses something that is not a JSON value', () => {
    expect(() => serialiseWebhookBody(undefined)).toThrow(TypeError);
  });
});

describe('signing (X-Hub-Signature-256)', () => {
  it('matches the HMAC-SHA256 test vector of RFC 4231 (case 2)', () => {
    expect(signWebhookBody('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it.each(samples)('%s: the signature equals an independent HMAC over the raw bytes and verifies', (_, text) => {
    const raw = serialiseWebhookBody(textWebhook(text));
    const header = signWebhookBody(secret, raw);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(header).toBe(independentSignature(secret, raw));
    expect(verifyWebhookSignature(secret, raw, header)).toBe(true);
    expect(verifyWebhookSignature(secret, Buffer.from(raw, 'utf8'), header)).toBe(true);
  });

  it('does not verify a body re-serialised without escapes (the subscriber mistake it exposes)', () => {
    const payload = textWebhook('Café 😀');
    const header = signWebhookBody(secret, serialiseWebhookBody(payload));
    expect(verifyWebhookSignature(secret, JSON.stringify(payload), header)).toBe(false);
  });

  it('names the header in lower case, as Node hands it to a server', () => {
    expect(signatureHeader).toBe('x-hub-signature-256');
  });
});

describe('verifying a signature', () => {
  const raw = serialiseWebhookBody(textWebhook('Is my order ready?'));
  const header = signWebhookBody(secret, raw);

  it('refuses a tampered body', () => {
    expect(verifyWebhookSignature(secret, raw.replace('ready', 'READY'), header)).toBe(false);
  });

  it('refuses the wrong secret', () => {
    expect(verifyWebhookSignature('another-secret', raw, header)).toBe(false);
  });

  it('refuses the digest without its sha256= prefix', () => {
    expect(verifyWebhookSignature(secret, raw, header.slice('sha256='.length))).toBe(false);
  });

  it('refuses upper-case hex', () => {
    expect(verifyWebhookSignature(secret, raw, `sha256=${header.slice('sha256='.length).toUpperCase()}`)).toBe(false);
  });

  it('refuses a missing, empty, truncated or over-long header without throwing', () => {
    for (const bad of [undefined, '', 'sha256=', header.slice(0, -1), `${header}0`, `sha1=${header.slice(7)}`]) {
      expect(verifyWebhookSignature(secret, raw, bad)).toBe(false);
    }
  });

  it('refuses a header of the right length with non-ASCII in it', () => {
    expect(verifyWebhookSignature(secret, raw, `${header.slice(0, -1)}é`)).toBe(false);
  });
});

// Whole code points (astral ones included) and single UTF-16 units (lone surrogates included).
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)), maxLength: 64 }),
);

describe('any text a customer writes', () => {
  it('round-trips through the ASCII body and its signature verifies', () => {
    fc.assert(
      fc.property(anyText, fc.string({ minLength: 1, maxLength: 32 }), (text, key) => {
        const payload = textWebhook(text);
        const raw = serialiseWebhookBody(payload);
        const header = signWebhookBody(key, raw);
        expect(raw).toMatch(ascii);
        expect(JSON.parse(raw)).toEqual(payload);
        expect(header).toBe(independentSignature(key, raw));
        expect(verifyWebhookSignature(key, raw, header)).toBe(true);
      }),
    );
  });
});
