/**
 * The fixture templates a gateway provisioned with a world holds locally: those with
 * `local_copy`. Decision A48 lets listing assertions rest only on these; a template that exists
 * only upstream may or may not be listed.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';

export type FixtureTemplate = World['business_accounts'][number]['templates'][number];

export function localFixtures(world: World, businessAccountId: string): FixtureTemplate[] {
  const account = world.business_accounts.find((a) => a.id === businessAccountId);
  if (!account) throw new Error(`world ${world.name} has no business account ${businessAccountId}`);
  return account.templates.filter((t) => t.local_copy);
}
