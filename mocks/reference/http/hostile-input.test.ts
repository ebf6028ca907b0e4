// Decision A73 (sections 2.7, 4, 7; with A15, A17, A66): the reference's three HTTP surfaces, the
// public API, the control plane and the platform-webhook endpoint, under hostile input. Whatever
// arrives, the answer is never a 5xx (but the platform's own 502 on a send it refused), always in
// the format of its surface, never a crash or a hang, and no built-in prototype changes.
import { request } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { hostileBodies, pollutionMarker, prototypeAdditions, rawExchange, rawJson } from '../../upstream/http/hostile-kit.ts';
import { startReference } from '../index.ts';
import { start, usePair, world } from './pair-kit.ts';

const controlToken = 'control-token-for-hostile-tests';
const pair = usePair(controlToken);
const mainToken = 'fixture-token-main-0001';
const runs = 300;

interface Answer {
  status: number;
  json: Record<string, unknown> | undefined;
}

async function exchange(url: string, method: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : new Uint8Array(body), signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

const control = (method: string, path: string, body?: Buffer | string, token = controlToken) =>
  exchange(`${pair.reference.controlUrl ?? ''}${path}`, method, { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body);
const send = (body: Buffer | string, headers: Record<string, string> = {}) =>
  exchange(`${pair.reference.url}/api/v2/messages`, 'POST', { authorization: `Bearer ${mainToken}`, 'content-type': 'application/json', ...headers }, body);

/** Sends that reached the platform (status webhooks and template look-ups are journaled too). */
const platformSends = () => pair.upstream.mock.journal.list({ kind: 'request' }).filter((entry) => entry.method === 'POST').length;

/** Section 2.7: `code` and `message`, and `detail` on a validation error. */
function expectPublicError(answer: Answer, what: string): void {
  expect(answer.status >= 400 && answer.status < 500, `${what}: answered ${answer.status}`).toBe(true);
  expect([typeof answer.json?.code, typeof answer.json?.message], `${what}: ${JSON.stringify(answer.json)}`).toEqual(['string', 'string']);
  if (answer.json?.code === 'validation_error') expect(Array.isArray(answer.json.detail), what).toBe(true);
}

const validSends = [
  JSON.stringify({ to: '12025550101', type: 'text', text: 'Hello' }),
  JSON.stringify({ to: '12025550101', type: 'interactive', interactive: { type: 'buttons', body: 'Pick', buttons: [{ id: 'a', title: 'A' }] } }),
  JSON.stringify({ to: '12025550101', type: 'template', template_name: 'order_cancelled', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: 'A-1' }] }] }),
];

describe('the public API under hostile bodies', () => {
  it('answers 300 of them, keyed or not, with a 4xx in the error format, or as the platform answered what reached it', async () => {
    let keys = 0;
    await fc.assert(
      fc.asyncProperty(hostileBodies(validSends), fc.boolean(), async (hostile, keyed) => {
        const key: Record<string, string> = keyed ? { 'idempotency-key': `hostile-${(keys += 1)}` } : {};
        pair.upstream.mock.clock.advance(6_000);
        const before = platformSends();
        const answer = await send(hostile.bytes, key);
        const reached = platformSends() > before;
        if (answer.status === 200 || (answer.status === 502 && reached)) return;
        expectPublicError(answer, hostile.what);
        expect(reached, `${hostile.what}: reached the platform`).toBe(false);
      }),
      { numRuns: runs },
    );
    expect((await send(validSends[0]!)).status).toBe(200);
  });

  it('reads no body nested deeper than 64 levels, with or without a key (the fingerprint walks the body)', async () => {
    for (const key of [{}, { 'idempotency-key': 'deep' }] as Record<string, string>[]) {
      const deep = await send(validSends[0]!.replace(/}$/, `,"extra":${'['.repeat(20_000)}${']'.repeat(20_000)}}`), key);
      expect([deep.status, deep.json?.message]).toEqual([422, 'body: the body is nested more than 64 levels deep']);
    }
    expect((await send(validSends[0]!.replace(/}$/, `,"extra":${'['.repeat(60)}${']'.repeat(60)}}`), { 'idempotency-key': 'shallow' })).status).toBe(200);
  });

  it('refuses malformed UTF-8 instead of replacing it', async () => {
    const broken = Buffer.concat([Buffer.from('{"to":"12025550101","type":"text","text":"caf'), Buffer.from([0xc3]), Buffer.from('"}')]);
    expect((await send(broken)).json).toMatchObject({ code: 'validation_error', detail: [{ loc: ['body'], msg: 'the body is not valid UTF-8' }] });
    expect(platformSends()).toBe(0);
  });

  it('takes __proto__, constructor and prototype members as unknown members, changing no prototype', async () => {
    const answer = await send(`{"__proto__":{"type":"template"},"constructor":{"prototype":{"${pollutionMarker}":1}},"to":"12025550101","text":"Plain text"}`);
    expect([answer.status, answer.json?.message_type, answer.json?.content]).toEqual([200, 'text', 'Plain text']);
    expect(prototypeAdditions()).toEqual([]);
    expect(({} as Record<string, unknown>)[pollutionMarker]).toBeUndefined();
  });

  it('counts a repeated Authorization as no token (A15) and refuses a repeated Idempotency-Key (A10)', async () => {
    const twice = (name: string, values: string[]) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(pair.reference.url);
        const outgoing = request({ hostname, port, method: 'POST', path: '/api/v2/messages', headers: { authorization: `Bearer ${mainToken}`, 'content-type': 'application/json', [name]: values }, agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        outgoing.on('error', reject);
        outgoing.end(validSends[0]);
      });
    expect(await twice('authorization', [`Bearer ${mainToken}`, `Bearer ${mainToken}`])).toBe(401);
    expect(await twice('idempotency-key', ['a', 'b'])).toBe(422);
    expect(platformSends()).toBe(0);
  });

  it('answers a path that cannot be percent-decoded with 404 not_found', async () => {
    expectPublicError(await exchange(`${pair.reference.url}/api/v2/messages%ff`, 'POST', { authorization: `Bearer ${mainToken}` }), 'bad path');
    expect((await exchange(`${pair.reference.url}/api/v2/%E0%A4%A`, 'GET', {})).json).toMatchObject({ code: 'not_found' });
  });

  it("answers in the error format what Node's parser refuses, and closes the connection", async () => {
    const cases = [
      `POST /api/v2/messages HTTP/1.1\r\nHost: x\r\nX-Pad: ${'p'.repeat(20_000)}\r\n\r\n`,
      'POST /api/v2/messages HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      'POST /api/v2/messages HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      'HELLO\r\n\r\n',
    ];
    for (const bytes of cases) {
      const answer = await rawExchange(pair.reference.url, bytes);
      expect([answer.status, answer.closed], bytes.slice(0, 60)).toEqual([422, true]);
      expect(rawJson(answer), bytes.slice(0, 60)).toMatchObject({ code: 'validation_error', detail: [{ loc: [expect.any(String)] }] });
    }
  });

  it('answers a request whose body does not arrive in time with 422 and closes the connection', async () => {
    const impatient = await startReference({ controlToken, clockStart: start, requestTimeoutMs: 300 });
    try {
      const answer = await rawExchange(impatient.url, `POST /api/v2/messages HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${mainToken}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"to":`, 30_000);
      expect([answer.status, answer.closed]).toEqual([422, true]);
      expect(rawJson(answer)).toMatchObject({ code: 'validation_error', detail: [{ loc: ['body'] }] });
    } finally {
      await impatient.close();
    }
  });

  it('reads a 10 MB body to its end and answers 422 on a connection that stays open (A66)', async () => {
    const big = `{"to":"12025550101","type":"text","text":"${'x'.repeat(10 * 1_048_576)}"}`;
    const request = (body: string, connection: string) => `POST /api/v2/messages HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${mainToken}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: ${connection}\r\n\r\n${body}`;
    const answer = await rawExchange(pair.reference.url, `${request(big, 'keep-alive')}${request(validSends[0]!, 'close')}`);
    const statuses = [...answer.text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    expect(statuses, 'the oversized request, then the next one on the same connection').toEqual([422, 200]);
    expect(answer.text).toContain('the body is larger than the gateway accepts');
  });

  it('refuses at once a body announced past 64 MiB, and closes', async () => {
    const answer = await rawExchange(pair.reference.url, `POST /api/v2/messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 70000000\r\n\r\n{`);
    expect([answer.status, answer.closed]).toEqual([422, true]);
  });
});

describe('the control plane under hostile requests', () => {
  const operations: [string, string][] = [
    ['GET', '/capabilities'],
    ['POST', '/reset'],
    ['PUT', '/world'],
    ['POST', '/numbers/100000000000001/reconnect'],
    ['POST', '/clock/advance'],
    ['GET', '/customers/100000000000001/12025550101'],
    ['GET', '/subscriptions/sub_x/deliveries'],
    ['POST', '/templates/sync'],
  ];
  const controlBodies = [JSON.stringify(targetWorld(world, { upstreamBaseUrl: 'http://127.0.0.1:1/v23.0' })), '{"seconds":60}', '{"token":"tok_new"}', '{"phone_number_id":"100000000000001"}'];

  it('answers 300 of them 401 without the token and otherwise a ControlError 4xx or success, never a 5xx but 502 on a sync', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...operations), hostileBodies(controlBodies), fc.constantFrom(controlToken, 'wrong-token'), async ([method, path], hostile, token) => {
        const answer = await control(method, path, method === 'GET' ? undefined : hostile.bytes, token);
        const what = `${method} ${path} with ${hostile.what}`;
        if (token !== controlToken) {
          expect([answer.status, answer.json?.error], what).toEqual([401, 'control_unauthorized']);
        } else if (answer.status >= 400 && !(answer.status === 502 && path === '/templates/sync')) {
          expect(answer.status < 500, `${what}: answered ${answer.status}`).toBe(true);
          expect(typeof answer.json?.error, `${what}: ${JSON.stringify(answer.json)}`).toBe('string');
        }
      }),
      { numRuns: runs },
    );
    expect((await control('GET', '/capabilities')).status).toBe(200);
  });

  it('refuses a clock move past what a date can hold, and a body over the limit, with its own errors', async () => {
    for (const body of ['{"seconds":1e308}', '{"seconds":9007199254740993}', '{"duration":"P99999999999D"}']) expect(await control('POST', '/clock/advance', body), body).toMatchObject({ status: 400, json: { error: 'invalid_request' } });
    expect(await control('PUT', '/world', Buffer.alloc(2 * 1_048_576, 0x20))).toMatchObject({ status: 400, json: { error: 'invalid_request' } });
    expect(await control('PUT', '/world', Buffer.alloc(2 * 1_048_576, 0x20), 'wrong')).toMatchObject({ status: 401, json: { error: 'control_unauthorized' } });
    expect(await control('POST', `/numbers/${'9'.repeat(300)}/reconnect`, '{}')).toMatchObject({ status: 404, json: { error: expect.any(String) } });
  });

  it('is not there at all without a control token: every /__harness path is 404', async () => {
    const bare = await startReference({ clockStart: start });
    try {
      expect(bare.controlUrl).toBeUndefined();
      for (const [method, path] of operations) {
        const answer = await exchange(`${bare.url}/__harness${path}`, method, { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' }, method === 'GET' ? undefined : '{}');
        expect([answer.status, answer.json?.code], `${method} ${path}`).toEqual([404, 'not_found']);
      }
    } finally {
      await bare.close();
    }
  });
});

describe('the platform-webhook endpoint under hostile posts', () => {
  it('answers 300 of them 400 or 401 and learns nothing from them (A74)', async () => {
    const inbound = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '200000000000001', changes: [{ field: 'messages', value: { metadata: { phone_number_id: '100000000000001' }, messages: [{ from: '12025550103', id: 'wamid.forged', timestamp: '1', type: 'text', text: { body: 'hi' } }] } }] }] });
    await fc.assert(
      fc.asyncProperty(hostileBodies([inbound]), fc.constantFrom(undefined, 'sha256=00', `sha256=${'0'.repeat(64)}`, 'md5=1'), async (hostile, signature) => {
        const answer = await exchange(pair.reference.webhookUrl, 'POST', { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }) }, hostile.bytes);
        expect([400, 401], `${hostile.what}: answered ${answer.status}`).toContain(answer.status);
      }),
      { numRuns: runs },
    );
    expect((await send(JSON.stringify({ to: '12025550103', type: 'text', text: 'Hello' }))).json).toMatchObject({ code: 'outside_messaging_window' });
    expect(prototypeAdditions()).toEqual([]);
  });
});
