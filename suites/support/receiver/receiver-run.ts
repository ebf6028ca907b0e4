/**
 * The suite's receiver alongside a run: started once per check file, registered as the endpoint
 * of every subscription of the world (with the test-only allow_loopback flag), and cleared at
 * each provisioning. Written as a wrapper so the run itself stays as it is: after
 * `run.provision()` the target's world is loaded again, this time pointing at the receiver.
 */
import { afterAll, beforeAll, type TestContext } from 'vitest';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import type { World } from '../../../fixtures/worlds/world-file.ts';
import type { Run } from '../run/harness-run.ts';
import { startReceiver, type Receiver } from './receiver.ts';

/** Declares the receiver of a check file: started before its first check, closed after its last. */
export function useReceiver(): () => Receiver {
  let receiver: Receiver | undefined;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });
  return () => {
    if (!receiver) throw new Error('the receiver is used before it started (call it inside a check)');
    return receiver;
  };
}

/** Provisions `world` with every subscription delivering to the receiver, which starts empty. */
export async function provisionWithReceiver(run: Run, receiver: Receiver, world?: World): Promise<void> {
  await run.provision(world);
  await run.control.loadWorld(targetWorld(run.world, { upstreamBaseUrl: run.upstream.baseUrl(), receiverUrl: receiver.url }));
  receiver.reset();
}

/** Skips the check, reported as not run, unless the target offers every capability named. */
export function requireCapabilities(context: TestContext, run: Run, ...capabilities: string[]): void {
  for (const capability of capabilities) if (!run.offers(capability)) context.skip(`not run: capability ${capability} not offered`);
}

/** The target's clock as a subscriber beside it would read it: virtual time when the target offers a clock. */
export async function targetNowMs(run: Run): Promise<number> {
  if (!run.offers('clock')) return Date.now();
  return Date.parse((await run.control.advanceClock(0)).now);
}
