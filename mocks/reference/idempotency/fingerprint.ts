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

/** JSON with object keys sorted at every depth; array order is kept (it is significant). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function digestOf(secret: Buffer, salt: string, canonical: string): Buffer {
  return createHmac('sha256', secret).update(salt).update('\n').update(canonical).digest();
}

export function fingerprint(secret: Buffer, body: unknown): Fingerprint {
  const salt = randomText(16);
  return { salt, digest: digestOf(secret, salt, canonicalJson(body)) };
}

export function sameBody(secret: Buffer, stored: Fingerprint, body: unknown): boolean {
  return timingSafeEqual(stored.digest, digestOf(secret, stored.salt, canonicalJson(body)));
}
