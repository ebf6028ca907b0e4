/**
 * Platform-style message ids (`wamid.` and an opaque base64url tail), derived from the send so a
 * run replays to the same ids.
 */
import type { PlatformState } from '../state/model.ts';

/** Seeds fit here (digits of two numbers, a time and a count); a longer one gets a buffer of its own. */
const scratch = Buffer.allocUnsafe(128);

const prefix = 'wamid.';
const base64UrlDigits = Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 'latin1');
/** The id is spelled here: the prefix once, then the seed's base64url after it. */
const spelled = Buffer.allocUnsafe(prefix.length + Math.ceil(scratch.length / 3) * 4);
spelled.write(prefix, 0, 'latin1');

const digit = (sixBits: number): number => base64UrlDigits[sixBits & 63] as number;
const byteAt = (index: number): number => scratch[index] as number;

/**
 * `wamid.` and the unpadded base64url of an ASCII seed, as one string. The seed is written into
 * one reused buffer and spelled out in another: allocating a buffer per id cost a send more than
 * all of its rate limiting, and the prefix joined to an encoded tail kept two strings alive for
 * every stored message where one will do.
 */
export function platformMessageId(seed: string): string {
  if (seed.length > scratch.length) return `${prefix}${Buffer.from(seed, 'latin1').toString('base64url')}`;
  const length = scratch.write(seed, 0, 'latin1');
  let out = prefix.length;
  let at = 0;
  for (; at + 2 < length; at += 3) {
    const group = (byteAt(at) << 16) | (byteAt(at + 1) << 8) | byteAt(at + 2);
    spelled[out++] = digit(group >> 18);
    spelled[out++] = digit(group >> 12);
    spelled[out++] = digit(group >> 6);
    spelled[out++] = digit(group);
  }
  if (length - at === 1) {
    const group = byteAt(at) << 16;
    spelled[out++] = digit(group >> 18);
    spelled[out++] = digit(group >> 12);
  } else if (length - at === 2) {
    const group = (byteAt(at) << 16) | (byteAt(at + 1) << 8);
    spelled[out++] = digit(group >> 18);
    spelled[out++] = digit(group >> 12);
    spelled[out++] = digit(group >> 6);
  }
  return spelled.toString('latin1', 0, out);
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
  return platformMessageId(`${waId}:${phoneNumberId}:${base36(now)}:${sequence}`);
}

/**
 * The id of the next accepted message. The count of accepted messages makes it unique among the
 * mock's own ids, so the store is asked only when it holds messages stored by hand; should one
 * of those hold the id, the next count is used.
 */
export function nextMessageId(state: PlatformState, phoneNumberId: string, waId: string, now: number): string {
  let sequence = state.acceptedCount;
  let id = candidate(phoneNumberId, waId, now, sequence);
  if (!state.messages.holdsPlacedMessages) return id;
  while (state.messages.has(id)) {
    sequence += 1;
    id = candidate(phoneNumberId, waId, now, sequence);
  }
  return id;
}
