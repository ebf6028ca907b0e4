// Section 1, item 1: the window is learned from signed platform webhooks only.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { platformSignatureValid } from './platform-signature.ts';

const secret = 'app-secret';
const body = Buffer.from('{"object":"whatsapp_business_account","entry":[{"text":"caf\\u00e9"}]}');
const sign = (bytes: Buffer, key = secret) => `sha256=${createHmac('sha256', key).update(bytes).digest('hex')}`;

describe('platform webhook signature', () => {
  it('accepts the HMAC of the exact bytes', () => {
    expect(platformSignatureValid(body, sign(body), secret)).toBe(true);
  });

  it('accepts upper-case hex', () => {
    expect(platformSignatureValid(body, sign(body).toUpperCase().replace('SHA256=', 'sha256='), secret)).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['another secret', sign(body, 'other')],
    ['another body', sign(Buffer.from('{}'))],
    ['no prefix', sign(body).slice('sha256='.length)],
    ['truncated', sign(body).slice(0, -2)],
  ])('refuses a %s signature', (_what, signature) => {
    expect(platformSignatureValid(body, signature, secret)).toBe(false);
  });
});
