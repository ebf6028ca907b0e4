/**
 * Section 4.3 (and 5.7, 6): the headers of a delivery. Each build gets one wrong in the part that
 * makes an attempt's headers.
 */
import type { FaultyBuild } from '../../faulty-build.ts';

// The event name written the way the code names it internally.
export const eventNameWithUnderscore: FaultyBuild = {
  name: 'event-name-with-underscore',
  deviation: 'X-Service-Event names the event with an underscore (message_sent) instead of its published name.',
  section: '4.3',
  breaks: { '4.3-event-name': ['event-name-header'], '6-event-names': ['confirmed-events-delivered'] },
  parts: (reference) => ({ deliveryHeaders: (facts) => ({ ...reference.deliveryHeaders(facts), 'x-service-event': facts.event.replace('.', '_') }) }),
};

// One signing key for the whole gateway: the secret of the first subscription it delivered to.
export const firstSecretForEverySubscription: FaultyBuild = {
  name: 'first-secret-for-every-subscription',
  deviation: 'Every subscription’s deliveries are signed with the secret of the first subscription the gateway delivered to.',
  section: '5.7',
  breaks: { '5.7-secret-per-subscription': ['own-secret-verifies', 'other-secret-fails', 'other-numbers-secret-fails'] },
  parts: (reference) => {
    let first: string | undefined;
    return {
      deliveryHeaders: (facts) => {
        first ??= facts.secret;
        return reference.deliveryHeaders({ ...facts, secret: first });
      },
    };
  },
};
