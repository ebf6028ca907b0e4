/**
 * Platform-style message ids (`wamid.` and an opaque base64url tail), derived from the send so a
 * run replays to the same ids.
 */
import type { PlatformState } from '../state/model.ts';

/** Seeds fit here (digits of two numbers, a time and a count); a longer one gets a buffer of its own. */
const scratch = Buffer.allocUnsafe(128);

/**
 * Unpadded base64url of an ASCII seed. The seed is written into one reused buffer and encoded
 * there: allocating a buffer per id, or building the text a character at a time, cost a send
 * more than all of its rate limiting.
 */
export function seedBase64Url(seed: string): string {
  if (seed.length > scratch.length) return Buffer.from(seed, 'latin1').toString('base64url');
  const length = scratch.write(seed, 0, 'latin1');
  return scratch.toString('base64url', 0, length);
}

// Base 36 of a millisecond timestamp is slow to compute and sends come many to the millisecond.
let lastNow = Number.NaN;
let lastNow36 = '';

function base36(now: number): string {
  if (now !== lastNow) {
    lastNow = now;
    lastNow36 = now.toString(36);
  }
  return lastNow36;
}

function candidate(phoneNumberId: string, waId: string, now: number, sequence: number): string {
  return `wamid.${seedBase64Url(`${waId}:${phoneNumberId}:${base36(now)}:${sequence}`)}`;
}

/**
 * The id of the next accepted message. The count of accepted messages makes it unique in a state;
 * should an id still be taken (a message stored by hand), the next count is used.
 */
export function nextMessageId(state: PlatformState, phoneNumberId: string, waId: string, now: number): string {
  let sequence = state.acceptedCount;
  let id = candidate(phoneNumberId, waId, now, sequence);
  while (state.messages.has(id)) {
    sequence += 1;
    id = candidate(phoneNumberId, waId, now, sequence);
  }
  return id;
}
