// Sections 5.3 and 4 with decisions A13 and A17: a send is authenticated before its body or its
// media type is judged, so a request without a token is 401 whatever its `Content-Type`: one
// naming no media type at all (`json`, empty, `;`) included. With the token, such a body is the
// 422 validation_error of any body that is not JSON, and the control plane still refuses it.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { usePair } from './pair-kit.ts';

const controlToken = 'control-token-for-media-type-tests';
const pair = usePair(controlToken);
const token = 'fixture-token-main-0001';
const body = JSON.stringify({ to: '12025550101', type: 'text', text: 'Hello' });

function post(path: string, headers: Record<string, string>): Promise<{ status: number; json: unknown }> {
  const { hostname, port } = new URL(pair.reference.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method: 'POST', path, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

// Values that name no media type, then ones that name another, then none at all.
const contentTypes: [string, Record<string, string>][] = [
  ['json', { 'content-type': 'json' }],
  ['an empty value', { 'content-type': '' }],
  ['a lone semicolon', { 'content-type': ';' }],
  ['a slash only', { 'content-type': '/' }],
  ['text/plain', { 'content-type': 'text/plain' }],
  ['multipart/form-data', { 'content-type': 'multipart/form-data; boundary=x' }],
  ['no Content-Type', {}],
];

describe('a send whose Content-Type is not JSON', () => {
  it.each(contentTypes)('is 401 not_authenticated without a token, with %s', async (_what, headers) => {
    for (const authorization of [{}, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer not-a-token-anyone-holds' }] as Record<string, string>[]) {
      const answer = await post('/api/v2/messages', { ...headers, ...authorization });
      expect(answer, JSON.stringify(authorization)).toMatchObject({ status: 401, json: { code: 'not_authenticated' } });
    }
  });

  it.each(contentTypes)('is 422 validation_error at the body with the token, with %s', async (_what, headers) => {
    const answer = await post('/api/v2/messages', { ...headers, authorization: `Bearer ${token}` });
    expect(answer).toMatchObject({ status: 422, json: { code: 'validation_error', detail: [{ loc: ['body'] }] } });
    expect(await pair.upstream.control.journal({ kind: 'request' })).toMatchObject({ entries: [] });
  });

  it('is still refused by the control plane, once its token is given', async () => {
    const without = await post('/__harness/reset', { 'content-type': 'json' });
    expect(without.status).toBe(401);
    const withToken = await post('/__harness/reset', { 'content-type': 'json', authorization: `Bearer ${controlToken}` });
    expect(withToken).toMatchObject({ status: 400, json: { error: 'invalid_request' } });
  });
});
