/** The connected numbers a token authenticates (section 5, items 1–3). */
import { timingSafeEqual } from 'node:crypto';
import type { ConnectedNumber, GatewayState } from '../state/gateway-state.ts';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Only connected numbers hold their token; a disconnected one no longer does (decision A12). */
export function holdersOf(state: GatewayState, token: string): ConnectedNumber[] {
  const holders: ConnectedNumber[] = [];
  for (const number of state.numbers.values()) {
    if (number.connection === 'CONNECTED' && sameToken(number.token, token)) holders.push(number);
  }
  return holders;
}
