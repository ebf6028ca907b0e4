// The HTTP edge itself: what it answers before the mock is asked (bodies it cannot read, media types
// it does not take, bodies over the limit), HEAD, keep-alive, and which exchanges reach the journal.
import type { Response } from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { loopbackAgent } from '../../http-kit/supertest-kit.ts';
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

const json = { authorization: mainAuth, 'content-type': 'application/json' };

/** A send with exactly this body text under these headers (nothing parsed or written again). */
const post = (path: string, headers: Record<string, string>, body: string) => loopbackAgent(mock.url).post(path).set(headers).send(body);

const sendPath = `/${world.upstream.api_version}/${mainNumber}/messages`;
const validEnvelope = schemaCompiler('upstream').component('ErrorEnvelope');

/** The details of a platform error envelope, checked against the contract. */
function details(result: Response): string {
  const body = result.body as { error: { code: number; error_data?: { details?: string } } };
  expect(validEnvelope(body), result.text).toBe(true);
  expect(body.error.code).toBe(100);
  return body.error.error_data?.details ?? '';
}

describe('the HTTP edge', () => {
  it('answers a send as JSON on a connection it keeps open', async () => {
    const result = await post(sendPath, { ...json, connection: 'keep-alive' }, JSON.stringify(text(openCustomer)))
      .expect(200)
      .expect('content-type', 'application/json; charset=utf-8')
      .expect('keep-alive', 'timeout=72');
    expect(result.headers['content-length']).toBe(String(Buffer.byteLength(result.text)));
  });

  it('refuses a body it cannot read as JSON, in the platform envelope, and closes the connection', async () => {
    const broken = await post(sendPath, json, '{"messaging_product":').expect(400).expect('connection', 'close');
    expect(details(broken)).toMatch(/not valid JSON/);
    expect(details(await post(sendPath, json, ''))).toMatch(/cannot be empty/);
    expect(details(await post(sendPath, json, '{"__proto__":{"admin":true}}'))).toMatch(/not valid JSON/);
    expect(details(await post(sendPath, json, '{"a":{"constructor":{"prototype":{}}}}'))).toMatch(/not valid JSON/);
  });

  it('refuses a media type other than JSON or plain text with 100, and hands plain text to the mock as text', async () => {
    const form = await post(sendPath, { authorization: mainAuth, 'content-type': 'application/x-www-form-urlencoded' }, 'to=12025550101').expect(400);
    expect(details(form)).toBe('Unsupported Media Type');
    const plain = await post(sendPath, { authorization: mainAuth, 'content-type': 'text/plain' }, 'hello');
    expect(details(plain)).toBe('The request body must be a JSON object.');
  });

  it('refuses a body over the limit with 413', async () => {
    const result = await post(sendPath, json, `"${'x'.repeat(1_048_576)}"`).expect(413);
    expect(details(result)).toMatch(/too large/);
  });

  it('journals what reached the platform routes, the bodies as sent, and not what the edge refused', async () => {
    await post(sendPath, json, '{broken').expect(400);
    const body = JSON.stringify(text(openCustomer));
    const sent = await post(sendPath, json, body).expect(200);
    const journal = mock.mock.journal.list();
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ method: 'POST', path: sendPath, body: JSON.parse(body) as unknown, response: { status: 200, body: sent.body as unknown } });
    expect(journal[0]?.headers.authorization).toBe('<redacted>');
  });

  it('closes promptly while an answer is held back, sending that answer first on a closing connection', async () => {
    await mock.control.addFault({ times: 1, action: { kind: 'latency', ms: 200 } });
    // supertest sends once its outcome is asked for: `then` puts the request under way now.
    const held = post(sendPath, { ...json, connection: 'keep-alive' }, JSON.stringify(text(openCustomer))).then((answer) => answer);
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
    const head = await loopbackAgent(mock.url).head(path).set('authorization', mainAuth).expect(200).expect('content-type', 'application/json; charset=utf-8');
    expect(head.text ?? '').toBe('');
  });
});
