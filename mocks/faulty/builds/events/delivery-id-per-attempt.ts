/** Section 4.3: `X-Service-Delivery` is a ULID "stable across retries". */
import { ulid } from 'ulid';
import type { FaultyBuild } from '../../faulty-build.ts';

// The id minted where each request is built, instead of once for the delivery it retries.
export const deliveryIdPerAttempt: FaultyBuild = {
  name: 'delivery-id-per-attempt',
  deviation: 'Each delivery attempt gets a fresh X-Service-Delivery, so a retry cannot be recognised as the same delivery.',
  section: '4.3',
  breaks: { '4.3-delivery-id': ['delivery-id-stable-on-retry'] },
  caughtBy: { files: ['suites/events/signatures.check.ts'], checks: ['delivery-id-stable-across-retries'] },
  parts: (reference) => ({
    deliveryHeaders: (facts) => ({ ...reference.deliveryHeaders(facts), 'x-service-delivery': ulid(facts.at) }),
  }),
};
