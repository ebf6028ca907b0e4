// Section 6 (at least once) and 4.3 (X-Service-Delivery stable across retries) across a restart
// with `up --state`: deliveries not yet done are kept in the snapshot with their ids and attempt
// counts, and a gateway restored from it goes on with them. An attempt cut short by the restart
// is tried again; a subscription's run of failed events survives too (A51). No secret is kept.
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import type { PostResult } from '../deliveries/attempt-outcome.ts';
import { tableResolver } from '../deliveries/host-resolver.ts';
import type { PostRequest } from '../deliveries/post-delivery.ts';
import { backoffPolicy } from '../deliveries/retry-policy.ts';
import { createGateway, type Gateway } from '../gateway.ts';
import { readWorld, stateFromWorld } from '../state/load-world.ts';
import { SnapshotProblem } from './snapshot-reader.ts';
import { newMasterKey, stateKey } from './state-key.ts';
import { gatewaySnapshot, restoreGatewayState } from './state-snapshot.ts';

const world = bundledWorld('default');
const start = Date.parse(world.clock.start);
const number = '100000000000001';
const signingSecret = world.subscriptions[0]!.secret;

/** A gateway on a virtual clock whose deliveries go to `answer` instead of the network. */
function gatewayWith(answer: (request: PostRequest) => PostResult | 'hang', posts: PostRequest[]): Gateway {
  const gateway = createGateway({
    clockStart: start,
    resolveHost: tableResolver({ 'hooks.subscriber.test': ['93.184.216.34'] }),
    retryPolicy: backoffPolicy(() => 0),
    postDelivery: (request) => {
      posts.push(request);
      const result = answer(request);
      if (result !== 'hang') return Promise.resolve(result);
      return new Promise((resolve) => request.signal.addEventListener('abort', () => resolve({ kind: 'timeout', afterMs: request.timeoutMs })));
    },
  });
  const read = readWorld(targetWorld(world, { upstreamBaseUrl: 'http://127.0.0.1:1/v23.0' }));
  if (!read.ok) throw new Error('the default world does not load');
  gateway.state = stateFromWorld(read.world);
  return gateway;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const emit = (gateway: Gateway, text: string) => gateway.events.emit({ name: 'message.sent', phoneNumberId: number, at: gateway.clock.now(), payload: { wording: text } });
const idOf = (post: PostRequest) => post.headers['x-service-delivery'] ?? '';
const failing: PostResult = { kind: 'answered', status: 503 };

async function advance(gateway: Gateway, ms: number): Promise<void> {
  gateway.clock.advance(ms);
  gateway.scheduler.runDue();
  await settle();
}

describe('unfinished deliveries across a restart', () => {
  it('are delivered after it, each under the id it had, with the attempt count going on', async () => {
    const key = stateKey(newMasterKey());
    const before: PostRequest[] = [];
    const first = gatewayWith(() => failing, before);
    for (const text of ['one', 'two', 'three']) emit(first, text);
    await settle();
    await advance(first, 30_000);
    expect(before.map(idOf), 'two failed attempts of each event').toHaveLength(6);
    const saved = JSON.parse(JSON.stringify(gatewaySnapshot(first.state, first.clock.now(), key, first.deliveries.pending()))) as Record<string, unknown>;
    first.deliveries.drop();

    const after: PostRequest[] = [];
    const second = gatewayWith(() => ({ kind: 'answered', status: 204 }), after);
    second.clock.set(first.clock.now());
    second.deliveries.resume(restoreGatewayState(second.state, saved, key));
    await advance(second, 60_000);
    const ids = [...new Set(before.map(idOf))];
    expect(after.map(idOf).sort(), 'each event once more, under its own id').toEqual([...ids].sort());
    expect(after.map((p) => JSON.parse(p.body.toString('utf8')).data.wording).sort()).toEqual(['one', 'three', 'two']);
    const attempts = second.state.deliveryLogs.get(world.subscriptions[0]!.id)?.attempts.map((a) => a.attempt);
    expect(attempts, 'the third attempt of each').toEqual([3, 3, 3]);
    expect(second.deliveries.unfinished(world.subscriptions[0]!.id).count).toBe(0);
  });

  it('tries again an attempt the restart cut short, not counting it', async () => {
    const key = stateKey(newMasterKey());
    const first = gatewayWith(() => 'hang', []);
    emit(first, 'in flight');
    await settle();
    const [pending] = first.deliveries.pending();
    expect(pending).toMatchObject({ attempts: 0, nextAttemptAt: null });
    const saved = JSON.parse(JSON.stringify(gatewaySnapshot(first.state, first.clock.now(), key, first.deliveries.pending()))) as Record<string, unknown>;
    first.deliveries.drop();
    const after: PostRequest[] = [];
    const second = gatewayWith(() => ({ kind: 'answered', status: 200 }), after);
    second.deliveries.resume(restoreGatewayState(second.state, saved, key));
    await settle();
    expect(after.map(idOf)).toEqual([pending!.deliveryId]);
  });

  it("keeps a subscription's run of failed events, so it is switched off at the twentieth overall (A51)", async () => {
    const key = stateKey(newMasterKey());
    const first = gatewayWith(() => failing, []);
    first.state.deliveryLogs.set(world.subscriptions[0]!.id, { health: { consecutiveFailedEvents: 19, disabledAt: null }, attempts: [] });
    const saved = JSON.parse(JSON.stringify(gatewaySnapshot(first.state, start, key))) as Record<string, unknown>;
    const second = gatewayWith(() => failing, []);
    second.deliveries.resume(restoreGatewayState(second.state, saved, key));
    emit(second, 'the twentieth');
    await settle();
    for (let i = 0; i < 6; i++) await advance(second, 600_000);
    expect(second.state.deliveryLogs.get(world.subscriptions[0]!.id)?.health).toMatchObject({ consecutiveFailedEvents: 20, disabledAt: expect.any(Number) });
  });

  it('holds no signing secret or signature, and refuses a delivery of a subscription it does not restore', async () => {
    const key = stateKey(newMasterKey());
    const first = gatewayWith(() => failing, []);
    emit(first, 'secret-free');
    await settle();
    const snapshot = gatewaySnapshot(first.state, first.clock.now(), key, first.deliveries.pending());
    const text = JSON.stringify(snapshot);
    expect(snapshot.pending_deliveries).toHaveLength(1);
    expect(text).not.toContain(signingSecret);
    expect(text).not.toContain('sha256=');
    const broken = JSON.parse(text) as { pending_deliveries: { subscription_id: string }[] };
    broken.pending_deliveries[0]!.subscription_id = 'sub_elsewhere';
    expect(() => restoreGatewayState(gatewayWith(() => failing, []).state, broken, key)).toThrow(SnapshotProblem);
    expect(() => restoreGatewayState(gatewayWith(() => failing, []).state, broken, key)).toThrow(/gateway\.pending_deliveries\[0\]\.subscription_id: no subscription sub_elsewhere/);
    first.deliveries.drop();
  });
});
