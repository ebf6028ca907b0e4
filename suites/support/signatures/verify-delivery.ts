/**
 * Verifying one event delivery as a subscriber, exactly as section 5 item 7 prescribes:
 * HMAC-SHA256 over the ASCII timestamp, a full stop and the exact raw body bytes, keyed with the
 * subscription secret; compared in constant time with the hex after `sha256=` (section 4.3);
 * refused when the timestamp is more than 300 seconds from now either way (section 8).
 * Decision A50: hex in either letter case; the key is the UTF-8 encoding of the secret as shown.
 *
 * Nothing here throws on bad input, and no verdict ever carries the secret or a header value.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Section 8: how far X-Service-Timestamp may be from the subscriber's clock, either way. */
export const toleranceSeconds = 300;

export interface SignedDelivery {
  /** The `X-Service-Signature` header as received. */
  signature: string | undefined;
  /** The `X-Service-Timestamp` header as received. */
  timestamp: string | undefined;
  /** The body exactly as received, before any parsing or decoding. */
  body: Uint8Array;
}

/** Why a delivery is refused, in the order the verifier looks. */
export const rejectionReasons = [
  'missing_signature',
  'missing_prefix',
  'signature_not_hex',
  'signature_wrong_length',
  'missing_timestamp',
  'malformed_timestamp',
  'signature_mismatch',
  'stale_timestamp',
  'future_timestamp',
] as const;

export type RejectionReason = (typeof rejectionReasons)[number];
export type SignatureReason = Exclude<RejectionReason, 'stale_timestamp' | 'future_timestamp'>;

export interface Rejection<R extends RejectionReason = RejectionReason> {
  valid: false;
  reason: R;
  /** One sentence for a person; never the secret, never a header value. */
  detail: string;
}

export type DeliveryVerdict = { valid: true } | Rejection;

export interface VerifyOptions {
  /** The subscriber's clock in milliseconds since the epoch (default `Date.now()`); set it to replay an old delivery. */
  nowMs?: number;
}

const prefix = 'sha256=';
const digestHexLength = 64;

const reject = <R extends RejectionReason>(reason: R, detail: string): Rejection<R> => ({ valid: false, reason, detail });

function givenDigest(signature: string | undefined): Buffer | Rejection<SignatureReason> {
  if (signature === undefined || signature === '') return reject('missing_signature', 'the delivery carries no X-Service-Signature');
  if (!signature.startsWith(prefix)) return reject('missing_prefix', 'X-Service-Signature does not start with "sha256="');
  const hex = signature.slice(prefix.length);
  if (!/^[0-9a-fA-F]*$/.test(hex)) return reject('signature_not_hex', 'the part after "sha256=" holds characters that are not hex digits');
  if (hex.length !== digestHexLength) return reject('signature_wrong_length', `the part after "sha256=" has ${hex.length} hex digits instead of ${digestHexLength}`);
  return Buffer.from(hex, 'hex');
}

/** The HMAC-SHA256 of section 5.7 over `{timestamp}.{body}` with `key`. */
export function deliveryMac(key: Uint8Array, timestamp: string, body: Uint8Array): Buffer {
  return createHmac('sha256', key).update(`${timestamp}.`, 'ascii').update(body).digest();
}

/**
 * Header formats and the HMAC, without the clock. Takes the key as bytes so a caller that must
 * try other readings of a secret (the suite's receiver, decision A50) shares this one algorithm.
 */
export function checkSignature(delivery: SignedDelivery, key: Uint8Array): { valid: true } | Rejection<SignatureReason> {
  const given = givenDigest(delivery.signature);
  if (!Buffer.isBuffer(given)) return given;
  const { timestamp } = delivery;
  if (timestamp === undefined || timestamp === '') return reject('missing_timestamp', 'the delivery carries no X-Service-Timestamp');
  if (!/^[0-9]+$/.test(timestamp)) return reject('malformed_timestamp', 'X-Service-Timestamp is not Unix seconds in ASCII digits');
  // Both sides are 32 bytes here, so timingSafeEqual compares without leaking where they differ.
  if (!timingSafeEqual(deliveryMac(key, timestamp, delivery.body), given)) return reject('signature_mismatch', 'the signature is not the HMAC of this timestamp and body with this secret');
  return { valid: true };
}

/** Whether Unix-seconds `timestamp` is within the tolerance of `nowMs`, either way. */
export function checkFreshness(timestamp: string, nowMs: number): { valid: true } | Rejection<'stale_timestamp' | 'future_timestamp'> {
  const skew = Number(timestamp) - nowMs / 1000;
  const seconds = (value: number) => `${Math.round(value * 1000) / 1000} s`;
  if (skew < -toleranceSeconds) return reject('stale_timestamp', `the timestamp is ${seconds(-skew)} before now; at most ${toleranceSeconds} s are allowed`);
  if (skew > toleranceSeconds) return reject('future_timestamp', `the timestamp is ${seconds(skew)} after now; at most ${toleranceSeconds} s are allowed`);
  return { valid: true };
}

/**
 * The verdict on one delivery for the subscription `secret` (the string the dashboard showed).
 * The signature is judged before the clock, so a stale or future verdict also says the
 * signature itself was right; a forged delivery is a mismatch whatever its timestamp.
 */
export function verifyDelivery(delivery: SignedDelivery, secret: string, options: VerifyOptions = {}): DeliveryVerdict {
  const signed = checkSignature(delivery, Buffer.from(secret, 'utf8'));
  if (!signed.valid) return signed;
  return checkFreshness(delivery.timestamp ?? '', options.nowMs ?? Date.now());
}
