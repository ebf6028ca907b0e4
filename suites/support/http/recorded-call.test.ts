// What a report may keep of a check's HTTP call: everything needed to send it again, no secret.
import { describe, expect, it } from 'vitest';
import type { HttpResponse } from '../../../contracts/exchange/http-exchange.ts';
import { codePlaceholder, redactOneTimeCodes } from './one-time-code-redaction.ts';
import { recordControlCall, recordPublicCall, tokenPlaceholder } from './recorded-call.ts';

const token = 'fixture-token-main-0001';
const ok = (text: string, headers: Record<string, string> = {}): { response: HttpResponse } => ({ response: { status: 200, headers: { 'content-type': 'application/json', ...headers }, text } });

describe('the access token becomes $GATEWAY_TOKEN, keeping the header shape', () => {
  it.each([
    ['Bearer abc123', 'Bearer $GATEWAY_TOKEN', 'abc123'],
    ['bearer  abc123 ', 'bearer  $GATEWAY_TOKEN ', 'abc123'],
    ['abc123', '$GATEWAY_TOKEN', 'abc123'],
    ['Token a b', 'Token $GATEWAY_TOKEN', 'a b'],
    ['Bearer', 'Bearer', undefined],
    ['', '', undefined],
  ])('%j -> %j', (value, header, secret) => {
    expect(tokenPlaceholder(value)).toEqual({ header, secret });
  });
});

describe('a public call as recorded', () => {
  it('keeps method, path, headers and body, with the token replaced everywhere it came back', () => {
    const call = recordPublicCall(
      { method: 'post', path: '/api/v2/messages?x=1', headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'k-1' }, body: '{"to":"15550001111","text":"hi"}' },
      ok(`{"code":"not_authenticated","message":"token ${token} is unknown"}`, { 'x-echo': token }),
    );
    expect(call).toMatchObject({
      plane: 'public',
      method: 'POST',
      path: '/api/v2/messages?x=1',
      headers: { authorization: 'Bearer $GATEWAY_TOKEN', 'idempotency-key': 'k-1' },
      body: '{"to":"15550001111","text":"hi"}',
      bodyEncoding: 'utf8',
      response: { status: 200 },
    });
    expect(JSON.stringify(call)).not.toContain(token);
  });

  it('hides the token where the check also put it in the query or the body', () => {
    const call = recordPublicCall({ method: 'POST', path: `/api/v2/messages?access_token=${token}`, headers: { authorization: `Bearer ${token}` }, body: `{"token":"${token}"}` }, ok('{}'));
    expect(call.path).toBe('/api/v2/messages?access_token=<redacted>');
    expect(call.body).toBe('{"token":"<redacted>"}');
  });

  it('replaces signature headers and says so', () => {
    const call = recordPublicCall({ method: 'POST', path: '/webhooks', headers: { 'X-Hub-Signature-256': 'sha256=abcdef' }, body: '{}' }, ok('{}'));
    expect(call.headers).toEqual({ 'X-Hub-Signature-256': '<signature>' });
    expect(call.replaced).toEqual(['X-Hub-Signature-256 header']);
  });

  it('keeps bytes that are not UTF-8 as base64 and leaves out a body too large to keep', () => {
    const binary = recordPublicCall({ method: 'POST', path: '/api/v2/messages', headers: {}, body: Buffer.from([0xff, 0xfe, 0x41]) }, ok('{}'));
    expect(binary).toMatchObject({ body: '//5B', bodyEncoding: 'base64' });
    const large = recordPublicCall({ method: 'POST', path: '/api/v2/messages', headers: {}, body: 'x'.repeat(70_000) }, ok('{}'));
    expect(large.body).toBeUndefined();
    expect(large.bodyOmittedBytes).toBe(70_000);
  });

  it('records a call that got no answer, with the reason', () => {
    const call = recordPublicCall({ method: 'GET', path: '/api/v2/templates', headers: { authorization: `Bearer ${token}` } }, { error: new Error(`connect ECONNREFUSED (${token})`) });
    expect(call.transportError).toBe('connect ECONNREFUSED (<redacted>)');
    expect(call.response).toBeUndefined();
  });

  it('keeps only method, path and status of a control-plane call (its bodies carry worlds and secrets)', () => {
    const call = recordControlCall({ method: 'put', path: '/world', headers: { authorization: 'Bearer control' }, body: `{"token":"${token}"}` }, ok(`{"token":"${token}"}`));
    expect(call).toEqual({ plane: 'control', method: 'PUT', path: '/world', response: { status: 200 } });
  });
});

describe('one-time codes never reach a record', () => {
  const otpSend = (code: unknown, template = 'otp_login') =>
    JSON.stringify({ to: '15550001111', type: 'template', template_name: template, template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: code }] }] });

  it('takes the code out of a send to an AUTHENTICATION template of the bundled worlds', () => {
    const call = recordPublicCall({ method: 'POST', path: '/api/v2/messages', headers: {}, body: otpSend('493817') }, ok('{"code":"internal_error","message":"code 493817 failed"}'));
    expect(call.body).toContain(codePlaceholder);
    expect(JSON.stringify(call)).not.toContain('493817');
    expect(call.replaced).toEqual(['one-time code']);
  });

  it('takes the code out when only the answer says it was one (a template unknown to the worlds)', () => {
    const marked = redactOneTimeCodes(otpSend('777111', 'login_code'), '{"redacted":true}', () => false);
    expect(marked).toEqual({ text: otpSend(codePlaceholder, 'login_code'), codes: ['777111'] });
    const refused = redactOneTimeCodes(otpSend(12345, 'login_code'), '{"code":"invalid_one_time_code","message":"bad code"}', () => false);
    expect(refused.codes).toEqual(['12345']);
  });

  it('leaves other template sends and text sends as they were sent, byte for byte', () => {
    const other = otpSend('A-1001', 'order_cancelled');
    expect(redactOneTimeCodes(other, '{"redacted":false}', () => false)).toEqual({ text: other, codes: [] });
    const text = '{ "to": "15550001111", "text": "123456" }';
    expect(redactOneTimeCodes(text, '{"redacted":true}')).toEqual({ text, codes: [] });
    expect(redactOneTimeCodes('{not json', '')).toEqual({ text: '{not json', codes: [] });
  });
});
