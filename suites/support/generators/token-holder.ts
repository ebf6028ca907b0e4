/**
 * A token and the connected numbers holding it, drawn from the tokens a check names (a single
 * number's token, a shared one). The holders come from the provisioned world.
 */
import fc from 'fast-check';
import type { World } from '../../../fixtures/worlds/world-file.ts';
import { connectedHolders } from '../world/connected-holders.ts';

export interface TokenHolder {
  token: string;
  holders: string[];
}

export function tokenHolder(world: World, tokens: readonly string[]): fc.Arbitrary<TokenHolder> {
  const choices = [...new Set(tokens)].map((token) => ({ token, holders: connectedHolders(world, token) }));
  const empty = choices.find((c) => c.holders.length === 0);
  if (empty) throw new Error(`token ${empty.token} is held by no connected number in world ${world.name}`);
  return fc.constantFrom(...choices);
}
