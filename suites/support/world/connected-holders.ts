/**
 * Which numbers of a world hold a token: only connected ones count (section 5, item 2). Read from
 * the world the run provisioned, so a check's expectation follows the fixture it loaded.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';

export function connectedHolders(world: World, token: string): string[] {
  return world.numbers.filter((n) => n.token === token && n.connection === 'CONNECTED').map((n) => n.phone_number_id);
}
