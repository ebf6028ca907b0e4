/**
 * Verifying a delivery as section 5.7 tells a subscriber to: HMAC-SHA256 over the ASCII
 * timestamp, a full stop and the raw body bytes, keyed with the subscription secret, compared in
 * constant time with the hex after `sha256=`. Decision A50 (spec profile): hex in either case;
 * the key is the UTF-8 bytes of the secret as shown, and if that fails the hex- and
 * base64-decoded secret are tried so the report can say which one the gateway used.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type KeyReading = 'utf8' | 'hex' | 'base64';

export type SignatureVerdict = { valid: true; key: KeyReading } | { valid: false; problem: string };

export interface SignedDelivery {
  signature: string | undefined;
  timestamp: string | undefined;
  body: Buffer;
}

/** The spec's tolerance between a delivery's timestamp and the subscriber's clock (section 8). */
export const toleranceSeconds = 300;

function keyReadings(secret: string): [KeyReading, Buffer][] {
  const readings: [KeyReading, Buffer][] = [['utf8', Buffer.from(secret, 'utf8')]];
  if (/^(?:[0-9a-f]{2})+$/i.test(secret)) readings.push(['hex', Buffer.from(secret, 'hex')]);
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret) && secret.length % 4 !== 1) readings.push(['base64', Buffer.from(secret, 'base64')]);
  return readings;
}

export function verifySignature(delivery: SignedDelivery, secret: string): SignatureVerdict {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(delivery.signature ?? '')?.[1];
  if (given === undefined) return { valid: false, problem: `X-Service-Signature is not "sha256=" and 64 hex digits: ${JSON.stringify(delivery.signature)}` };
  if (!/^[0-9]+$/.test(delivery.timestamp ?? '')) return { valid: false, problem: `X-Service-Timestamp is not Unix seconds: ${JSON.stringify(delivery.timestamp)}` };
  const expectedBytes = Buffer.from(given, 'hex');
  for (const [reading, key] of keyReadings(secret)) {
    const mac = createHmac('sha256', key).update(`${delivery.timestamp ?? ''}.`, 'ascii').update(delivery.body).digest();
    if (timingSafeEqual(mac, expectedBytes)) return { valid: true, key: reading };
  }
  return { valid: false, problem: 'the signature matches no reading of the subscription secret' };
}

/** Seconds between the delivery's timestamp and `nowMs` (the subscriber's clock). */
export function timestampSkewSeconds(timestamp: string | undefined, nowMs: number): number {
  return Math.abs(Number(timestamp) - nowMs / 1000);
}
