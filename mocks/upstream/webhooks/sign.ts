/**
 * The platform's webhook bytes and their signature. It serialises JSON with every character
 * outside ASCII written as a `\uXXXX` escape (one per UTF-16 code unit, lower-case hex, so a
 * surrogate pair becomes two escapes) and signs exactly those bytes with HMAC-SHA256 keyed by the
 * app secret. A subscriber that parses and re-serialises before verifying gets other bytes and a
 * signature that does not match, which is the mistake this mock is meant to expose.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'x-hub-signature-256';
const prefix = 'sha256=';

export interface SerialiseOptions {
  /**
   * Also write `/` as `\/`. Public reports say the live platform does this (a media `mime_type`
   * arrives as `image\/jpeg`); off by default so bodies stay readable.
   */
  escapeSlashes?: boolean;
}

// Without the `u` flag a regular expression walks UTF-16 code units, so each half of a surrogate
// pair is matched (and escaped) on its own, as the platform does.
const nonAscii = /[\u0080-\uffff]/g;

function escapeUnit(unit: string): string {
  return `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The body as the platform sends it: compact JSON, pure ASCII. */
export function serialiseWebhookBody(payload: unknown, options: SerialiseOptions = {}): string {
  const json = JSON.stringify(payload);
  if (json === undefined) throw new TypeError('a webhook body must be a JSON value');
  // Outside strings JSON is ASCII already, and `/` only ever occurs inside strings.
  const ascii = json.replace(nonAscii, escapeUnit);
  return options.escapeSlashes ? ascii.replaceAll('/', '\\/') : ascii;
}

/** The `X-Hub-Signature-256` value for these exact bytes: `sha256=` and lower-case hex. */
export function signWebhookBody(appSecret: string, rawBody: string | Uint8Array): string {
  return prefix + createHmac('sha256', appSecret).update(rawBody).digest('hex');
}

/**
 * Whether `header` is the platform's signature of `rawBody`. Compared in constant time; a header
 * of the wrong length (or none) is refused without leaking where it differs.
 */
export function verifyWebhookSignature(appSecret: string, rawBody: string | Uint8Array, header: string | undefined): boolean {
  const expected = Buffer.from(signWebhookBody(appSecret, rawBody), 'utf8');
  const given = Buffer.from(header ?? '', 'utf8');
  if (given.length !== expected.length) {
    // Same work as a real comparison, so the answer time does not reveal the length check.
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(given, expected);
}
