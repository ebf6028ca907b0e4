// The world's host table (capability host_table, decision A76): a name it holds is judged by the
// table's addresses when the world is loaded and connected to through them when delivering; other
// names go to the gateway's own resolver; a reset or a new world clears the table; a gateway
// without the capability ignores it.
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { tableResolver } from '../deliveries/host-resolver.ts';
import type { PostRequest } from '../deliveries/post-delivery.ts';
import { controlCapabilities, createGateway, type Gateway } from '../gateway.ts';
import { controlRoutes } from './control-routes.ts';

const world = bundledWorld('default');
const base = targetWorld(world, { upstreamBaseUrl: 'http://127.0.0.1:9/v23.0' });

function gatewayWith(capabilities: readonly (typeof controlCapabilities)[number][] = controlCapabilities) {
  const posts: PostRequest[] = [];
  const gateway = createGateway({
    clockStart: Date.parse(world.clock.start),
    capabilities,
    resolveHost: tableResolver({ 'hooks.example.org': ['93.184.216.34'] }),
    postDelivery: (request) => {
      posts.push(request);
      return Promise.resolve({ kind: 'answered', status: 200 });
    },
  });
  return { gateway, posts };
}

async function call(gateway: Gateway, operationId: string, body?: unknown) {
  const route = controlRoutes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no route ${operationId}`);
  return route.handle(gateway, { params: {}, body, webhookUrl: 'http://127.0.0.1:1/__upstream/webhooks' });
}

const withHost = (url: string, hosts?: Record<string, string[]>) => ({ ...base, subscriptions: base.subscriptions.map((s) => ({ ...s, url, allow_loopback: false })), ...(hosts ? { hosts } : {}) });
const settle = () => new Promise((resolve) => setImmediate(resolve));
const sentEvent = (gateway: Gateway) => gateway.events.emit({ name: 'message.sent', phoneNumberId: '100000000000001', at: gateway.clock.now(), payload: { message: { id: 'msg_1' } } });

describe("a world's host table", () => {
  it.each([['127.0.0.1'], ['::1'], ['::ffff:127.0.0.1'], ['::ffff:7f00:1'], ['127.0.0.1', '93.184.216.34'], ['93.184.216.34', '10.1.2.3']])('refuses a name the table resolves to %s, naming the subscription', async (...addresses) => {
    const { gateway } = gatewayWith();
    expect(await call(gateway, 'loadWorld', withHost('https://hooks.loop.test/events', { 'hooks.loop.test': addresses }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_world', detail: [{ loc: ['subscriptions', 0, 'url'], msg: expect.stringContaining('sub_main_events') }] },
    });
  });

  it('delivers to the addresses the table gives, and asks the gateway resolver for other names', async () => {
    const { gateway, posts } = gatewayWith();
    expect((await call(gateway, 'loadWorld', withHost('https://hooks.public.test/events', { 'hooks.public.test': ['::ffff:93.184.216.34', '2606:4700:4700::1111'] }))).status).toBe(204);
    sentEvent(gateway);
    await settle();
    expect(posts.map((p) => p.addresses)).toEqual([
      [
        { address: '::ffff:93.184.216.34', family: 6 },
        { address: '2606:4700:4700::1111', family: 6 },
      ],
    ]);
    expect((await call(gateway, 'loadWorld', withHost('https://hooks.example.org/events', { 'hooks.public.test': ['127.0.0.1'] }))).status).toBe(204);
    sentEvent(gateway);
    await settle();
    expect(posts.at(-1)?.addresses).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  it('is read in any case and without a trailing dot', async () => {
    const { gateway } = gatewayWith();
    expect((await call(gateway, 'loadWorld', withHost('https://HOOKS.loop.test./events', { 'hooks.loop.test': ['127.0.0.1'] }))).status).toBe(400);
  });

  it('is cleared by a reset and replaced by the next world', async () => {
    const { gateway } = gatewayWith();
    expect((await call(gateway, 'loadWorld', withHost('https://hooks.public.test/events', { 'hooks.public.test': ['93.184.216.34'] }))).status).toBe(204);
    expect(gateway.state.hosts).toEqual({ 'hooks.public.test': ['93.184.216.34'] });
    await call(gateway, 'reset');
    expect(gateway.state.hosts).toEqual({});
    expect((await call(gateway, 'loadWorld', withHost('https://hooks.public.test/events'))).status).toBe(204);
    expect(gateway.state.hosts).toEqual({});
  });

  it('is ignored by a gateway without host_table, which asks its own resolver', async () => {
    const { gateway, posts } = gatewayWith(controlCapabilities.filter((c) => c !== 'host_table'));
    expect((await call(gateway, 'loadWorld', withHost('https://hooks.example.org/events', { 'hooks.example.org': ['127.0.0.1'] }))).status).toBe(204);
    sentEvent(gateway);
    await settle();
    expect(posts.map((p) => p.addresses)).toEqual([[{ address: '93.184.216.34', family: 4 }]]);
  });
});
