/** The connected numbers a token authenticates (section 5, items 1–3). */
import type { ConnectedNumber, GatewayState } from '../state/gateway-state.ts';
import { sameToken } from './same-token.ts';

/** Only connected numbers hold their token; a disconnected one no longer does (decision A12). */
export function holdersOf(state: GatewayState, token: string): ConnectedNumber[] {
  const holders: ConnectedNumber[] = [];
  for (const number of state.numbers.values()) {
    if (number.connection === 'CONNECTED' && sameToken(token, number.token)) holders.push(number);
  }
  return holders;
}
