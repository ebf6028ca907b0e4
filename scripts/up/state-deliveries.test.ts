// `up --state` and event deliveries (sections 4.3, 6): the stack is stopped while its deliveries
// are failing and waiting for their retries; started again from the state file, it delivers every
// one of those events, each under the X-Service-Delivery it had before the restart, and no other.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import type { RetryPolicy } from '../../mocks/reference/index.ts';
import { startStack, type RunningStack } from './stack.ts';

const world = bundledWorld('development');
const ada = '12025550131';
const token = 'fixture-dev-token-bakery';
// Quick retries, so a test sees several within a second; many of them, so none runs out here. The
// subscriber always answers at once: the attempt limit is only a safety net, far above that, so a
// busy machine never turns a slow answer into a retry.
const quick: RetryPolicy = { maxAttempts: 20, attemptTimeoutMs: 60_000, delayAfter: () => 250 };

interface Arrival {
  event: string;
  deliveryId: string;
  status: number;
  /** Arrived once the subscriber took deliveries again (an attempt cut off by the stop may still land before). */
  healed: boolean;
}

/** A subscriber that fails every delivery until told to take them, recording each one. */
async function flakySubscriber(): Promise<{ url: string; arrivals: Arrival[]; heal(): void; close(): Promise<void> }> {
  const arrivals: Arrival[] = [];
  let healthy = false;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const status = healthy ? 204 : 503;
      arrivals.push({ event: String(request.headers['x-service-event']), deliveryId: String(request.headers['x-service-delivery']), status, healed: healthy });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    heal: () => (healthy = true),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** What `find` returns once it returns something, looked for every few milliseconds; the test's timeout is the only limit. */
async function until<T>(find: () => T | undefined): Promise<T> {
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once the stack has no unfinished delivery left, told by its deliverer as they change. */
function settled(stack: RunningStack): Promise<void> {
  const deliveries = stack.reference.gateway.deliveries;
  return new Promise((resolve) => {
    const done = () => deliveries.pending().length === 0;
    if (done()) return resolve();
    const stop = deliveries.watch(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

let folder: string;
const running: RunningStack[] = [];
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'up-deliveries-'));
});
afterEach(async () => {
  for (const stack of running.splice(0)) await stack.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('up --state with deliveries under way', () => {
  it('delivers after a restart every event that was failing before it, each under its own delivery id', async () => {
    const subscriber = await flakySubscriber();
    try {
      const statePath = join(folder, 'state.json');
      const options = { world, port: 0, upstreamPort: 0, warn: () => undefined, statePath, forwardTo: subscriber.url, retryPolicy: quick };
      const first = await startStack(options);
      running.push(first);
      for (const text of ['First', 'Second', 'Third']) {
        const answer = await fetch(`${first.gatewayUrl}/api/v2/messages`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ to: ada, text }) });
        expect(answer.status).toBe(200);
      }
      const failing = await until(() => {
        const ids = new Set(subscriber.arrivals.filter((a) => a.event === 'message.sent').map((a) => a.deliveryId));
        return ids.size === 3 && subscriber.arrivals.length >= 6 ? ids : undefined;
      });
      await first.close();
      running.splice(0);
      const saved = readFileSync(statePath, 'utf8');
      for (const id of failing) expect(saved, `delivery ${id} kept in the state file`).toContain(id);

      subscriber.heal();
      const second = await startStack(options);
      running.push(second);
      // An attempt the stop cut off may still be read by the subscriber after it healed (on a busy
      // machine it often is): the same delivery id again, as a redelivery after a restart may be.
      // What counts is the ids: each failing one delivered, and no other.
      const healedIds = () => new Set(subscriber.arrivals.filter((a) => a.healed).map((a) => a.deliveryId));
      const delivered = await until(() => (healedIds().size >= 3 ? healedIds() : undefined));
      // Every delivery of the restarted stack ended (each answered after its arrival was recorded):
      // nothing more can reach the subscriber from it.
      await settled(second);
      const after = subscriber.arrivals.filter((a) => a.healed);
      expect(after.every((a) => a.status < 300), 'the subscriber took every delivery after the restart').toBe(true);
      expect(delivered, 'the ids delivered after the restart').toEqual(failing);
      expect(new Set(after.filter((a) => a.event === 'message.sent').map((a) => a.deliveryId)), 'each event under its own id, no new ones').toEqual(failing);
    } finally {
      await subscriber.close();
    }
  });
});
