/**
 * The receiver's reading of a delivery signature, for judging someone else's gateway (decision
 * A50, spec profile). The algorithm is the subscriber's own (`../signatures/verify-delivery.ts`);
 * this adds only the spec profile's leniency: if the UTF-8 bytes of the secret do not verify,
 * the hex- and base64-decoded secret are tried so the report can say which one the gateway used.
 * Freshness is not judged here: checks compare the timestamp with the target's clock themselves.
 */
import { checkSignature, type RejectionReason, type SignedDelivery } from '../signatures/verify-delivery.ts';

export type { SignedDelivery };
export { toleranceSeconds } from '../signatures/verify-delivery.ts';

export type KeyReading = 'utf8' | 'hex' | 'base64';

export type SignatureVerdict = { valid: true; key: KeyReading } | { valid: false; reason: RejectionReason; problem: string };

function keyReadings(secret: string): [KeyReading, Buffer][] {
  const readings: [KeyReading, Buffer][] = [['utf8', Buffer.from(secret, 'utf8')]];
  if (/^(?:[0-9a-f]{2})+$/i.test(secret)) readings.push(['hex', Buffer.from(secret, 'hex')]);
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret) && secret.length % 4 !== 1) readings.push(['base64', Buffer.from(secret, 'base64')]);
  return readings;
}

export function verifySignature(delivery: SignedDelivery, secret: string): SignatureVerdict {
  // Judging another gateway, the prefix is read in any letter case, like the hex after it; the
  // subscriber's verifier wants it exactly as section 4.3 writes it, so it is spelled so first.
  const spelled = { ...delivery, signature: delivery.signature?.replace(/^sha256=/i, 'sha256=') };
  for (const [reading, key] of keyReadings(secret)) {
    const check = checkSignature(spelled, key);
    if (check.valid) return { valid: true, key: reading };
    if (check.reason === 'missing_timestamp' || check.reason === 'malformed_timestamp') {
      return { valid: false, reason: check.reason, problem: `X-Service-Timestamp is not Unix seconds: ${JSON.stringify(delivery.timestamp)}` };
    }
    if (check.reason !== 'signature_mismatch') {
      return { valid: false, reason: check.reason, problem: `X-Service-Signature is not "sha256=" and 64 hex digits: ${JSON.stringify(delivery.signature)}` };
    }
  }
  return { valid: false, reason: 'signature_mismatch', problem: 'the signature matches no reading of the subscription secret (its UTF-8, hex or base64 bytes) over this timestamp and body' };
}

/** Seconds between the delivery's timestamp and `nowMs` (the subscriber's clock). */
export function timestampSkewSeconds(timestamp: string | undefined, nowMs: number): number {
  return Math.abs(Number(timestamp) - nowMs / 1000);
}
