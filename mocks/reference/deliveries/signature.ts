/**
 * Sections 4.3 and 5.7: `X-Service-Signature` is `sha256=` and the lowercase hex HMAC-SHA256 of
 * the timestamp, a full stop and the exact body bytes, keyed with the UTF-8 bytes of the
 * subscription's secret as shown to the subscriber (decision A50).
 */
import { createHmac } from 'node:crypto';

export function deliverySignature(secret: string, timestamp: number, body: Buffer): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8'));
  mac.update(`${timestamp}.`, 'ascii');
  mac.update(body);
  return `sha256=${mac.digest('hex')}`;
}
