/**
 * Which number a request acts as: the table of section 5, item 2. `X-Phone-Number-Id` is matched
 * exactly and an empty header counts as absent (decision A64).
 */
import { refusal, type Refusal } from '../errors/gateway-error.ts';
import type { ConnectedNumber } from '../state/gateway-state.ts';

export type Resolution = { ok: true; number: ConnectedNumber } | { ok: false; refusal: Refusal };

export function resolveNumber(holders: ConnectedNumber[], header: string | undefined): Resolution {
  const named = header === undefined || header === '' ? undefined : header;
  if (named === undefined) {
    const [only] = holders;
    if (holders.length === 1 && only) return { ok: true, number: only };
    return {
      ok: false,
      refusal: refusal('ambiguous_number', 'The token holds several numbers; name one with X-Phone-Number-Id.', {
        phone_number_ids: holders.map((n) => n.phoneNumberId),
      }),
    };
  }
  const number = holders.find((n) => n.phoneNumberId === named);
  if (number) return { ok: true, number };
  return { ok: false, refusal: refusal('number_not_for_token', 'X-Phone-Number-Id names a number this token does not hold.') };
}
