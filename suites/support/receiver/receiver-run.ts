/**
 * The suite's receiver alongside a run: started once per check file, registered as the endpoint
 * of every subscription of the world (with the test-only allow_loopback flag), and cleared at
 * each provisioning. Written as a wrapper so the run itself stays as it is: after
 * `run.provision()` the target's world is loaded again, this time pointing at the receiver.
 */
import { given } from '../checks/precondition.ts';
import type { TestContext } from 'vitest';
import type { World } from '../../../fixtures/worlds/world-file.ts';
import type { TargetWorld } from '../control/control-client.ts';

/** An event name a subscription can ask for. */
export type SubscribedEvent = TargetWorld['subscriptions'][number]['events'][number];
import type { Run } from '../run/harness-run.ts';
import { perCheckFile } from '../run/per-check-file.ts';
import { mustDeclare, requireCapabilities } from '../run/require-capabilities.ts';
import { startReceiver, type Receiver } from './receiver.ts';

/** Declares the receiver of a check file: started before its first check, closed after its last. */
export function useReceiver(): () => Receiver {
  return perCheckFile('the receiver', startReceiver, (receiver) => receiver.close());
}

/**
 * Starts a check that watches deliveries: skipped (not run) unless the target takes subscriptions
 * to a loopback endpoint and offers what else the check needs; then both sides are provisioned
 * with every subscription delivering to the receiver, which starts empty.
 */
export async function provisionWithReceiver(context: TestContext, run: Run, receiver: Receiver, options: ReceiverProvisioning = {}): Promise<void> {
  mustDeclare(context, 'loopback_subscriptions', 'deliveries reach the receiver on loopback');
  requireCapabilities(context, run);
  await run.provision(options.world);
  const loaded = run.targetWorldOf(run.world, receiver.url);
  if (options.pathPerSubscription === true) loaded.subscriptions = loaded.subscriptions.map((s) => ({ ...s, url: subscriptionUrl(receiver, s.id) }));
  const { events } = options;
  if (events) loaded.subscriptions = loaded.subscriptions.map((s) => ({ ...s, events: [...events] }));
  await given("the world is loaded with a subscription to the suite's receiver", () => run.control.loadWorld(loaded));
  receiver.reset();
}

export interface ReceiverProvisioning {
  /** The world to provision (the run's default world when absent). */
  world?: World;
  /** Each subscription posts to its own path of the receiver (`subscriptionUrl`), so a delivery shows which one it was for. */
  pathPerSubscription?: boolean;
  /**
   * Every subscription asks for these events only. A check that counts deliveries of one event
   * (planted failures, failed events toward the auto-disable) takes only that event, since a
   * gateway may send others for the same send (decision A53: SENT in `message.status`), which
   * would use up what the check planted.
   */
  events?: readonly SubscribedEvent[];
}

/** Where subscription `id` posts when provisioned with `pathPerSubscription`. */
export function subscriptionUrl(receiver: Receiver, id: string): string {
  return `${receiver.url}/${encodeURIComponent(id)}`;
}

/** The path deliveries for subscription `id` arrive on, as `ReceivedDelivery.path` shows it. */
export function subscriptionPath(receiver: Receiver, id: string): string {
  return new URL(subscriptionUrl(receiver, id)).pathname;
}

/** The target's clock as a subscriber beside it would read it: virtual time when the target offers a clock. */
export async function targetNowMs(run: Run): Promise<number> {
  if (!run.offers('clock')) return Date.now();
  return Date.parse((await run.control.advanceClock(0)).now);
}
