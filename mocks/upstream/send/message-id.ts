/**
 * Platform-style message ids (`wamid.` and an opaque base64url tail), derived from the send so a
 * run replays to the same ids.
 */
import type { PlatformState } from '../state/model.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Unpadded base64url of an ASCII string, as `Buffer.from(text).toString('base64url')` gives it.
 * Written out because the Buffer round trip (allocate, copy, encode in C++) cost a send more than
 * all of its rate limiting; the ids are made of digits, colons and base-36 letters only.
 */
export function asciiBase64Url(text: string): string {
  let out = '';
  let i = 0;
  for (; i + 2 < text.length; i += 3) {
    const bits = (text.charCodeAt(i) << 16) | (text.charCodeAt(i + 1) << 8) | text.charCodeAt(i + 2);
    out += alphabet.charAt(bits >> 18) + alphabet.charAt((bits >> 12) & 63) + alphabet.charAt((bits >> 6) & 63) + alphabet.charAt(bits & 63);
  }
  const left = text.length - i;
  if (left === 1) {
    const bits = text.charCodeAt(i) << 16;
    out += alphabet.charAt(bits >> 18) + alphabet.charAt((bits >> 12) & 63);
  } else if (left === 2) {
    const bits = (text.charCodeAt(i) << 16) | (text.charCodeAt(i + 1) << 8);
    out += alphabet.charAt(bits >> 18) + alphabet.charAt((bits >> 12) & 63) + alphabet.charAt((bits >> 6) & 63);
  }
  return out;
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
  return `wamid.${asciiBase64Url(`${waId}:${phoneNumberId}:${base36(now)}:${sequence}`)}`;
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
