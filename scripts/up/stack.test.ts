// The `up` stack end to end, without a browser: the gateway sends through the platform mock, the
// customer taps on the handset's API, and the developer's subscriber gets the signed
// `message.received` carrying the tapped id (sections 2.3, 4.3, 6). Its state survives a restart
// with `--state`, idempotency keys included (section 3.3), and a bad state file stops the start.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { StateFileError } from '../../mocks/reference/index.ts';
import { startStack, type RunningStack } from './stack.ts';
import { startTestSubscriber, type TestSubscriber } from './test-subscriber.ts';

const world = bundledWorld('development');
const ada = '12025550131';
const bakery = '100000000000101';
const token = 'fixture-dev-token-bakery';

let folder: string;
let stacks: RunningStack[] = [];
let subscriber: TestSubscriber | undefined;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'up-stack-'));
});
afterEach(async () => {
  for (const stack of stacks) await stack.close();
  stacks = [];
  await subscriber?.close();
  subscriber = undefined;
  rmSync(folder, { recursive: true, force: true });
});

async function up(options: Partial<Parameters<typeof startStack>[0]> = {}): Promise<RunningStack> {
  const stack = await startStack({ world, port: 0, upstreamPort: 0, warn: () => undefined, ...options });
  stacks.push(stack);
  return stack;
}

function send(stack: RunningStack, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${stack.gatewayUrl}/api/v2/messages`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

const buttons = { to: ada, type: 'interactive', interactive: { type: 'buttons', body: 'Pick up today?', buttons: [{ id: 'pickup_today', title: 'Today' }, { id: 'pickup_later', title: 'Later' }] } };

describe('up', () => {
  it('wires the gateway to the platform mock and hands out the world\'s tokens, one number and a shared pair', async () => {
    const stack = await up();
    expect(stack.tokens.single).toEqual({ token, phoneNumberId: bakery, displayPhoneNumber: '+1 202-555-0120' });
    expect(stack.tokens.shared?.numbers.map((n) => n.phoneNumberId)).toEqual(['100000000000102', '100000000000103']);
    // Section 5.2: the shared token needs X-Phone-Number-Id.
    const ambiguous = await send(stack, { to: ada, text: 'hi' }, { authorization: `Bearer ${stack.tokens.shared!.token}` });
    expect(ambiguous.status).toBe(400);
    expect(await ambiguous.json()).toMatchObject({ code: 'ambiguous_number' });
    const named = await send(stack, { to: ada, text: 'hi' }, { authorization: `Bearer ${stack.tokens.shared!.token}`, 'x-phone-number-id': '100000000000103' });
    expect(named.status).toBe(200);
    expect((await fetch(stack.docsUrl)).status).toBe(200);
  });

  it('forwards a tap on the handset to the subscriber as a signed message.received with the button id', async () => {
    subscriber = await startTestSubscriber();
    const stack = await up({ forwardTo: subscriber.url });
    subscriber.secret = stack.forward?.secret;
    expect(subscriber.secret).toMatch(/^dev-signing-secret-/);
    const sent = await send(stack, buttons);
    expect(sent.status).toBe(200);
    const { wa_message_id: platformId } = (await sent.json()) as { wa_message_id: string };
    const shown = (await (await fetch(`${stack.handsetUrl}api/conversations`)).json()) as { conversations: { key: string; bubbles: { id: string; content: unknown }[] }[] };
    expect(shown.conversations.find((c) => c.key === `${bakery}:${ada}`)?.bubbles.find((b) => b.id === platformId)?.content).toMatchObject({ kind: 'interactive', buttons: [{ id: 'pickup_today' }, { id: 'pickup_later' }] });

    const tap = await fetch(`${stack.handsetUrl}api/customers/${ada}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number_id: bakery, message: { type: 'interactive', reply: { kind: 'button_reply', id: 'pickup_later', title: 'Later' } } }),
    });
    expect(tap.status).toBe(200);
    const received = await subscriber.waitFor((d) => d.event === 'message.received');
    expect(received.signed).toBe(true);
    expect(JSON.parse(received.body)).toMatchObject({ event: 'message.received', data: { from: ada, option_id: 'pickup_later', content: 'Later' } });
  });

  it('serves a development dashboard that registers, reports and removes a subscription for a token\'s number', async () => {
    subscriber = await startTestSubscriber();
    const stack = await up();
    const dashboard = `${stack.gatewayUrl}/__dashboard/subscriptions`;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    expect((await fetch(dashboard, { method: 'POST', headers: { ...auth, authorization: 'Bearer nope' }, body: JSON.stringify({ url: subscriber.url }) })).status).toBe(401);
    expect((await fetch(dashboard, { method: 'POST', headers: auth, body: JSON.stringify({ url: 'http://10.0.0.8/hooks' }) })).status).toBe(400);
    const made = await fetch(dashboard, { method: 'POST', headers: auth, body: JSON.stringify({ url: subscriber.url, events: ['message.sent'] }) });
    expect(made.status).toBe(201);
    const { id, secret, phone_number_id } = (await made.json()) as { id: string; secret: string; phone_number_id: string };
    expect(phone_number_id).toBe(bakery);
    subscriber.secret = secret;
    expect((await send(stack, { to: ada, text: 'Fresh rolls at 8' })).status).toBe(200);
    const delivered = await subscriber.waitFor((d) => d.event === 'message.sent');
    expect(delivered.signed).toBe(true);
    const report = (await (await fetch(`${dashboard}/${id}/deliveries`, { headers: auth })).json()) as { attempts: { delivery_id: string; status: number }[] };
    expect(report.attempts).toContainEqual(expect.objectContaining({ delivery_id: delivered.deliveryId, status: 200 }));
    expect(JSON.stringify(report)).not.toContain(secret);
    expect((await fetch(`${dashboard}/${id}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await fetch(`${dashboard}/${id}/deliveries`, { headers: auth })).status).toBe(404);
  });
});

describe('up --state', () => {
  it('replays an idempotent send with its original response after a restart', async () => {
    const statePath = join(folder, 'dev-state.json');
    const first = await up({ statePath });
    const body = { to: ada, text: 'Your cake is ready' };
    const original = await send(first, body, { 'idempotency-key': 'cake-ready-12025550131' });
    expect(original.status).toBe(200);
    const originalText = await original.text();
    await first.close();
    stacks = [];

    const second = await up({ statePath });
    expect(second.state?.restored).toBe(true);
    const replay = await send(second, body, { 'idempotency-key': 'cake-ready-12025550131' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(await replay.text()).toBe(originalText);
    const reused = await send(second, { ...body, text: 'Something else' }, { 'idempotency-key': 'cake-ready-12025550131' });
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('keeps the handset conversation and the customer\'s window, and writes no secret in the clear', async () => {
    subscriber = await startTestSubscriber();
    const statePath = join(folder, 'dev-state.json');
    const first = await up({ statePath, forwardTo: subscriber.url });
    const secret = first.forward?.secret ?? '';
    const code = { to: '12025550133', type: 'template', template_name: 'login_code', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: '739201' }] }] };
    expect((await send(first, code)).status).toBe(200);
    await first.close();
    stacks = [];
    const saved = readFileSync(statePath, 'utf8');
    expect(saved).not.toContain('739201');
    expect(saved).not.toContain(secret);
    expect(saved).not.toContain(token);

    const second = await up({ statePath, forwardTo: subscriber.url });
    // The same forwarding subscription is kept, so the secret shown the first time still verifies.
    expect(second.forward?.subscription.id).toBe(first.forward?.subscription.id);
    expect(second.forward?.secret).toBeUndefined();
    const shown = (await (await fetch(`${second.handsetUrl}api/conversations`)).json()) as { conversations: { key: string; bubbles: { content: { kind: string; buttons?: unknown[] } }[] }[] };
    const otp = shown.conversations.find((c) => c.key === `${bakery}:12025550133`)?.bubbles.at(-1);
    expect(otp?.content).toMatchObject({ kind: 'template', buttons: [{ type: 'OTP', codeWithheld: true }] });
    // Ada wrote in before the restart: a free-form send still goes through on both sides.
    expect((await send(second, { to: ada, text: 'Still here' })).status).toBe(200);
  });

  it('stops the start on a damaged state file and leaves the file as it was', async () => {
    const statePath = join(folder, 'dev-state.json');
    writeFileSync(statePath, '{"format":"gateway-harness-state","version":1,"wor');
    await expect(up({ statePath })).rejects.toThrow(StateFileError);
    await expect(up({ statePath })).rejects.toThrow(/is not valid JSON/);
    expect(readFileSync(statePath, 'utf8')).toBe('{"format":"gateway-harness-state","version":1,"wor');
  });

  it('stops the start on a state saved with another world, or without its key file', async () => {
    const statePath = join(folder, 'dev-state.json');
    await (await up({ statePath })).close();
    stacks = [];
    const other = { ...world, name: 'development-copy' };
    await expect(up({ statePath, world: other })).rejects.toThrow(/was saved with another world/);
    rmSync(`${statePath}.key`);
    await expect(up({ statePath })).rejects.toThrow(/needs its key file/);
  });
});
