/**
 * A world loaded straight into an in-process reference gateway, as the control plane's
 * `PUT /world` loads one but without the HTTP round trip, for the stacks that hold the gateway
 * themselves (`up`, the bench). The world's clock is left out: these gateways run on real time.
 */
import { targetWorld, type TargetWorldOptions } from '../../fixtures/worlds/target-world.ts';
import type { World } from '../../fixtures/worlds/world-file.ts';
import { type Gateway, readWorld, stateFromWorld } from '../../mocks/reference/index.ts';

/** Replaces the gateway's state with `world`; throws naming every problem when it cannot be loaded. */
export function loadGatewayWorld(gateway: Gateway, world: World, target: TargetWorldOptions): void {
  const { clock: _clock, ...loaded } = targetWorld(world, target);
  const read = readWorld(loaded);
  if (!read.ok) throw new Error(`the world cannot be loaded into the gateway: ${read.problems.map((p) => `${p.loc.join('.')}: ${p.msg}`).join('; ')}`);
  gateway.state = stateFromWorld(read.world);
}
