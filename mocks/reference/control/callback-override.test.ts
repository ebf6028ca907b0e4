// Section 6 and decision A52 through the control plane: a world that registers a subscription on
// a number with a callback override is refused; with the override alone the AI agent reads as
// paused for every customer of that number, while inbound messages still keep its windows.
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { createGateway, type Gateway } from '../gateway.ts';
import { applyInbound } from '../platform/webhooks/inbound-message.ts';
import type { TargetWorld } from '../state/load-world.ts';
import { controlRoutes } from './control-routes.ts';

const world = bundledWorld('default');
const base = targetWorld(world, { upstreamBaseUrl: 'http://127.0.0.1:9/v23.0' });
const main = '100000000000001';
const other = '100000000000002';
const inWindow = '12025550101';
const stranger = '12025550177';

async function call(gateway: Gateway, operationId: string, body?: unknown, params: Record<string, string> = {}) {
  const route = controlRoutes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no route ${operationId}`);
  return route.handle(gateway, { params, body, webhookUrl: 'http://127.0.0.1:1/__upstream/webhooks' });
}

function overridden(keepSubscriptions: boolean): TargetWorld {
  const copy = structuredClone(base);
  copy.numbers.find((n) => n.phone_number_id === main)!.callback_override = true;
  if (!keepSubscriptions) copy.subscriptions = copy.subscriptions.filter((s) => s.phone_number_id !== main);
  return copy;
}

const customer = async (gateway: Gateway, phoneNumberId: string, waId: string) => (await call(gateway, 'getCustomerState', undefined, { phone_number_id: phoneNumberId, wa_id: waId })).body as Record<string, unknown>;

describe('callback override through the control plane', () => {
  it('refuses a world registering a subscription on an overridden number with 400 invalid_world naming it, and keeps the old state', async () => {
    const gateway = createGateway({ clockStart: Date.parse(world.clock.start) });
    expect((await call(gateway, 'loadWorld', base)).status).toBe(204);
    const before = gateway.state;
    expect(await call(gateway, 'loadWorld', overridden(true))).toMatchObject({
      status: 400,
      body: { error: 'invalid_world', detail: [{ loc: ['subscriptions', 0, 'phone_number_id'], msg: expect.stringContaining('sub_main_events') }] },
    });
    expect(gateway.state).toBe(before);
  });

  it('pauses the AI agent for every customer of the overridden number, known or not, with no end time', async () => {
    const gateway = createGateway({ clockStart: Date.parse(world.clock.start) });
    expect((await call(gateway, 'loadWorld', overridden(false))).status).toBe(204);
    expect(await customer(gateway, main, inWindow)).toMatchObject({ agent_paused: true, agent_paused_until: null, window_open: true });
    expect(await customer(gateway, main, stranger)).toMatchObject({ agent_paused: true, agent_paused_until: null, contact_exists: false, last_inbound_at: null });
    expect(await customer(gateway, other, inWindow)).toMatchObject({ agent_paused: false });
  });

  it('keeps windows working: an inbound message refreshes the window, and BOT does not lift the override', async () => {
    const gateway = createGateway({ clockStart: Date.parse(world.clock.start) });
    await call(gateway, 'loadWorld', overridden(false));
    gateway.clock.advance(25 * 3600_000);
    expect(await customer(gateway, main, inWindow)).toMatchObject({ window_open: false });
    applyInbound(gateway, { phoneNumberId: main, profileName: undefined, message: { from: inWindow, id: 'wamid.override', type: 'text', text: { body: 'BOT' } } });
    expect(await customer(gateway, main, inWindow)).toMatchObject({ window_open: true, last_inbound_at: new Date(gateway.clock.now()).toISOString(), agent_paused: true });
  });
});
