// Report text stays short and never shows a secret: long strings are cut to their start and
// length, the Authorization header is left out, secrets are replaced in every form they take.
import { describe, expect, it } from 'vitest';
import { abbreviate, describeRequest, describeWalk, scrubSecrets } from './describe.ts';
import { sendStep, walkStep } from './requests.ts';

describe('abbreviate', () => {
  it('cuts long strings to their start and length, and keeps short ones', () => {
    expect(abbreviate({ text: 'a'.repeat(4097), to: '12025550101' })).toBe('{"text":"aaaaaaaaaaaaaaaa…(4097 characters)","to":"12025550101"}');
  });

  it('cuts the whole text at the limit it is given', () => {
    expect(abbreviate(Array.from({ length: 50 }, (_, i) => i), 20)).toHaveLength(20);
  });
});

describe('scrubSecrets', () => {
  it('replaces a secret as written and as escaped inside JSON', () => {
    const code = 'ab"1\n2';
    expect(scrubSecrets(`raw ${code} json ${JSON.stringify({ code })}`, [code])).toBe('raw <secret> json {"code":"<secret>"}');
  });
});

describe('describeRequest', () => {
  it('shows method, path, the headers that matter and the body, never the Authorization header', () => {
    const step = sendStep({ label: 'x', section: '3.3', caller: { authorization: 'Bearer tok-secret', phoneNumberId: '' }, body: { to: '1', text: 'Hi' }, idempotencyKey: 'key-a', contentType: 'text/plain' });
    const text = describeRequest(step);
    expect(text).toBe('POST /api/v2/messages [x-phone-number-id: ""] [content-type: "text/plain"] [idempotency-key: "key-a"] {"to":"1","text":"Hi"}');
    expect(text).not.toContain('tok-secret');
  });

  it('says when a body is not JSON', () => {
    expect(describeRequest(sendStep({ label: 'x', section: '7', caller: { authorization: null }, raw: '{to: 1}' }))).toBe('POST /api/v2/messages "{to: 1}" (not JSON)');
  });

  it('describes a walk by its first page', () => {
    expect(describeWalk(walkStep({ label: 'w', section: '4.2', caller: { authorization: 'Bearer t' }, query: [['limit', '5']] }))).toBe('GET /api/v2/templates?limit=5, then each next_cursor until has_more is false');
  });
});
