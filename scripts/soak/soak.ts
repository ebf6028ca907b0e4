/**
 * A bounded soak on loopback: the bundled reference on real time, wired to the platform mock and to
 * a subscriber, under sustained keyed sends and customer messages, while the platform answers late,
 * throttles, refuses, fails bare, resets, sends broken bodies or never answers, and the subscriber
 * fails, resets, stalls or answers slowly. Afterwards it waits for every delivery to finish and
 * counts: requests sent and answered, events emitted and received (nothing may be lost).
 */
import { randomBytes } from 'node:crypto';
import { bundledWorld, type World } from '../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../fixtures/worlds/target-world.ts';
import { startReference } from '../../mocks/reference/index.ts';
import { seededRandom, startUpstreamMock } from '../../mocks/upstream/index.ts';
import { startFlakySubscriber } from './flaky-subscriber.ts';
import { runLoad } from './soak-load.ts';
import { soakReport, type SoakReport } from './soak-report.ts';

export interface SoakOptions {
  /** Seconds of load (the drain afterwards comes on top). */
  seconds: number;
  /**
   * Stop the load once this many sends have started, before `seconds` are up if need be: the same
   * load however busy the machine is (the test suite's soak).
   */
  sends?: number;
  /**
   * How long the gateway waits for the subscriber on one attempt (800 ms unless told): a stalled
   * subscriber costs this much before the retry. A test on a busy machine gives far more, so that
   * only a subscriber that never answers runs into it.
   */
  attemptTimeoutMs?: number;
  /** Longest answer to a send the soak accepts (the platform time limit and 2 s unless told). */
  answerBoundMs?: number;
  /** Sends in flight at once. */
  workers?: number;
  seed?: number;
  /** Progress lines; silent unless given. */
  log?: (line: string) => void;
}

const platformTimeoutMs = 1_000;

/** The default world with room for a soak: no contact limit to reach, a fast number. */
function soakWorld(): World {
  const world = structuredClone(bundledWorld('default'));
  for (const workspace of world.workspaces) if (workspace.id === 'ws_main') workspace.plan.contact_limit = 10_000_000;
  for (const number of world.numbers) number.throughput_mps = 10_000;
  return world;
}

async function until(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done();
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => undefined);
  const workers = options.workers ?? 6;
  // One seed for the platform's faults and the subscriber's misbehaviour: a run with the same
  // seed meets the same kinds of trouble.
  const seed = options.seed ?? 20261101;
  const world = soakWorld();
  const [main] = world.numbers;
  const [subscription] = world.subscriptions;
  if (!main || !subscription) throw new Error('the soak world needs a number and a subscription');
  const controlToken = randomBytes(18).toString('base64url');
  const upstream = await startUpstreamMock({ world, seed });
  const reference = await startReference({
    controlToken,
    upstreamTimeoutMs: platformTimeoutMs,
    retryPolicy: { maxAttempts: 12, attemptTimeoutMs: options.attemptTimeoutMs ?? 800, delayAfter: (attempt) => Math.min(2_000, 100 * attempt) },
  });
  const subscriber = await startFlakySubscriber({ fail500: 0.12, reset: 0.05, slow: 0.1, silent: 0.02, slowMs: 200, random: seededRandom(seed).float });
  try {
    const loaded = await fetch(`${reference.controlUrl ?? ''}/world`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(targetWorld(world, { upstreamBaseUrl: upstream.baseUrl, receiverUrl: subscriber.url })),
    });
    if (loaded.status !== 204) throw new Error(`the reference refused the soak world: ${loaded.status} ${await loaded.text()}`);
    await upstream.control.setWebhookUrl(reference.webhookUrl);
    const match = { route: 'send' as const, phoneNumberId: main.phone_number_id };
    for (const [probability, action] of [
      [0.3, { kind: 'latency', minMs: 5, maxMs: 200 }],
      [0.04, { kind: 'platform-error', code: 130429 }],
      [0.04, { kind: 'platform-error', code: 131026 }],
      [0.04, { kind: 'http-status', status: 503 }],
      [0.03, { kind: 'reset' }],
      [0.03, { kind: 'malformed-body' }],
      [0.01, { kind: 'hang' }],
    ] as const) {
      await upstream.control.addFault({ match, probability, action });
    }

    const emitted: Record<string, number> = {};
    reference.gateway.events.subscribe((event) => {
      if (event.phoneNumberId === subscription.phone_number_id && subscription.events.includes(event.name)) emitted[event.name] = (emitted[event.name] ?? 0) + 1;
    });

    log(`soak: ${options.seconds} s of load with ${workers} workers; gateway ${reference.url}, platform ${upstream.baseUrl}, subscriber ${subscriber.url}`);
    const startedAt = Date.now();
    const endAt = startedAt + options.seconds * 1000;
    const ticker = setInterval(() => log(`  … ${Math.max(0, Math.round((endAt - Date.now()) / 1000))} s to go, ${subscriber.taken().size} events received so far`), 10_000);
    const load = await runLoad({
      gatewayUrl: reference.url,
      token: main.token,
      workers,
      customerWriteEvery: 5,
      customerWrites: async (waId) => void (await upstream.control.customerWrites(waId, { phone_number_id: main.phone_number_id, message: { type: 'text', text: 'Thanks!' } })),
      stopped: (started) => Date.now() >= endAt || (options.sends !== undefined && started >= options.sends),
    }).finally(() => clearInterval(ticker));
    const loadSeconds = Math.round((Date.now() - startedAt) / 1000);

    log('soak: load over; waiting for the platform\'s webhooks and the deliveries to finish');
    await upstream.control.clearFaults();
    await upstream.mock.drainWebhooks();
    // Deliveries end by themselves (a bounded number of attempts): the limit is a safety net.
    await until(() => reference.gateway.deliveries.unfinished(subscription.id).count === 0, 120_000);
    const received: Record<string, number> = {};
    for (const name of subscriber.taken().values()) received[name] = (received[name] ?? 0) + 1;
    return soakReport({
      seconds: loadSeconds,
      load,
      emitted,
      received,
      deliveryAttempts: subscriber.attempts(),
      bodyMismatches: subscriber.bodyMismatches(),
      unfinishedDeliveries: reference.gateway.deliveries.unfinished(subscription.id).count,
      subscriptionDisabled: (reference.gateway.state.deliveryLogs.get(subscription.id)?.health.disabledAt ?? null) !== null,
      answerBoundMs: options.answerBoundMs ?? platformTimeoutMs + 2_000,
    });
  } finally {
    await reference.close();
    await upstream.close();
    await subscriber.close();
  }
}
