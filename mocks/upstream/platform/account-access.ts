/**
 * Who may read what a business account holds (its templates, its numbers, the media its
 * customers sent): a token the platform issued to one of the account's numbers.
 */
import { checkToken } from '../send/check-auth.ts';
import { refusal, type Refusal } from '../send/refusal.ts';
import type { PlatformState } from '../state/model.ts';

/** Whether `token` belongs to one of the numbers of business account `businessAccountId`. */
export function reachesAccount(state: PlatformState, businessAccountId: string, token: string): boolean {
  for (const number of state.numbers.values()) {
    if (number.businessAccountId === businessAccountId && number.token === token) return true;
  }
  return false;
}

/**
 * Refuses a read of business account `businessAccountId` without a token the platform issued
 * (104, 190), or with one of another account (`otherAccount`, the platform's permission error 200
 * unless a route answers otherwise).
 */
export function accountRefusal(state: PlatformState, businessAccountId: string, authorization: string | undefined, otherAccount: () => Refusal = () => permissionRefusal(businessAccountId)): Refusal | undefined {
  const token = checkToken(state, authorization);
  if (typeof token !== 'string') return token;
  return reachesAccount(state, businessAccountId, token) ? undefined : otherAccount();
}

function permissionRefusal(businessAccountId: string): Refusal {
  return refusal(200, undefined, { message: `(#200) The access token may not read business account ${businessAccountId}.` });
}
