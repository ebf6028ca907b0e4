// The control plane around deliveries (harness-control contract): a world whose subscription URL
// breaks section 6 rule 4 is refused whole; moving the clock runs due retries; a subscription's
// attempts are readable (capability delivery_history); the clock's answer counts attempts under
// way; reset and new worlds drop pending work.
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { tableResolver } from '../deliveries/host-resolver.ts';
import type { PostRequest } from '../deliveries/post-delivery.ts';
import type { PostResult } from '../deliveries/attempt-outcome.ts';
import { createGateway, type Gateway } from '../gateway.ts';
import { controlRoutes } from './control-routes.ts';

const world = bundledWorld('default');
const start = Date.parse(world.clock.start);
const base = targetWorld(world, { upstreamBaseUrl: 'http://127.0.0.1:9/v23.0' });

function gatewayWith(answers: PostResult[] = []) {
  const posts: PostRequest[] = [];
  const gateway = createGateway({
    clockStart: start,
    resolveHost: tableResolver({ 'hooks.example.org': ['93.184.216.34'], 'intranet.example.org': ['192.168.4.4'] }),
    postDelivery: (request) => {
      posts.push(request);
      return Promise.resolve(answers.shift() ?? { kind: 'answered', status: 200 });
    },
  });
  return { gateway, posts };
}

async function call(gateway: Gateway, operationId: string, body?: unknown, params: Record<string, string> = {}) {
  const route = controlRoutes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no route ${operationId}`);
  return route.handle(gateway, { params, body, webhookUrl: 'http://127.0.0.1:1/__upstream/webhooks' });
}

const withUrl = (url: string, allowLoopback = false) => ({ ...base, subscriptions: base.subscriptions.map((s) => ({ ...s, url, allow_loopback: allowLoopback })) });
const settle = () => new Promise((resolve) => setImmediate(resolve));
const sentEvent = (gateway: Gateway) => gateway.events.emit({ name: 'message.sent', phoneNumberId: '100000000000001', at: gateway.clock.now(), payload: { message: { id: 'msg_1' } } });

describe('loading a world with subscriptions', () => {
  it.each(['http://hooks.example.org/events', 'https://10.0.0.5/events', 'https://[::ffff:169.254.169.254]/', 'https://0x7f000001/', 'http://127.0.0.1:4000/'])(
    'refuses %s with 400 invalid_world naming the subscription, and keeps the old state',
    async (url) => {
      const { gateway } = gatewayWith();
      expect((await call(gateway, 'loadWorld', base)).status).toBe(204);
      const before = gateway.state;
      const answer = await call(gateway, 'loadWorld', withUrl(url));
      expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_world', detail: [{ loc: ['subscriptions', 0, 'url'], msg: expect.stringContaining('sub_main_events') }] } });
      expect(gateway.state).toBe(before);
    },
  );

  it('refuses a host name that resolves to a private address', async () => {
    const { gateway } = gatewayWith();
    expect(await call(gateway, 'loadWorld', withUrl('https://intranet.example.org/hook'))).toMatchObject({
      status: 400,
      body: { error: 'invalid_world', detail: [{ loc: ['subscriptions', 0, 'url'], msg: expect.stringContaining('192.168.4.4') }] },
    });
  });

  it('accepts a loopback receiver only with allow_loopback', async () => {
    const { gateway } = gatewayWith();
    expect((await call(gateway, 'loadWorld', withUrl('http://127.0.0.1:4000/deliveries', true))).status).toBe(204);
    expect((await call(gateway, 'loadWorld', withUrl('https://192.168.0.2/deliveries', true))).status).toBe(400);
  });

  it('accepts the fixture URL, whose reserved name resolves to nothing', async () => {
    const { gateway } = gatewayWith();
    expect((await call(gateway, 'loadWorld', base)).status).toBe(204);
  });
});

describe('deliveries through the control plane', () => {
  it('offers delivery_history and loopback_subscriptions', async () => {
    const { gateway } = gatewayWith();
    expect(await call(gateway, 'getCapabilities')).toMatchObject({ body: { capabilities: expect.arrayContaining(['delivery_history', 'loopback_subscriptions', 'clock']) } });
  });

  it('runs a due retry when the clock is advanced, and reports both attempts', async () => {
    const { gateway, posts } = gatewayWith([{ kind: 'answered', status: 503 }]);
    await call(gateway, 'loadWorld', withUrl('https://hooks.example.org/events'));
    sentEvent(gateway);
    await settle();
    const first = await call(gateway, 'getSubscriptionDeliveries', undefined, { subscription_id: 'sub_main_events' });
    expect(first.body).toMatchObject({ active: true, unfinished_deliveries: 1, next_attempt_at: expect.any(String), attempts: [{ attempt: 1, status: 503, delivered: false }] });
    expect((await call(gateway, 'advanceClock', { duration: 'PT10M' })).status).toBe(200);
    await settle();
    expect(posts).toHaveLength(2);
    const after = await call(gateway, 'getSubscriptionDeliveries', undefined, { subscription_id: 'sub_main_events' });
    expect(after.body).toMatchObject({ active: true, consecutive_failures: 0, unfinished_deliveries: 0, next_attempt_at: null, attempts: [{ attempt: 1, status: 503 }, { attempt: 2, status: 200, delivered: true, error: null }] });
    expect(JSON.stringify(after.body)).not.toContain(base.subscriptions[0]?.secret ?? '-');
  });

  it('counts an attempt as under way from the move that makes it due until its answer', async () => {
    let answer: (result: PostResult) => void = () => undefined;
    const posts: PostRequest[] = [];
    const gateway = createGateway({
      clockStart: start,
      resolveHost: tableResolver({ 'hooks.example.org': ['93.184.216.34'] }),
      postDelivery: (request) => {
        posts.push(request);
        return posts.length === 1 ? Promise.resolve({ kind: 'answered', status: 503 }) : new Promise<PostResult>((resolve) => (answer = resolve));
      },
    });
    await call(gateway, 'loadWorld', withUrl('https://hooks.example.org/events'));
    sentEvent(gateway);
    await settle();
    expect((await call(gateway, 'advanceClock', { seconds: 0 })).body, 'a failed attempt waiting for its retry').toMatchObject({ attempts_under_way: 0 });
    expect((await call(gateway, 'advanceClock', { duration: 'PT10M' })).body, 'the retry that fell due').toMatchObject({ attempts_under_way: 1 });
    await settle();
    expect(posts).toHaveLength(2);
    expect((await call(gateway, 'advanceClock', { seconds: 0 })).body, 'the retry not yet answered').toMatchObject({ attempts_under_way: 1 });
    answer({ kind: 'answered', status: 200 });
    await settle();
    expect((await call(gateway, 'advanceClock', { seconds: 0 })).body, 'the retry answered').toMatchObject({ attempts_under_way: 0 });
  });

  it('answers 404 unknown_subscription for an id the world does not hold', async () => {
    const { gateway } = gatewayWith();
    await call(gateway, 'loadWorld', base);
    expect(await call(gateway, 'getSubscriptionDeliveries', undefined, { subscription_id: 'sub_missing' })).toMatchObject({ status: 404, body: { error: 'unknown_subscription' } });
  });

  it('drops pending retries on reset and on a new world', async () => {
    const { gateway, posts } = gatewayWith([{ kind: 'answered', status: 500 }, { kind: 'answered', status: 500 }]);
    await call(gateway, 'loadWorld', withUrl('https://hooks.example.org/events'));
    sentEvent(gateway);
    await settle();
    await call(gateway, 'reset');
    await call(gateway, 'advanceClock', { duration: 'PT1H' });
    await settle();
    expect(posts).toHaveLength(1);
    await call(gateway, 'loadWorld', withUrl('https://hooks.example.org/events'));
    sentEvent(gateway);
    await settle();
    await call(gateway, 'loadWorld', withUrl('https://hooks.example.org/events'));
    await call(gateway, 'advanceClock', { duration: 'PT1H' });
    await settle();
    expect(posts).toHaveLength(2);
  });
});
