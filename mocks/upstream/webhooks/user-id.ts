/**
 * Business-scoped user ids: the platform's per-business id of a customer, which it puts beside
 * the phone number (`wa_id`) in every `messages` webhook. The mock derives one from the business
 * account and the customer's number, so the same customer keeps one id towards one business and
 * gets another towards the next, as on the platform.
 */
import { createHash } from 'node:crypto';

// The id opens with the ISO country of the customer's number; the calling codes of the worlds'
// customers and a few common ones are enough for a mock (anything else reads as US).
const countryByCallingCode: readonly [string, string][] = [
  ['44', 'GB'],
  ['49', 'DE'],
  ['33', 'FR'],
  ['34', 'ES'],
  ['39', 'IT'],
  ['55', 'BR'],
  ['52', 'MX'],
  ['91', 'IN'],
  ['62', 'ID'],
  ['234', 'NG'],
  ['1', 'US'],
];

function countryOf(waId: string): string {
  return countryByCallingCode.find(([code]) => waId.startsWith(code))?.[1] ?? 'US';
}

/** `CC.<20 digits>`, stable for one business account and one customer. */
export function businessScopedUserId(businessAccountId: string, waId: string): string {
  const digest = createHash('sha256').update(`${businessAccountId}:${waId}`).digest();
  const digits = (digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, '0');
  return `${countryOf(waId)}.${digits}`;
}

/** The pattern the platform's ids follow (the `ENT` form is a parent id of linked portfolios). */
export const businessScopedUserIdPattern = /^[A-Z]{2}\.(?:ENT\.)?[A-Za-z0-9]{1,128}$/;
