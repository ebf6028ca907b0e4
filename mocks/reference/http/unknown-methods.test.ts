// Decision A56: routing comes before everything else, so a method the API does not serve is
// answered 405 with `Allow` on a served path and 404 on any other, whatever the body, the token
// or the content type: an API fuzzer's `QUERY` with no body is not a validation error.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from '../../upstream/http/hostile-kit.ts';
import { startReference, type RunningReference } from '../index.ts';

const controlToken = 'control-token-for-method-tests';
let reference: RunningReference;

beforeAll(async () => {
  reference = await startReference({ controlToken });
});

afterAll(async () => reference.close());

interface Answer {
  status: number;
  allow: string | undefined;
  json: unknown;
}

function exchange(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(reference.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode ?? 0, allow: incoming.headers.allow, json: text === '' ? undefined : (JSON.parse(text) as unknown) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

// Methods Node's parser knows that no route of the reference serves (TRACE is not among them: with
// a body it is no HTTP request at all, which the parser refuses, A73).
const methods = ['QUERY', 'PROPFIND', 'SEARCH', 'MKCOL', 'LOCK', 'REPORT', 'PURGE'];
const bodies: [string, Record<string, string>, string | undefined][] = [
  ['no body', {}, undefined],
  ['a JSON body', { 'content-type': 'application/json' }, '{"to":"12025550101","type":"text","text":"Hello"}'],
  ['a body without a content type', {}, 'hello'],
  ['an empty body with a content type', { 'content-type': 'text/plain' }, ''],
  ['a content type that names no media type', { 'content-type': 'nonsense' }, '{}'],
];
const callers: [string, Record<string, string>][] = [
  ['no token', {}],
  ['a bearer token', { authorization: 'Bearer fixture-token-main-0001' }],
  ['the control token', { authorization: `Bearer ${controlToken}` }],
];
const served: [string, string][] = [
  ['/api/v2/messages', 'POST'],
  ['/api/v2/templates', 'GET'],
  ['/api/v2/templates?limit=2', 'GET'],
  ['/api/v2/openapi.json', 'GET'],
  ['/api/v2/docs', 'GET'],
];
const unserved = ['/api/v1/messages', '/api/v2/webhooks', '/api/v2/nothing', '/', '/__harness/capabilities', '/__harness/world', '/__upstream/webhooks'];

describe('methods the API does not serve', () => {
  it.each(bodies)('are 405 with Allow on every served path, with %s', async (_what, headers, body) => {
    for (const [path, allowed] of served) {
      for (const method of methods) {
        for (const [who, caller] of callers) {
          const answer = await exchange(method, path, { ...caller, ...headers }, body);
          expect([answer.status, answer.allow], `${method} ${path} with ${who}`).toEqual([405, allowed]);
          expect(answer.json, `${method} ${path} with ${who}`).toMatchObject({ code: 'method_not_allowed' });
        }
      }
    }
  });

  it.each(bodies)('are 404 not_found on every other path, the control plane and the webhook endpoint included, with %s', async (_what, headers, body) => {
    for (const path of unserved) {
      for (const method of methods) {
        const answer = await exchange(method, path, { authorization: `Bearer ${controlToken}`, ...headers }, body);
        expect([answer.status, answer.json], `${method} ${path}`).toEqual([404, { code: 'not_found', message: 'There is no such endpoint.' }]);
      }
    }
  });

  it('leave the connection usable: a send right after a bodiless QUERY on the same connection is read as a send', async () => {
    // The QUERY was once answered 422 validation_error, as if it had a body that could not be read.
    const bytes = 'QUERY /api/v2/messages HTTP/1.1\r\nHost: x\r\n\r\nPOST /api/v2/messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}';
    const answer = await rawExchange(reference.url, bytes);
    expect([...answer.text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]))).toEqual([405, 401]);
    expect(answer.text).toContain('"code":"not_authenticated"');
  });
});
