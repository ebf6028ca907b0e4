// The mock over real HTTP on loopback: platform routes, control API, journal, webhooks and faults.
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exchangeContract } from '../../../contracts/exchange/bundled-contracts.ts';
import { validateExchange } from '../../../contracts/exchange/validate-exchange.ts';
import { formatViolation } from '../../../contracts/exchange/violation.ts';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { virtualClock } from '../clock.ts';
import { startUpstreamMock, type RunningUpstreamMock } from '../index.ts';
import { closedCustomer, mainAuth, mainNumber, newCustomer, now, openCustomer, text, world } from '../send/test-kit.ts';
import type { World } from '../state/from-world.ts';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './webhook-receiver.ts';

const conforms = (schema: string, value: unknown): boolean => {
  const validate = schemaCompiler('upstream').component(schema);
  const ok = validate(value);
  if (!ok) console.log(schema, JSON.stringify(validate.errors?.slice(0, 3)));
  return ok === true;
};

// Every exchange with the mock is checked against the contract after each test, except in tests
// that leave the contract on purpose (planted faults, paths the platform does not serve).
const realFetch = globalThis.fetch;
let exchanges: { method: string; url: string; headers: Record<string, string>; body?: string; status: number; responseHeaders: Record<string, string>; text: string }[] = [];
let leavesContract = false;

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const response = await realFetch(input, init);
  const url = String(input instanceof Request ? input.url : input);
  if (mock && url.startsWith(mock.url)) {
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (responseHeaders[name] = value));
    exchanges.push({
      method: init?.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
      status: response.status,
      responseHeaders,
      text: await response.clone().text(),
    });
  }
  return response;
};
// The worker goes on to other test files (vitest.config.ts): they get the fetch they started with.
afterAll(() => {
  globalThis.fetch = realFetch;
});

let mock: RunningUpstreamMock;
let receiver: WebhookReceiver;
let received: ReceivedWebhook[];


async function start(custom: World = world): Promise<void> {
  mock = await startUpstreamMock({ world: custom, clock: virtualClock(now), seed: 7 });
  receiver = await startWebhookReceiver('/upstream-webhooks');
  received = receiver.received;
  await mock.control.setWebhookUrl(receiver.url);
}

beforeEach(async () => start());
afterEach(async () => {
  const problems = leavesContract
    ? []
    : exchanges.flatMap((e) =>
        validateExchange(
          exchangeContract('upstream'),
          { method: e.method, path: e.url.slice(mock.url.length), headers: e.headers, ...(e.body === undefined ? {} : { body: e.body }) },
          { status: e.status, headers: e.responseHeaders, text: e.text },
          { skipRequest: true },
        ),
      );
  exchanges = [];
  leavesContract = false;
  expect(problems.map(formatViolation)).toEqual([]);
  await mock.close();
  await receiver.close();
});

const send = (body: unknown, number = mainNumber, auth = mainAuth) =>
  fetch(`${mock.baseUrl}/${number}/messages`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('send over HTTP', () => {
  it('accepts a text to a customer inside the window, journals it with the token redacted, and reports it sent', async () => {
    const response = await send(text(openCustomer));
    const body = (await response.json()) as { messages: { id: string }[] };
    expect(response.status).toBe(200);
    expect(conforms('SendMessageResponse', body)).toBe(true);
    const journal = await mock.control.journal({ kind: 'request' });
    expect(journal.entries).toHaveLength(1);
    expect(journal.entries[0]).toMatchObject({ method: 'POST', response: { status: 200 }, headers: { authorization: '<redacted>' } });
    expect(JSON.stringify(journal)).not.toContain('fixture-token-main-0001');
    await mock.mock.drainWebhooks();
    const statuses = received.map((r) => JSON.parse(r.raw) as { entry: { changes: { value: { statuses?: { id: string; status: string }[] } }[] }[] });
    expect(statuses[0]?.entry[0]?.changes[0]?.value.statuses?.[0]).toMatchObject({ id: body.messages[0]?.id, status: 'sent' });
  });

  it('refuses a free-form message outside the window with 131047 in the platform envelope', async () => {
    await mock.control.addFault({ match: { route: 'send' }, action: { kind: 'window-refusal-now' } });
    const response = await send(text(closedCustomer));
    const body = (await response.json()) as { error: { code: number } };
    expect(response.status).toBe(400);
    expect(body.error.code).toBe(131047);
    expect(conforms('ErrorEnvelope', body)).toBe(true);
  });

  it('by default accepts a free-form message outside the window and fails it on a status webhook with 131047', async () => {
    const response = await send(text(closedCustomer));
    const body = (await response.json()) as { messages: { id: string }[] };
    expect(response.status).toBe(200);
    await mock.mock.drainWebhooks();
    const status = (JSON.parse(received.at(-1)?.raw ?? '{}') as { entry: { changes: { value: { statuses?: { id: string; status: string; errors?: { code: number }[] }[] } }[] }[] }).entry[0]?.changes[0]?.value.statuses?.[0];
    expect(status).toMatchObject({ id: body.messages[0]?.id, status: 'failed', errors: [{ code: 131047 }] });
    expect(received.some((r) => r.raw.includes('"status":"sent"'))).toBe(false);
  });

  it('reads a body without type as text, and takes audio as a voice note', async () => {
    const { type: _, ...untyped } = text(openCustomer);
    const plain = await send(untyped);
    expect(plain.status).toBe(200);
    expect(conforms('SendMessageResponse', await plain.json())).toBe(true);
    const voice = await send({ messaging_product: 'whatsapp', to: openCustomer, type: 'audio', audio: { link: 'https://media.fixture.test/files/reply.ogg', voice: true } });
    expect(voice.status).toBe(200);
    expect(conforms('SendMessageResponse', await voice.json())).toBe(true);
  });

  it('marks a message the customer sent as read: success, journaled, nothing posted; an id it never received is 131009', async () => {
    const written = await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message: { type: 'text', text: 'Are you there?' } });
    await mock.mock.drainWebhooks();
    const before = received.length;
    const response = await send({ messaging_product: 'whatsapp', status: 'read', message_id: written.message_id, typing_indicator: { type: 'text' } });
    const body: unknown = await response.json();
    expect(response.status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(conforms('MarkAsReadResponse', body)).toBe(true);
    await mock.mock.drainWebhooks();
    expect(received).toHaveLength(before);
    const journal = await mock.control.journal({ kind: 'request' });
    expect(journal.entries.at(-1)).toMatchObject({ method: 'POST', body: { status: 'read', message_id: written.message_id }, response: { status: 200, body: { success: true } } });

    const unknown = await send({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.never-received' });
    const refusal = (await unknown.json()) as { error: { code: number } };
    expect([unknown.status, refusal.error.code]).toEqual([400, 131009]);
    expect(conforms('ErrorEnvelope', refusal)).toBe(true);
  });

  it('answers an unknown path with the platform error envelope', async () => {
    leavesContract = true;
    const response = await fetch(`${mock.url}/v23.0/${mainNumber}/nothing_here`);
    expect(response.status).toBe(404);
    expect(conforms('ErrorEnvelope', await response.json())).toBe(true);
  });
});

describe('template listing over HTTP', () => {
  it('pages newest first with cursors until next is absent, every template once', async () => {
    const account = world.business_accounts[0]!;
    let url: string | undefined = `${mock.baseUrl}/${account.id}/message_templates?limit=4`;
    const seen: string[] = [];
    while (url) {
      const response: Response = await fetch(url, { headers: { authorization: mainAuth } });
      const page = (await response.json()) as { data: { id: string }[]; paging?: { next?: string } };
      expect(response.status).toBe(200);
      expect(conforms('MessageTemplatePage', page)).toBe(true);
      expect(page.data.length).toBeLessThanOrEqual(4);
      seen.push(...page.data.map((t) => t.id));
      url = page.paging?.next;
    }
    const expected = [...account.templates].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || a.id.localeCompare(b.id)).map((t) => t.id);
    expect(seen).toEqual(expected);
  });

  it('returns only the fields named (and id), with quality date and summary total on request', async () => {
    const account = world.business_accounts[0]!;
    const response = await fetch(`${mock.baseUrl}/${account.id}/message_templates?fields=name,quality_score&summary=total_count&limit=2`, { headers: { authorization: mainAuth } });
    const page = (await response.json()) as { data: Record<string, unknown>[]; summary?: { total_count: number }; paging?: { next?: string } };
    expect(conforms('MessageTemplatePage', page)).toBe(true);
    expect(page.summary).toEqual({ total_count: account.templates.length });
    expect(page.data.map((t) => Object.keys(t).sort())).toEqual([['id', 'name', 'quality_score'], ['id', 'name', 'quality_score']]);
    expect(page.data[0]?.quality_score).toMatchObject({ date: expect.any(Number) as number });
    const next = new URL(page.paging?.next ?? '');
    expect([next.searchParams.get('fields'), next.searchParams.get('summary')]).toEqual(['name,quality_score', 'total_count']);
    const plain = (await (await fetch(`${mock.baseUrl}/${account.id}/message_templates?limit=1`, { headers: { authorization: mainAuth } })).json()) as { data: Record<string, unknown>[]; summary?: unknown };
    expect(plain.summary).toBeUndefined();
    expect(Object.keys(plain.data[0] ?? {}).sort()).toEqual(['category', 'components', 'id', 'language', 'name', 'parameter_format', 'status']);
  });

  it('lists components with the samples the template was created with', async () => {
    const account = world.business_accounts[0]!;
    const response = await fetch(`${mock.baseUrl}/${account.id}/message_templates?name=order_update&language=en_US`, { headers: { authorization: mainAuth } });
    const page = (await response.json()) as { data: { components: Record<string, unknown>[] }[] };
    expect(page.data[0]?.components).toEqual([
      { type: 'HEADER', format: 'TEXT', text: 'Order update' },
      { type: 'BODY', text: 'Hi {{1}}, your order {{2}} has shipped.', example: { body_text: [['sample 1', 'sample 2']] } },
      { type: 'FOOTER', text: 'Reply STOP to opt out' },
      { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track order', url: 'https://shop.fixture.test/track/{{1}}', example: ['https://shop.fixture.test/track/sample%201'] }] },
    ]);
    const named = (await (await fetch(`${mock.baseUrl}/${account.id}/message_templates?name=welcome_offer`, { headers: { authorization: mainAuth } })).json()) as { data: { components: { example?: unknown }[] }[] };
    expect(named.data[0]?.components[0]?.example).toEqual({
      body_text_named_params: [
        { param_name: 'first_name', example: 'sample first name' },
        { param_name: 'discount', example: 'sample discount' },
        { param_name: 'store_name', example: 'sample store name' },
      ],
    });
  });

  it('refuses a token of another business account', async () => {
    const other = world.business_accounts[1]!;
    const response = await fetch(`${mock.baseUrl}/${other.id}/message_templates`, { headers: { authorization: mainAuth } });
    expect(response.status).toBe(403);
  });

  it('answers a planted platform error with the details it was planted with, then lists as usual', async () => {
    leavesContract = true;
    const account = world.business_accounts[0]!;
    await mock.control.addFault({ match: { route: 'templates' }, times: 1, action: { kind: 'platform-error', code: 131000, details: 'listing is down for maintenance' } });
    const refused = await fetch(`${mock.baseUrl}/${account.id}/message_templates`, { headers: { authorization: mainAuth } });
    const body = (await refused.json()) as { error: { code: number; error_data?: { details?: string } } };
    expect([refused.status, body.error.code, body.error.error_data?.details]).toEqual([500, 131000, 'listing is down for maintenance']);
    expect((await fetch(`${mock.baseUrl}/${account.id}/message_templates`, { headers: { authorization: mainAuth } })).status).toBe(200);
  });
});

describe('webhooks to the gateway', () => {
  it('posts a customer message signed over the exact ASCII bytes, non-ASCII text included', async () => {
    const result = await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message: { type: 'text', text: 'Olá 😀 مرحبا 你好' } });
    expect(result.webhook).toBe('queued');
    await mock.mock.drainWebhooks();
    const delivery = received.at(-1)!;
    expect(/^[\x20-\x7e]*$/.test(delivery.raw)).toBe(true);
    const expected = `sha256=${createHmac('sha256', world.upstream.app_secret).update(delivery.raw).digest('hex')}`;
    expect(delivery.headers['x-hub-signature-256']).toBe(expected);
    const payload = JSON.parse(delivery.raw) as unknown;
    expect(conforms('MessagesWebhookPayload', payload)).toBe(true);
    expect(JSON.stringify(payload)).toContain('Olá 😀 مرحبا 你好');
  });

  it('reports a failed status with its error, and a quick-reply tap that points back at the message', async () => {
    const sent = (await (await send(text(openCustomer))).json()) as { messages: { id: string }[] };
    const id = sent.messages[0]!.id;
    await mock.control.advanceMessageStatus(id, { status: 'failed', error: { code: 131026 } });
    await mock.control.customerWrites(openCustomer, { phone_number_id: mainNumber, message: { type: 'interactive', reply: { kind: 'button_reply', id: 'yes', title: 'Yes' } } });
    await mock.mock.drainWebhooks();
    const bodies = received.map((r) => JSON.parse(r.raw) as unknown);
    expect(bodies.every((b) => conforms('MessagesWebhookPayload', b))).toBe(true);
    const all = JSON.stringify(bodies);
    expect(all).toContain('"status":"failed"');
    expect(all).toContain('"code":131026');
    expect(all).toContain(`"context":{"from":`);
    expect(all).toContain(`"id":"${id}"`);
  });

  it('posts template status and quality changes', async () => {
    const template = world.business_accounts[0]!.templates[0]!;
    const result = await mock.control.changeTemplateStatus(template.id, { event: 'PAUSED', reason: 'NONE', quality_score: 'RED' });
    expect(result).toMatchObject({ status: 'PAUSED', webhooks: 2 });
    await mock.mock.drainWebhooks();
    const payloads = received.map((r) => JSON.parse(r.raw) as unknown);
    expect(payloads.filter((p) => conforms('TemplateStatusWebhookPayload', p))).toHaveLength(1);
    expect(payloads.filter((p) => conforms('TemplateQualityWebhookPayload', p))).toHaveLength(1);
  });
});

describe('faults and limits', () => {
  beforeEach(() => {
    leavesContract = true;
  });

  it('answers a planted platform error once, then as usual', async () => {
    await mock.control.addFault({ match: { route: 'send' }, times: 1, action: { kind: 'platform-error', code: 131000 } });
    const first = await send(text(openCustomer));
    expect(first.status).toBe(500);
    expect(((await first.json()) as { error: { code: number } }).error.code).toBe(131000);
    expect((await send(text(openCustomer))).status).toBe(200);
  });

  it('drops the connection, answers a bare 503, or a broken body, when told to', async () => {
    await mock.control.addFault({ times: 1, action: { kind: 'reset' } });
    await expect(send(text(openCustomer))).rejects.toThrow();
    await mock.control.addFault({ times: 1, action: { kind: 'http-status', status: 503 } });
    const bare = await send(text(openCustomer));
    expect([bare.status, await bare.text()]).toEqual([503, '']);
    await mock.control.addFault({ times: 1, action: { kind: 'malformed-body' } });
    const broken = await send(text(openCustomer));
    await expect(broken.json()).rejects.toThrow();
  });

  it('holds an answer back for the planted latency, and hangs until the client gives up', async () => {
    await mock.control.addFault({ times: 1, action: { kind: 'latency', ms: 60 } });
    const started = performance.now();
    expect((await send(text(openCustomer))).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    await mock.control.addFault({ times: 1, action: { kind: 'hang' } });
    const hung = fetch(`${mock.baseUrl}/${mainNumber}/messages`, {
      method: 'POST',
      headers: { authorization: mainAuth, 'content-type': 'application/json' },
      body: JSON.stringify(text(openCustomer)),
      signal: AbortSignal.timeout(150),
    });
    await expect(hung).rejects.toThrow(/timeout|aborted/i);
    const last = (await mock.control.journal({ kind: 'request' })).entries.at(-1);
    expect(last?.response).toBeUndefined();
  });

  it('accepts a send and reports the refusal later as a failed status', async () => {
    await mock.control.addFault({ times: 1, action: { kind: 'later-failure', code: 131026 } });
    expect((await send(text(openCustomer))).status).toBe(200);
    await mock.mock.drainWebhooks();
    expect(received.at(-1)?.raw).toContain('"status":"failed"');
  });

  it('fails a media message later with 131053 when its link cannot be fetched', async () => {
    const image = { messaging_product: 'whatsapp', to: openCustomer, type: 'image', image: { link: 'https://media.example.invalid/cat.jpg' } };
    expect((await send(image)).status).toBe(200);
    await mock.mock.drainWebhooks();
    expect(received.at(-1)?.raw).toContain('"code":131053');
  });

  it('limits a number to its throughput per second of virtual time', async () => {
    await mock.close();
    await receiver.close();
    const slow = structuredClone(world);
    slow.numbers[0]!.throughput_mps = 2;
    await start(slow);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send(text(openCustomer))).status);
    expect(statuses).toEqual([200, 200, 429]);
    await mock.control.advanceClock(1);
    expect((await send(text(openCustomer))).status).toBe(200);
  });

  it('refuses a malformed control request, naming what is wrong', async () => {
    const response = await fetch(`${mock.controlUrl}/customers/${newCustomer}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number_id: mainNumber, message: { type: 'text' } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('/message');
  });
});
