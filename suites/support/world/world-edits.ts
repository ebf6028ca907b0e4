/**
 * Copies of a world fixture with one thing changed, for checks that need more than the default
 * world holds. The fixture passed in is never touched. Keep the returned world in a constant:
 * `provision(world)` restarts the platform mock whenever it is handed a different object.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';

export type WorldTemplate = World['business_accounts'][number]['templates'][number];

/** `world` with `templates` added to the catalogue of business account `businessAccountId`. */
export function withTemplates(world: World, businessAccountId: string, templates: readonly WorldTemplate[]): World {
  const copy = structuredClone(world);
  const account = copy.business_accounts.find((a) => a.id === businessAccountId);
  if (!account) throw new Error(`world ${world.name} has no business account ${businessAccountId}`);
  account.templates.push(...structuredClone([...templates]));
  copy.name = `${world.name}-more-templates`.slice(0, 63);
  return copy;
}

/**
 * `world` where the harness's platform mock takes `mps` messages a second from every number.
 * Only the mock reads this (the gateway has no quota of its own, section 8): properties send
 * hundreds of messages without moving the clock, and must not trip the platform's throughput.
 */
export function withThroughput(world: World, mps: number): World {
  const copy = structuredClone(world);
  for (const number of copy.numbers) number.throughput_mps = mps;
  copy.name = `${world.name}-fast-platform`.slice(0, 63);
  return copy;
}
