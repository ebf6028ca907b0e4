/**
 * The upstream platform signs its webhooks with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of
 * the raw body keyed with the app secret>`. The gateway learns windows from these webhooks, so
 * an unsigned or wrongly signed one must change nothing (section 1, item 1).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const header = /^sha256=([0-9a-f]{64})$/i;

export function platformSignatureValid(rawBody: Buffer, signature: string | undefined, appSecret: string): boolean {
  const match = signature === undefined ? null : header.exec(signature);
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}
