// The HTTP edge itself: what it answers before the mock is asked (bodies it cannot read, media types
// it does not take, bodies over the limit), HEAD, keep-alive, and which exchanges reach the journal.
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { virtualClock } from '../clock.ts';
import { startUpstreamMock, type RunningUpstreamMock } from '../index.ts';
import { mainAuth, mainNumber, now, openCustomer, text, world } from '../send/test-kit.ts';

let mock: RunningUpstreamMock;

beforeEach(async () => {
  mock = await startUpstreamMock({ world, clock: virtualClock(now), seed: 7 });
});
afterEach(async () => {
  await mock.close();
});

interface Exchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request with exactly these headers and body (fetch would add or fix some). */
function exchange(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Exchange> {
  const { hostname, port } = new URL(mock.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, method, path, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const sendPath = `/${world.upstream.api_version}/${mainNumber}/messages`;
const validEnvelope = schemaCompiler('upstream').component('ErrorEnvelope');

/** The details of a platform error envelope, checked against the contract. */
function details(result: Exchange): string {
  const body = JSON.parse(result.text) as { error: { code: number; error_data?: { details?: string } } };
  expect(validEnvelope(body), result.text).toBe(true);
  expect(body.error.code).toBe(100);
  return body.error.error_data?.details ?? '';
}

describe('the HTTP edge', () => {
  it('answers a send as JSON on a connection it keeps open', async () => {
    const result = await exchange('POST', sendPath, { authorization: mainAuth, 'content-type': 'application/json', connection: 'keep-alive' }, JSON.stringify(text(openCustomer)));
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(result.headers['content-length']).toBe(String(Buffer.byteLength(result.text)));
    expect(result.headers['keep-alive']).toBe('timeout=72');
  });

  it('refuses a body it cannot read as JSON, in the platform envelope, and closes the connection', async () => {
    const json = { authorization: mainAuth, 'content-type': 'application/json' };
    const broken = await exchange('POST', sendPath, json, '{"messaging_product":');
    expect([broken.status, broken.headers.connection]).toEqual([400, 'close']);
    expect(details(broken)).toMatch(/not valid JSON/);
    expect(details(await exchange('POST', sendPath, json, ''))).toMatch(/cannot be empty/);
    expect(details(await exchange('POST', sendPath, json, '{"__proto__":{"admin":true}}'))).toMatch(/not valid JSON/);
    expect(details(await exchange('POST', sendPath, json, '{"a":{"constructor":{"prototype":{}}}}'))).toMatch(/not valid JSON/);
  });

  it('refuses a media type other than JSON or plain text with 100, and hands plain text to the mock as text', async () => {
    const form = await exchange('POST', sendPath, { authorization: mainAuth, 'content-type': 'application/x-www-form-urlencoded' }, 'to=12025550101');
    expect(form.status).toBe(400);
    expect(details(form)).toBe('Unsupported Media Type');
    const plain = await exchange('POST', sendPath, { authorization: mainAuth, 'content-type': 'text/plain' }, 'hello');
    expect(details(plain)).toBe('The request body must be a JSON object.');
  });

  it('refuses a body over the limit with 413', async () => {
    const result = await exchange('POST', sendPath, { authorization: mainAuth, 'content-type': 'application/json' }, `"${'x'.repeat(1_048_576)}"`);
    expect(result.status).toBe(413);
    expect(details(result)).toMatch(/too large/);
  });

  it('journals what reached the platform routes, the bodies as sent, and not what the edge refused', async () => {
    await exchange('POST', sendPath, { authorization: mainAuth, 'content-type': 'application/json' }, '{broken');
    const body = JSON.stringify(text(openCustomer));
    const sent = await exchange('POST', sendPath, { authorization: mainAuth, 'content-type': 'application/json' }, body);
    const journal = mock.mock.journal.list();
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ method: 'POST', path: sendPath, body: JSON.parse(body) as unknown, response: { status: 200, body: JSON.parse(sent.text) as unknown } });
    expect(journal[0]?.headers.authorization).toBe('<redacted>');
  });

  it('closes promptly while an answer is held back, sending that answer first on a closing connection', async () => {
    await mock.control.addFault({ times: 1, action: { kind: 'latency', ms: 200 } });
    const held = exchange('POST', sendPath, { authorization: mainAuth, 'content-type': 'application/json', connection: 'keep-alive' }, JSON.stringify(text(openCustomer)));
    // The mock journals a send as it takes it, before the planted latency: then the answer is held.
    while (mock.mock.journal.size === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // Nothing timed: a close() that waited for the kept-alive connection to go idle would wait out
    // the mock's 72 s keep-alive, past the test's own time limit.
    await mock.close();
    const answer = await held;
    expect([answer.status, answer.headers.connection]).toEqual([200, 'close']);
    // Closed already; the afterEach close must not fail on it.
    mock = await startUpstreamMock({ world, clock: virtualClock(now) });
  });

  it('answers HEAD on a listing with its headers only', async () => {
    const path = `/${world.upstream.api_version}/${world.business_accounts[0]?.id ?? ''}/message_templates`;
    const head = await exchange('HEAD', path, { authorization: mainAuth });
    expect([head.status, head.text, head.headers['content-type']]).toEqual([200, '', 'application/json; charset=utf-8']);
  });
});
