/**
 * The reference beside the upstream platform mock, as a pair on loopback for one test file: both
 * start once, and before every test the mock goes back to the default world on its start time, the
 * reference is given that world through its control plane, and the mock's webhooks go to it.
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { startUpstreamMock, virtualClock, type RunningUpstreamMock } from '../../upstream/index.ts';
import { startReference, type RunningReference } from '../index.ts';

export const world = bundledWorld('default');
export const start = Date.parse(world.clock.start);

export interface Pair {
  readonly upstream: RunningUpstreamMock;
  readonly reference: RunningReference;
}

/** Registers the pair's hooks; its members are there from the first test on. */
export function usePair(controlToken: string): Pair {
  let upstream: RunningUpstreamMock | undefined;
  let reference: RunningReference | undefined;
  const pair: Pair = {
    get upstream() {
      if (!upstream) throw new Error('the upstream mock starts before the first test');
      return upstream;
    },
    get reference() {
      if (!reference) throw new Error('the reference starts before the first test');
      return reference;
    },
  };
  beforeAll(async () => {
    upstream = await startUpstreamMock({ world, clock: virtualClock(start) });
    reference = await startReference({ controlToken, clockStart: start });
  });
  afterAll(async () => {
    await reference?.close();
    await upstream?.close();
  });
  beforeEach(async () => {
    await pair.upstream.control.reset();
    pair.upstream.mock.clock.set(start);
    const loaded = await fetch(`${pair.reference.controlUrl ?? ''}/world`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(targetWorld(world, { upstreamBaseUrl: pair.upstream.baseUrl })),
    });
    expect(loaded.status).toBe(204);
    await pair.upstream.control.setWebhookUrl(pair.reference.webhookUrl);
  });
  return pair;
}
