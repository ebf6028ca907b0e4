// The mock's HTTP edge under hostile input, on its platform routes and its /__control API: whatever
// arrives, the answer is the platform's error envelope (platform routes) or a control error, never a
// 5xx unless a fault was planted, never a crash of the process (a body nested 100,000 deep once
// threw from a stream listener) or a hang, and no built-in prototype changes.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { virtualClock } from '../clock.ts';
import { startUpstreamMock, type RunningUpstreamMock } from '../index.ts';
import { mainAuth, mainNumber, now, openCustomer, text, world } from '../send/test-kit.ts';
import { hostileBodies, pollutionMarker, prototypeAdditions, rawExchange } from './hostile-kit.ts';

const runs = 300;
const validEnvelope = schemaCompiler('upstream').component('ErrorEnvelope');
let mock: RunningUpstreamMock;

beforeAll(async () => {
  mock = await startUpstreamMock({ world, clock: virtualClock(now), seed: 11 });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(async () => {
  await mock.control.reset();
});

interface Answer {
  status: number;
  json: unknown;
}

async function exchange(method: string, url: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : new Uint8Array(body), signal: AbortSignal.timeout(30_000) });
  const raw = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

const sendUrl = () => `${mock.baseUrl}/${mainNumber}/messages`;
const json = { authorization: mainAuth, 'content-type': 'application/json' };

describe('platform routes under hostile bodies', () => {
  it('answer 300 hostile sends with 200 or the platform error envelope, never a 5xx', async () => {
    const valid = [JSON.stringify(text(openCustomer)), JSON.stringify({ messaging_product: 'whatsapp', to: openCustomer, type: 'template', template: { name: 'thank_you', language: { code: 'en_US' } } })];
    await fc.assert(
      fc.asyncProperty(hostileBodies(valid), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), async (hostile, type) => {
        mock.mock.clock.advance(6_000);
        const answer = await exchange('POST', sendUrl(), { ...json, 'content-type': type }, hostile.bytes);
        if (answer.status === 200) return;
        expect(answer.status < 500, `${hostile.what} as ${type}: answered ${answer.status}`).toBe(true);
        expect(validEnvelope(answer.json), `${hostile.what} as ${type}: ${JSON.stringify(answer.json)}`).toBe(true);
      }),
      { numRuns: runs },
    );
    expect((await exchange('POST', sendUrl(), json, JSON.stringify(text(openCustomer)))).status).toBe(200);
  });

  it('answer 300 hostile template listings with 200 or the platform error envelope', async () => {
    const account = world.business_accounts[0]?.id ?? '';
    const query = fc.oneof(fc.constantFrom('limit=abc', 'limit=-1', 'limit=1e400', 'after=%ff', 'after=__proto__', '__proto__=1', 'limit=1&limit=2', '%', 'fields=constructor'), fc.string({ maxLength: 40 }).map(encodeURIComponent));
    const node = fc.constantFrom(account, '__proto__', 'constructor', '%2e%2e', 'x'.repeat(300), '0');
    await fc.assert(
      fc.asyncProperty(node, query, async (id, q) => {
        const answer = await exchange('GET', `${mock.baseUrl}/${id}/message_templates?${q}`, { authorization: mainAuth });
        if (answer.status === 200) return;
        expect(answer.status < 500, `${id} ?${q}: answered ${answer.status}`).toBe(true);
        expect(validEnvelope(answer.json), `${id} ?${q}: ${JSON.stringify(answer.json)}`).toBe(true);
      }),
      { numRuns: runs },
    );
  });

  it('refuses a body nested 100,000 deep, with and without prototype member names, and keeps serving', async () => {
    for (const prefix of ['', '"constructor":1,']) {
      const answer = await exchange('POST', sendUrl(), json, `{${prefix}"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
      expect([answer.status, validEnvelope(answer.json)]).toEqual([400, true]);
    }
    expect((await exchange('POST', sendUrl(), json, JSON.stringify(text(openCustomer)))).status).toBe(200);
  });

  it('leaves every built-in prototype as it was', async () => {
    await exchange('POST', sendUrl(), json, `{"__proto__":{"${pollutionMarker}":1},"constructor":{"prototype":{"${pollutionMarker}":1}}}`);
    await exchange('PUT', `${mock.url}/__control/world`, { 'content-type': 'application/json' }, `{"__proto__":{"${pollutionMarker}":1}}`);
    expect(prototypeAdditions()).toEqual([]);
    expect(({} as Record<string, unknown>)[pollutionMarker]).toBeUndefined();
  });

  it('answers a request Node cannot parse and a body cut short without hanging', async () => {
    const broken = await rawExchange(mock.url, `POST /v23.0/${mainNumber}/messages HTTP/1.1\r\nHost: x\r\nX-Pad: ${'p'.repeat(20_000)}\r\n\r\n`);
    expect([broken.status, broken.closed]).toEqual([431, true]);
    const garbage = await rawExchange(mock.url, 'HELLO\r\n\r\n');
    expect([garbage.status, garbage.closed]).toEqual([400, true]);
  });
});

describe('the /__control API under hostile requests', () => {
  const routes: [string, string][] = [
    ['PUT', '/__control/world'],
    ['POST', `/__control/customers/${openCustomer}/messages`],
    ['POST', '/__control/messages/wamid.x/status'],
    ['POST', '/__control/templates/310000000000001/status'],
    ['PUT', `/__control/numbers/${mainNumber}/token`],
    ['POST', '/__control/faults'],
    ['PUT', '/__control/webhook-url'],
    ['POST', '/__control/clock/advance'],
  ];
  const valid = [JSON.stringify({ phone_number_id: mainNumber, message: { type: 'text', text: 'hi' } }), '{"status":"delivered"}', '{"token":"t"}', '{"action":{"kind":"reset"}}', '{"url":"http://127.0.0.1:1/hooks"}', '{"seconds":60}', JSON.stringify(world)];

  it('answers 300 of them with success or a 4xx, never a 5xx, and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), hostileBodies(valid), async ([method, path], hostile) => {
        const answer = await exchange(method, `${mock.url}${path}`, { 'content-type': 'application/json' }, hostile.bytes);
        expect(answer.status < 500, `${method} ${path} with ${hostile.what}: answered ${answer.status} ${JSON.stringify(answer.json)?.slice(0, 200)}`).toBe(true);
        // Whatever was planted or moved, the next property run starts from the world again.
        await mock.control.reset();
      }),
      { numRuns: runs },
    );
    expect((await exchange('POST', sendUrl(), json, JSON.stringify(text(openCustomer)))).status).toBe(200);
  });

  it('takes only http and https webhook URLs', async () => {
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://127.0.0.1/x']) {
      const answer = await exchange('PUT', `${mock.url}/__control/webhook-url`, { 'content-type': 'application/json' }, JSON.stringify({ url }));
      expect([answer.status, (answer.json as { error?: string }).error], url).toEqual([400, 'invalid_request']);
    }
    expect((await exchange('PUT', `${mock.url}/__control/webhook-url`, { 'content-type': 'application/json' }, '{"url":"http://127.0.0.1:9/hooks"}')).status).toBe(204);
  });
});
