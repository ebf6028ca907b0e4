// The control plane's optional capabilities (harness-control contract): a gateway offers what its
// options say. Without `clock` it keeps real time whatever a world says and answers the clock's
// operation 501; without `loopback_subscriptions` a world's allow_loopback counts as false; each
// operation of a capability not offered is 501 capability_not_offered.
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { tableResolver } from '../deliveries/host-resolver.ts';
import { controlCapabilities, createGateway, type ControlCapability, type Gateway } from '../gateway.ts';
import { controlRoutes } from './control-routes.ts';

const world = bundledWorld('default');
const loaded = targetWorld(world, { upstreamBaseUrl: 'http://127.0.0.1:9/v23.0', receiverUrl: 'http://127.0.0.1:4321/hooks' });

function gatewayWithout(...withheld: ControlCapability[]): Gateway {
  return createGateway({
    clockStart: Date.parse(world.clock.start),
    capabilities: controlCapabilities.filter((c) => !withheld.includes(c)),
    resolveHost: tableResolver({}),
  });
}

async function call(gateway: Gateway, operationId: string, body?: unknown, params: Record<string, string> = {}) {
  const route = controlRoutes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no route ${operationId}`);
  return route.handle(gateway, { params, body, webhookUrl: 'http://127.0.0.1:1/__upstream/webhooks' });
}

describe('capabilities a gateway offers', () => {
  it('lists every capability by default', async () => {
    expect(await call(createGateway(), 'getCapabilities')).toMatchObject({ status: 200, body: { capabilities: [...controlCapabilities] } });
  });

  it('without clock: not listed, the world clock ignored, real time kept, moving it is 501', async () => {
    const gateway = gatewayWithout('clock');
    expect(await call(gateway, 'getCapabilities')).toMatchObject({ status: 200, body: { capabilities: controlCapabilities.filter((c) => c !== 'clock') } });
    const before = Date.now();
    expect((await call(gateway, 'loadWorld', loaded)).status).toBe(204);
    expect(gateway.clock.now()).toBeGreaterThanOrEqual(before);
    expect(await call(gateway, 'advanceClock', { seconds: 60 })).toMatchObject({ status: 501, body: { error: 'capability_not_offered' } });
  });

  it('with clock: the world clock is where time stands', async () => {
    const gateway = gatewayWithout();
    expect((await call(gateway, 'loadWorld', loaded)).status).toBe(204);
    expect(gateway.clock.now()).toBe(Date.parse(world.clock.start));
  });

  it('without loopback_subscriptions: a loopback subscription is refused even with allow_loopback', async () => {
    expect((await call(gatewayWithout(), 'loadWorld', loaded)).status).toBe(204);
    expect(await call(gatewayWithout('loopback_subscriptions'), 'loadWorld', loaded)).toMatchObject({ status: 400, body: { error: 'invalid_world' } });
  });

  it.each([
    ['customer_state', 'getCustomerState', { phone_number_id: '100000000000001', wa_id: '12025550101' }],
    ['delivery_history', 'getSubscriptionDeliveries', { subscription_id: 'sub_main_events' }],
    ['template_sync', 'syncTemplates', {}],
    ['internal_failure', 'armInternalFailure', {}],
    ['reconnect', 'reconnectNumber', { phone_number_id: '100000000000001' }],
  ] as const)('without %s, %s is 501 capability_not_offered', async (capability, operationId, params) => {
    const gateway = gatewayWithout(capability);
    expect((await call(gateway, 'loadWorld', loaded)).status).toBe(204);
    expect(await call(gateway, operationId, {}, { ...params })).toMatchObject({ status: 501, body: { error: 'capability_not_offered' } });
  });
});
