// The kit as an integrator's test uses it: one stack for the file, reset before each test. A send
// through the gateway reaches the platform mock's journal; the customer's tap comes back as a
// verified `message.received` carrying the option id (sections 2.3, 4.3, 6); statuses, template
// changes, faults and time move as the platform and the clock would.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalStack, StackActionError, StackOptionError, type LocalStack } from './index.ts';

let stack: LocalStack;
const ada = '12025550131';
const cleo = '12025550133';

beforeAll(async () => {
  stack = await startLocalStack();
});
afterAll(() => stack.stop());
beforeEach(() => stack.reset());

async function send(body: Record<string, unknown>, number = stack.number(), key?: string) {
  const response = await fetch(`${stack.apiUrl}/messages`, {
    method: 'POST',
    headers: { ...number.headers, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const buttons = { to: ada, type: 'interactive', interactive: { type: 'buttons', body: 'Pick up today?', buttons: [{ id: 'today', title: 'Today' }, { id: 'later', title: 'Later' }] } };
const dataOf = (body: unknown) => (body as { data?: Record<string, unknown> }).data ?? {};

describe('the local stack', () => {
  it('hands out the world: a token per number, the header a shared token needs, the customers', () => {
    expect(stack.number()).toMatchObject({ phoneNumberId: '100000000000101', token: 'fixture-dev-token-bakery', sharedToken: false, canSend: true, headers: { authorization: 'Bearer fixture-dev-token-bakery' } });
    expect(stack.number('100000000000103').headers).toEqual({ authorization: 'Bearer fixture-dev-token-outlets', 'x-phone-number-id': '100000000000103' });
    expect(stack.customers.map((c) => c.waId)).toEqual([ada, '12025550132', cleo]);
    expect(stack.apiUrl).toBe(`${stack.gatewayUrl}/api/v2`);
    expect(() => stack.number('999')).toThrow(StackOptionError);
  });

  it('shows what the platform received for a send, and the customer\'s tap as a verified message.received', async () => {
    const sent = await send(buttons);
    expect(sent.status).toBe(200);
    expect(stack.platform.sends({ to: ada })).toMatchObject([{ phoneNumberId: '100000000000101', to: ada, type: 'interactive', status: 200 }]);
    const tap = await stack.customer(ada).taps('later');
    expect(tap.webhooks).toMatchObject([{ status: 200, delivered: true }]);
    const received = await stack.events.waitFor('message.received', (event) => dataOf(event.body).option_id === 'later');
    expect(received).toMatchObject({ verified: true, phoneNumberId: '100000000000101' });
    expect(dataOf(received.body)).toMatchObject({ from: ada, option_id: 'later', content: 'Later' });
  });

  it('refuses to tap an option the number never sent, naming the ones it did', async () => {
    await send(buttons);
    await expect(stack.customer(ada).taps('tomorrow')).rejects.toThrow(/no option with id "tomorrow" \(options sent: today, later\)/);
  });

  it('moves a sent message\'s status, failed with the platform\'s code among them', async () => {
    const sent = await send({ to: ada, text: 'Your loaf is ready' });
    const moved = await stack.message(sent.body.id ?? '').failed(131026);
    expect(moved).toMatchObject({ messageId: sent.body.wa_message_id, status: 'failed', webhooks: [{ status: 200 }] });
    const status = await stack.events.waitFor('message.status', (event) => JSON.stringify(event.body).includes('FAILED'));
    expect(status.verified).toBe(true);
    await expect(stack.message('msg_unknown').read()).rejects.toThrow(/no message "msg_unknown" was sent through the gateway/);
  });

  it('opens the window when a customer who never wrote writes, and the gateway then sends free-form', async () => {
    expect((await send({ to: cleo, text: 'Hello' })).body.code).toBe('outside_messaging_window');
    const wrote = await stack.customer(cleo).writes('Do you deliver?');
    expect(wrote.webhooks).toHaveLength(1);
    expect((await send({ to: cleo, text: 'Yes, on Saturdays' })).status).toBe(200);
  });

  it('changes a template on the platform and delivers template.status', async () => {
    const changed = await stack.template('order_ready', { language: 'en_US' }).setStatus('PAUSED', 'Paused after feedback');
    expect(changed).toMatchObject({ status: 'PAUSED', webhooks: [{ status: 200 }] });
    const event = await stack.events.waitFor('template.status', (e) => JSON.stringify(e.body).includes(changed.templateId));
    expect(event.verified).toBe(true);
  });

  it('arms the platform\'s refusals, rate limits and outages for the next send only', async () => {
    await stack.faults.refuse(131026);
    expect(await send({ to: ada, text: 'one' })).toMatchObject({ status: 502, body: { code: 'send_failed' } });
    await stack.faults.rateLimit();
    expect(await send({ to: ada, text: 'two' })).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    await stack.faults.outage({ kind: 'dropped-connection' });
    expect(await send({ to: ada, text: 'three' })).toMatchObject({ status: 502, body: { code: 'send_failed' } });
    expect((await send({ to: ada, text: 'four' })).status).toBe(200);
    await expect(stack.faults.refuse(131026, { phoneNumberId: '42' })).rejects.toThrow(/faults.refuse: the world has no number "42"/);
  });

  it('moves the stack\'s time: the window closes after 24 hours and an idempotency key expires', async () => {
    const first = await send({ to: ada, text: 'Ready at noon' }, stack.number(), 'noon-notice');
    expect(first.status).toBe(200);
    const before = stack.clock.now().getTime();
    const after = await stack.clock.advance('PT25H');
    expect(after.getTime() - before).toBeGreaterThanOrEqual(25 * 3_600_000);
    expect((await send({ to: ada, text: 'Ready at noon' })).body.code).toBe('outside_messaging_window');
    // Section 3.3: a key is kept 24 hours; past them, the same key with another body is a new send.
    expect((await send({ to: ada, type: 'template', template_name: 'order_ready', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: 'A-17' }] }] }, stack.number(), 'noon-notice')).status).not.toBe(422);
  });

  it('starts from the world again on reset: no sends, no events, real time', async () => {
    await send(buttons);
    await stack.customer(ada).taps();
    await stack.events.waitFor('message.received');
    await stack.clock.advance({ hours: 30 });
    await stack.reset();
    expect(stack.platform.sends()).toEqual([]);
    expect(stack.events.all()).toEqual([]);
    expect(Math.abs(stack.clock.now().getTime() - Date.now())).toBeLessThan(60_000);
    expect((await send({ to: ada, text: 'Back to now' })).status).toBe(200);
  });

  it('names the act the platform mock refused', async () => {
    await expect(stack.customer(ada, { number: '100000000000101' }).sendsMedia('image', { mimeType: 'not a type' })).rejects.toThrow(StackActionError);
  });
});
