/**
 * The recipient as the platform resolves it: the `to` of a send may be written with a plus sign,
 * spaces, dashes, dots or brackets; the platform user id is the bare digits.
 */
import { refusal, type Refusal } from './refusal.ts';

// E.164 allows at most fifteen digits, country code included.
const longestNumber = 15;
const bareDigits = new RegExp(`^[0-9]{1,${longestNumber}}$`);

/** The platform user id `to` resolves to, or 131009 when it is not a phone number. */
export function recipientId(to: string): string | Refusal {
  // Most sends already give the bare digits: no copy is made of those.
  if (bareDigits.test(to)) return to;
  const digits = to.replace(/[\s+\-().]/g, '');
  if (!/^[0-9]+$/.test(digits) || digits.length > longestNumber) {
    return refusal(131009, `Parameter 'to' is not a phone number: ${JSON.stringify(to)}.`);
  }
  return digits;
}
