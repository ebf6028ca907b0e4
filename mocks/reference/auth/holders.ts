/** The connected numbers a token authenticates (section 5, items 1–3). */
import type { ConnectedNumber, GatewayState } from '../state/gateway-state.ts';
import { tokenBytes, sameHeldBytes } from './same-token.ts';

// Every call compares the presented token with every number's: each held token's bytes are made
// once and kept beside it, and made again when the control plane rotates the token.
const heldBytes = new WeakMap<ConnectedNumber, { token: string; bytes: Buffer }>();

function bytesHeldBy(number: ConnectedNumber): Buffer {
  const known = heldBytes.get(number);
  if (known !== undefined && known.token === number.token) return known.bytes;
  const bytes = tokenBytes(number.token);
  heldBytes.set(number, { token: number.token, bytes });
  return bytes;
}

/** Only connected numbers hold their token; a disconnected one no longer does (decision A12). */
export function holdersOf(state: GatewayState, token: string): ConnectedNumber[] {
  const holders: ConnectedNumber[] = [];
  // The presented token's bytes once, not once per number it is compared with.
  const presented = tokenBytes(token);
  for (const number of state.numbers.values()) {
    if (number.connection === 'CONNECTED' && sameHeldBytes(presented, bytesHeldBy(number))) holders.push(number);
  }
  return holders;
}
