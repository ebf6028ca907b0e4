/** Section 4.3: `X-Service-Timestamp` is "Unix seconds" (and section 5, item 7: the 300-second tolerance). */
import { deliverySignature } from '../../../reference/deliveries/signature.ts';
import type { FaultyBuild } from '../../faulty-build.ts';

// `Date.now()` where seconds were meant; the signature is made consistently over that value.
export const timestampInMilliseconds: FaultyBuild = {
  name: 'timestamp-in-milliseconds',
  deviation: 'X-Service-Timestamp carries Unix milliseconds instead of seconds (signed consistently), so subscribers see it far in the future.',
  section: '4.3',
  breaks: { '4.3-timestamp': ['unix-seconds'], '5.7-fresh-timestamp': ['timestamp-within-300s'] },
  caughtBy: { files: ['suites/events/signatures.check.ts', 'suites/events/template-status-signed.check.ts'], checks: ['deliveries-signed-and-fresh', 'template-status-deliveries-signed'] },
  parts: (reference) => ({
    deliveryHeaders: (facts) => ({
      ...reference.deliveryHeaders(facts),
      'x-service-timestamp': String(facts.at),
      'x-service-signature': deliverySignature(facts.secret, facts.at, facts.body),
    }),
  }),
};
