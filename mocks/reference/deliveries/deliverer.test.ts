// Section 6 and 4.3, decisions A49 and A51: every event reaches each subscription that wants it,
// signed, at least once; failures are retried on the gateway's clock under one delivery id; 20
// failed events switch a subscription off. A fake transport stands in for the network and a
// virtual clock for time, so nothing here waits.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { virtualClock } from '../clock.ts';
import type { GatewayEvent } from '../events/event-bus.ts';
import { clockScheduler } from '../scheduler.ts';
import { emptyState, type Subscription } from '../state/gateway-state.ts';
import type { PostResult } from './attempt-outcome.ts';
import { createDeliverer } from './deliverer.ts';
import { deliveryIds } from './delivery-id.ts';
import { tableResolver } from './host-resolver.ts';
import type { PostRequest } from './post-delivery.ts';
import { backoffPolicy } from './retry-policy.ts';

const start = Date.parse('2026-11-02T09:00:00Z');
const secret = 'sub-secret-0001';

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return { id: 'sub_a', phoneNumberId: '100', url: 'https://hooks.example.org/a', secret, events: ['message.sent', 'message.status'], allowLoopback: false, ...overrides };
}

function event(name: GatewayEvent['name'] = 'message.sent', phoneNumberId = '100'): GatewayEvent {
  return { name, phoneNumberId, at: start, payload: { message: { id: 'msg_1', content: 'caf\u00e9' } } };
}

/** A world with subscriptions and a transport that answers from `answers` (then 200). */
function setup(subscriptions: Subscription[], answers: (PostResult | 'hang')[] = []) {
  const clock = virtualClock(start);
  const scheduler = clockScheduler(clock, { realTimers: false });
  let state = emptyState();
  for (const s of subscriptions) state.subscriptions.set(s.id, s);
  const posts: PostRequest[] = [];
  const deliverer = createDeliverer({
    clock,
    scheduler,
    state: () => state,
    resolve: tableResolver({ 'hooks.example.org': ['93.184.216.34'], 'inside.example.org': ['10.0.0.7'] }),
    policy: backoffPolicy(() => 0),
    deliveryIds: deliveryIds(),
    post: (request) => {
      posts.push(request);
      const next = answers.shift() ?? { kind: 'answered', status: 200 };
      if (next !== 'hang') return Promise.resolve(next);
      return new Promise((resolve) => request.signal.addEventListener('abort', () => resolve({ kind: 'timeout', afterMs: request.timeoutMs })));
    },
  });
  /** Moves the clock, runs what is due and lets the attempts it started finish. */
  async function advance(ms: number): Promise<void> {
    clock.advance(ms);
    scheduler.runDue();
    await settle();
  }
  return { clock, deliverer, posts, advance, state: () => state, replaceState: () => (state = emptyState()) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const fail: PostResult = { kind: 'answered', status: 500 };
const header = (request: PostRequest | undefined, name: string) => request?.headers[name] ?? '';

describe('deliveries', () => {
  it('posts each event once to every subscription of its number that asked for its name', async () => {
    const world = setup([subscription(), subscription({ id: 'sub_b', events: ['template.status'] }), subscription({ id: 'sub_c', phoneNumberId: '200' })]);
    world.deliverer.take(event('message.sent'));
    world.deliverer.take(event('message.received'));
    await settle();
    expect(world.posts.map((p) => [p.url.href, header(p, 'x-service-event')])).toEqual([['https://hooks.example.org/a', 'message.sent']]);
    // What it says it wants is what it posts.
    expect(world.deliverer.wants('message.sent', '100')).toBe(true);
    expect(world.deliverer.wants('template.status', '100')).toBe(true);
    expect(world.deliverer.wants('message.received', '100')).toBe(false);
    expect(world.deliverer.wants('message.status', '300')).toBe(false);
  });

  it('signs the exact body with the subscription secret over "{timestamp}.{body}"', async () => {
    const world = setup([subscription()]);
    world.deliverer.take(event());
    await settle();
    const [post] = world.posts;
    const timestamp = header(post, 'x-service-timestamp');
    expect(timestamp).toBe(String(start / 1000));
    const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(post?.body ?? Buffer.alloc(0)).digest('hex');
    expect(header(post, 'x-service-signature')).toBe(`sha256=${expected}`);
    expect(header(post, 'x-service-delivery')).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(JSON.parse(post?.body.toString('utf8') ?? '')).toEqual({ event: 'message.sent', occurred_at: '2026-11-02T09:00:00.000Z', phone_number_id: '100', data: event().payload });
  });

  it('retries a failed delivery when its time comes, with the same id and body and a fresh timestamp (A49)', async () => {
    const world = setup([subscription()], [fail, { kind: 'unreachable', error: 'connection failed (ECONNRESET)' }]);
    world.deliverer.take(event());
    await settle();
    expect(world.posts).toHaveLength(1);
    await world.advance(29_000);
    expect(world.posts).toHaveLength(1);
    await world.advance(1_000);
    await world.advance(60_000);
    expect(world.posts).toHaveLength(3);
    expect(new Set(world.posts.map((p) => header(p, 'x-service-delivery'))).size).toBe(1);
    expect(new Set(world.posts.map((p) => p.body.toString('hex'))).size).toBe(1);
    expect(world.posts.map((p) => Number(header(p, 'x-service-timestamp')) - start / 1000)).toEqual([0, 30, 90]);
    expect(world.deliverer.unfinished('sub_a')).toEqual({ count: 0, nextAttemptAt: null });
  });

  it('counts a 3xx as a failure and retries it', async () => {
    const world = setup([subscription()], [{ kind: 'answered', status: 301 }]);
    world.deliverer.take(event());
    await settle();
    await world.advance(30_000);
    expect(world.posts).toHaveLength(2);
  });

  it('times an attempt out on the gateway clock and retries it', async () => {
    const world = setup([subscription()], ['hang']);
    world.deliverer.take(event());
    await settle();
    expect(world.deliverer.unfinished('sub_a')).toEqual({ count: 1, nextAttemptAt: null });
    await world.advance(10_000);
    expect(world.state().deliveryLogs.get('sub_a')?.attempts[0]).toMatchObject({ delivered: false, status: null, error: 'no answer within 10 s' });
    expect(world.deliverer.unfinished('sub_a').nextAttemptAt).toBe(start + 10_000 + 30_000);
  });

  it('gives up after six attempts and records each one', async () => {
    const world = setup([subscription()], Array<PostResult>(6).fill(fail));
    world.deliverer.take(event());
    await settle();
    for (let i = 0; i < 6; i++) await world.advance(600_000);
    expect(world.posts).toHaveLength(6);
    const log = world.state().deliveryLogs.get('sub_a');
    expect(log?.attempts.map((a) => [a.attempt, a.status])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, 500]));
    expect(log?.health).toEqual({ consecutiveFailedEvents: 1, disabledAt: null });
  });

  it('switches a subscription off after 20 failed events and sends it nothing more (A51)', async () => {
    const world = setup([subscription()], Array<PostResult>(20 * 6).fill(fail));
    for (let i = 0; i < 19; i++) world.deliverer.take(event());
    await settle();
    for (let i = 0; i < 6; i++) await world.advance(600_000);
    expect(world.state().deliveryLogs.get('sub_a')?.health).toEqual({ consecutiveFailedEvents: 19, disabledAt: null });
    world.deliverer.take(event());
    await settle();
    for (let i = 0; i < 6; i++) await world.advance(600_000);
    expect(world.state().deliveryLogs.get('sub_a')?.health.disabledAt).not.toBeNull();
    expect(world.deliverer.wants('message.sent', '100'), 'a subscription switched off wants nothing').toBe(false);
    const before = world.posts.length;
    world.deliverer.take(event());
    await settle();
    expect(world.posts).toHaveLength(before);
  });

  it('resets the failure count on any delivered event', async () => {
    const world = setup([subscription()], [...Array<PostResult>(6).fill(fail), { kind: 'answered', status: 202 }]);
    world.deliverer.take(event());
    await settle();
    for (let i = 0; i < 6; i++) await world.advance(600_000);
    world.deliverer.take(event());
    await settle();
    expect(world.state().deliveryLogs.get('sub_a')?.health.consecutiveFailedEvents).toBe(0);
  });

  it('never connects to a host name that resolves to a private address', async () => {
    const world = setup([subscription({ url: 'https://inside.example.org/hook' })]);
    world.deliverer.take(event());
    await settle();
    expect(world.posts).toHaveLength(0);
    expect(world.state().deliveryLogs.get('sub_a')?.attempts[0]).toMatchObject({ delivered: false, error: expect.stringContaining('10.0.0.7 is a private address') });
  });

  it('keeps no secret, header, body or URL in the attempt history', async () => {
    const world = setup([subscription({ url: 'https://hooks.example.org/a?token=url-token-0001' })], [fail]);
    world.deliverer.take({ ...event(), payload: { wording: 'code 123456' } });
    await settle();
    const history = JSON.stringify(world.state().deliveryLogs.get('sub_a'));
    for (const secretish of [secret, 'url-token-0001', '123456', 'sha256=']) expect(history).not.toContain(secretish);
  });

  it('takes an event without throwing even when the transport throws', async () => {
    const world = setup([subscription()]);
    const broken = createDeliverer({
      clock: world.clock,
      scheduler: clockScheduler(world.clock, { realTimers: false }),
      state: world.state,
      resolve: tableResolver({ 'hooks.example.org': ['93.184.216.34'] }),
      policy: backoffPolicy(),
      deliveryIds: deliveryIds(),
      post: () => {
        throw new Error('socket exploded');
      },
    });
    expect(() => broken.take(event())).not.toThrow();
    await settle();
    expect(broken.unfinished('sub_a').count).toBe(0);
  });

  it('forgets unfinished deliveries when dropped or when the state is replaced', async () => {
    const world = setup([subscription()], [fail, fail]);
    world.deliverer.take(event());
    await settle();
    world.deliverer.drop();
    await world.advance(600_000);
    expect(world.posts).toHaveLength(1);
    world.deliverer.take(event());
    await settle();
    world.replaceState();
    await world.advance(600_000);
    expect(world.posts).toHaveLength(2);
  });
});
