/**
 * The fingerprint that decides "same body" for an idempotency key (section 3.3, decision A2).
 *
 * The canonical form is the validated body (defaults applied) with object keys sorted, so key
 * order and whitespace do not matter. It is never stored as such: the stored value is an
 * HMAC-SHA-256 of a per-key random salt plus the canonical form, keyed by a secret the gateway
 * keeps apart from its records. A template send may carry a one-time code; neither the stored
 * fingerprint nor the salt lets anyone recover it or test a guess without that secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomText } from '../messages/pooled-prng.ts';

export interface Fingerprint {
  salt: string;
  digest: Buffer;
}

/**
 * JSON with object keys sorted at every depth; array order is kept (it is significant). Built by
 * appending to one string: it runs on every keyed send, where the entries, filter, sort and join
 * of a more compact form cost several times as much.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ',';
      // As a join would: an item with no JSON form leaves its place empty.
      text += canonicalJson(value[i] as unknown) ?? '';
    }
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  // The default sort compares UTF-16 code units, as `<` does on strings.
  const keys = Object.keys(record).sort();
  let text = '{';
  let first = true;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    text += `${first ? '' : ','}${quotedKey(key)}:${canonicalJson(member)}`;
    first = false;
  }
  return `${text}}`;
}

// The same few member names come in every send: each is quoted once. Bounded, since names come
// from outside.
const quoted = new Map<string, string>();

function quotedKey(key: string): string {
  let text = quoted.get(key);
  if (text === undefined) {
    text = JSON.stringify(key);
    if (quoted.size >= 1_000) quoted.clear();
    quoted.set(key, text);
  }
  return text;
}

function digestOf(secret: Buffer, salt: string, canonical: string): Buffer {
  // One update of the joined text: the same bytes as three, at one crossing into the hash.
  return createHmac('sha256', secret).update(`${salt}\n${canonical}`).digest();
}

export function fingerprint(secret: Buffer, body: unknown): Fingerprint {
  const salt = randomText(16);
  return { salt, digest: digestOf(secret, salt, canonicalJson(body)) };
}

export function sameBody(secret: Buffer, stored: Fingerprint, body: unknown): boolean {
  return timingSafeEqual(stored.digest, digestOf(secret, stored.salt, canonicalJson(body)));
}
