/**
 * Provisions a target with a world through its control plane: reset, then load the target's
 * part of the world. The upstream part goes to the upstream mock, which the caller runs.
 */
import { ControlClient, type Capabilities, type TargetWorld } from '../control/control-client.ts';
import type { Target } from '../target/target.ts';
import { targetWorld, type TargetWorldOptions } from '../../../fixtures/worlds/target-world.ts';
import type { World } from '../../../fixtures/worlds/world-file.ts';

export interface ProvisionedWorld {
  world: World;
  /** What was pushed to the target. */
  loaded: TargetWorld;
  capabilities: Capabilities;
  control: ControlClient;
}

export async function provisionWorld(target: Target, world: World, options: TargetWorldOptions): Promise<ProvisionedWorld> {
  const control = new ControlClient(target);
  const capabilities = await control.capabilities();
  await control.reset();
  const loaded = targetWorld(world, options);
  await control.loadWorld(loaded);
  return { world, loaded, capabilities, control };
}
