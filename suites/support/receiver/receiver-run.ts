/**
 * The suite's receiver alongside a run: started once per check file, registered as the endpoint
 * of every subscription of the world (with the test-only allow_loopback flag), and cleared at
 * each provisioning. Written as a wrapper so the run itself stays as it is: after
 * `run.provision()` the target's world is loaded again, this time pointing at the receiver.
 */
import type { TestContext } from 'vitest';
import { targetWorld, type TargetWorld } from '../../../fixtures/worlds/target-world.ts';

/** An event name a subscription can ask for. */
export type SubscribedEvent = TargetWorld['subscriptions'][number]['events'][number];
import type { Run } from '../run/harness-run.ts';
import { perCheckFile } from '../run/per-check-file.ts';
import { requireCapabilities } from '../run/require-capabilities.ts';
import { startReceiver, type Receiver } from './receiver.ts';

/** Declares the receiver of a check file: started before its first check, closed after its last. */
export function useReceiver(): () => Receiver {
  return perCheckFile('the receiver', startReceiver, (receiver) => receiver.close());
}

/**
 * Starts a check that watches deliveries: skipped (not run) unless the target takes subscriptions
 * to a loopback endpoint and offers the capabilities in `more`; then both sides are provisioned
 * with every subscription delivering to the receiver, which starts empty.
 */
export async function provisionWithReceiver(context: TestContext, run: Run, receiver: Receiver, ...more: string[]): Promise<void> {
  await provisionSubscribed(undefined, context, run, receiver, more);
}

/**
 * As `provisionWithReceiver`, with every subscription asking for `events` only. A check that
 * counts deliveries of one event (planted failures, failed events toward the auto-disable) takes
 * only that event, since a gateway may send others for the same send (decision A53: SENT in
 * `message.status`), which would use up what the check planted.
 */
export async function provisionWithReceiverFor(events: readonly SubscribedEvent[], context: TestContext, run: Run, receiver: Receiver, ...more: string[]): Promise<void> {
  await provisionSubscribed(events, context, run, receiver, more);
}

async function provisionSubscribed(events: readonly SubscribedEvent[] | undefined, context: TestContext, run: Run, receiver: Receiver, more: string[]): Promise<void> {
  requireCapabilities(context, run, 'loopback_subscriptions', ...more);
  await run.provision();
  const world = targetWorld(run.world, { upstreamBaseUrl: run.upstream.baseUrl(), receiverUrl: receiver.url });
  if (events) world.subscriptions = world.subscriptions.map((s) => ({ ...s, events: [...events] }));
  await run.control.loadWorld(world);
  receiver.reset();
}

/** The target's clock as a subscriber beside it would read it: virtual time when the target offers a clock. */
export async function targetNowMs(run: Run): Promise<number> {
  if (!run.offers('clock')) return Date.now();
  return Date.parse((await run.control.advanceClock(0)).now);
}
