// Sections 4.3, 6 and 8 over real connections, with subscribers that misbehave: one that resets
// every connection for a while, one that is slow, one that does not answer until the attempt times
// out, one that answers 500 at first, and one that takes a delivery only on its third attempt.
// Every event reaches each of them at least once, under one X-Service-Delivery across all its
// attempts, and the events received are counted against the events sent: none missing. A
// subscriber that is gone for good is switched off at exactly the twentieth failed event (A51).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { virtualClock } from '../clock.ts';
import { clockScheduler } from '../scheduler.ts';
import { emptyState, type GatewayState } from '../state/gateway-state.ts';
import { createDeliverer } from './deliverer.ts';
import { deliveryIds } from './delivery-id.ts';
import { tableResolver } from './host-resolver.ts';
import { postDelivery } from './post-delivery.ts';
import { backoffPolicy } from './retry-policy.ts';
import { specLimits } from '../limits/spec-limits.ts';

const failedEventsBeforeDisable = specLimits.failedDeliveriesBeforeDisable;

const start = Date.parse('2026-11-02T09:00:00Z');

interface Arrival {
  deliveryId: string;
  n: number;
  status: number;
}

type Behaviour = (attemptOfDelivery: number, arrivalsSoFar: number) => { status: number; delayMs?: number } | 'reset' | 'silent';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** An attempt as both ends know it: the delivery and which of its attempts. */
const attemptKey = (deliveryId: string, attempt: number) => `${deliveryId}#${attempt}`;

async function subscriber(behaviour: Behaviour): Promise<{ url: string; arrivals: Arrival[]; held: ReadonlySet<string> }> {
  const arrivals: Arrival[] = [];
  const attempts = new Map<string, number>();
  // Attempts it keeps without an answer, until the gateway gives up on them and closes the connection.
  const held = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const deliveryId = String(request.headers['x-service-delivery']);
      const attempt = (attempts.get(deliveryId) ?? 0) + 1;
      attempts.set(deliveryId, attempt);
      const n = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { n: number } }).data.n;
      const answer = behaviour(attempt, arrivals.length);
      if (answer === 'reset') return void (arrivals.push({ deliveryId, n, status: 0 }), request.socket.destroy());
      if (answer === 'silent') {
        const key = attemptKey(deliveryId, attempt);
        held.add(key);
        request.socket.once('close', () => held.delete(key));
        return void arrivals.push({ deliveryId, n, status: 0 });
      }
      arrivals.push({ deliveryId, n, status: answer.status });
      setTimeout(() => response.writeHead(answer.status).end(), answer.delayMs ?? 0);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, arrivals, held };
}

/** A port nothing listens on: every connection is refused. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/hooks`;
}

function deliveriesTo(url: string, held: ReadonlySet<string> = new Set()) {
  const clock = virtualClock(start);
  const scheduler = clockScheduler(clock, { realTimers: false });
  const state: GatewayState = emptyState();
  state.subscriptions.set('sub', { id: 'sub', phoneNumberId: '100', url, secret: 'subscriber-secret', events: ['message.sent'], allowLoopback: true });
  const policy = backoffPolicy(() => 0);
  const deliverer = createDeliverer({ clock, scheduler, state: () => state, post: postDelivery, resolve: tableResolver({}), policy, deliveryIds: deliveryIds() });
  const emit = (n: number) => deliverer.take({ name: 'message.sent', phoneNumberId: '100', at: clock.now(), payload: { n } });
  // An attempt under way counts as a pending delivery's attempts plus the one being tried.
  const underWay = () => deliverer.pending().flatMap((p) => (p.nextAttemptAt === null ? [attemptKey(p.deliveryId, p.attempts + 1)] : []));
  /**
   * Resolves once only the clock can move things on: every attempt under way ended, or is held
   * unanswered by the subscriber (left to the attempt's timeout). However long a busy machine
   * takes over an answer, the clock never moves while one is coming.
   */
  async function settled(): Promise<void> {
    while (!underWay().every((key) => held.has(key) && !givenUp.has(key))) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // Held attempts the clock timed out: the gateway is ending them, though the subscriber may not know yet.
  const givenUp = new Set<string>();
  /** Until nothing is left: lets the attempts under way settle, then moves the clock a step. */
  async function drive(stepMs: number, rounds = 80): Promise<void> {
    // A step of at least the attempt's timeout ends every attempt held before it.
    expect(stepMs).toBeGreaterThanOrEqual(policy.attemptTimeoutMs);
    for (let i = 0; i < rounds && deliverer.unfinished('sub').count > 0; i++) {
      await settled();
      for (const key of held) givenUp.add(key);
      clock.advance(stepMs);
      scheduler.runDue();
    }
    await settled();
  }
  return { state, deliverer, emit, drive };
}

const kinds: [string, Behaviour][] = [
  ['resets every connection for its first 8 deliveries', (_attempt, seen) => (seen < 8 ? 'reset' : { status: 204 })],
  ['answers slowly', () => ({ status: 200, delayMs: 150 })],
  ['does not answer its first 4 deliveries until they time out', (_attempt, seen) => (seen < 4 ? 'silent' : { status: 202 })],
  ['answers 500 to its first 6 deliveries', (_attempt, seen) => ({ status: seen < 6 ? 500 : 200 })],
  ['takes a delivery only on its third attempt', (attempt) => ({ status: attempt < 3 ? 503 : 200 })],
];

describe('deliveries to a misbehaving subscriber', () => {
  it.each(kinds)('reach one that %s: every event at least once, one id per event, none missing', async (what, behaviour) => {
    const endpoint = await subscriber(behaviour);
    const run = deliveriesTo(endpoint.url, endpoint.held);
    const events = 5;
    for (let n = 0; n < events; n++) run.emit(n);
    await run.drive(10_000);
    const delivered = endpoint.arrivals.filter((a) => a.status >= 200 && a.status < 300);
    expect(new Set(delivered.map((a) => a.n)), 'events received').toEqual(new Set(Array.from({ length: events }, (_, n) => n)));
    for (let n = 0; n < events; n++) {
      const ids = new Set(endpoint.arrivals.filter((a) => a.n === n).map((a) => a.deliveryId));
      expect(ids.size, `event ${n}: X-Service-Delivery across its attempts`).toBe(1);
    }
    expect(new Set(endpoint.arrivals.map((a) => a.deliveryId)).size, 'one id per event').toBe(events);
    // Slow is not late: an answer inside the attempt's time limit is taken the first time.
    if (what === 'answers slowly') expect(endpoint.arrivals).toHaveLength(events);
    expect(run.state.deliveryLogs.get('sub')?.health).toEqual({ consecutiveFailedEvents: 0, disabledAt: null });
  });

  it(`switches off a subscriber that is gone at exactly the ${failedEventsBeforeDisable}th failed event, and sends it nothing more`, async () => {
    const run = deliveriesTo(await deadUrl());
    for (let n = 0; n < failedEventsBeforeDisable - 1; n++) run.emit(n);
    await run.drive(600_000);
    expect(run.state.deliveryLogs.get('sub')?.health, 'after 19 failed events').toEqual({ consecutiveFailedEvents: failedEventsBeforeDisable - 1, disabledAt: null });
    const attempts = run.state.deliveryLogs.get('sub')?.attempts ?? [];
    expect(attempts.every((a) => a.error?.startsWith('connection failed')), 'every attempt refused').toBe(true);
    run.emit(99);
    await run.drive(600_000);
    expect(run.state.deliveryLogs.get('sub')?.health).toMatchObject({ consecutiveFailedEvents: failedEventsBeforeDisable, disabledAt: expect.any(Number) });
    const tried = run.state.deliveryLogs.get('sub')?.attempts.length;
    run.emit(100);
    await run.drive(600_000);
    expect(run.state.deliveryLogs.get('sub')?.attempts.length, 'attempts after the switch-off').toBe(tried);
  });
});
