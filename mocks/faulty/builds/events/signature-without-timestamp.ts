/**
 * Sections 4.3 and 5, item 7: `X-Service-Signature` is the HMAC-SHA256 of `"{timestamp}.{raw_body}"`
 * keyed with the subscription's signing secret.
 */
import { createHmac } from 'node:crypto';
import type { FaultyBuild } from '../../faulty-build.ts';

// The common webhook-signing recipe (HMAC of the body) used where the spec's own differs.
export const signatureWithoutTimestamp: FaultyBuild = {
  name: 'signature-without-timestamp',
  deviation: 'Deliveries are signed over the raw body alone, leaving out the timestamp and the dot before it.',
  section: '4.3',
  breaks: { '4.3-signature': ['message-events-signed', 'template-status-signed'] },
  caughtBy: { files: ['suites/events/signatures.check.ts', 'suites/events/template-status-signed.check.ts'], checks: ['deliveries-signed-and-fresh', 'template-status-deliveries-signed'] },
  parts: (reference) => ({
    deliveryHeaders: (facts) => ({
      ...reference.deliveryHeaders(facts),
      'x-service-signature': `sha256=${createHmac('sha256', Buffer.from(facts.secret, 'utf8')).update(facts.body).digest('hex')}`,
    }),
  }),
};
