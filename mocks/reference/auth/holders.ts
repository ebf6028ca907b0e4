/** The connected numbers a token authenticates (section 5, items 1–3). */
import type { ConnectedNumber, GatewayState } from '../state/gateway-state.ts';
import { tokenBytes, sameTokenBytes } from './same-token.ts';

/** Only connected numbers hold their token; a disconnected one no longer does (decision A12). */
export function holdersOf(state: GatewayState, token: string): ConnectedNumber[] {
  const holders: ConnectedNumber[] = [];
  // The presented token's bytes once, not once per number it is compared with.
  const presented = tokenBytes(token);
  for (const number of state.numbers.values()) {
    if (number.connection === 'CONNECTED' && sameTokenBytes(presented, number.token)) holders.push(number);
  }
  return holders;
}
