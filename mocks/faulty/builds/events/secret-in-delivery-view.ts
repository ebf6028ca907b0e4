/** Section 5.7: the signing secret is shown once, when the subscription is created, and kept encrypted afterwards. */
import type { FaultyBuild } from '../../faulty-build.ts';

// The dashboard's delivery page reuses the subscription record as it is stored, secret and all,
// "so the team can check what the subscriber should verify with".
export const secretInDeliveryView: FaultyBuild = {
  name: 'secret-in-delivery-view',
  deviation: 'The per-subscription delivery view shows the subscription’s signing secret again.',
  section: '5.7',
  breaks: { '5.7-secret-shown-once': ['secret-not-in-delivery-view'] },
  caughtBy: { files: ['suites/events/delivery-history.check.ts'], checks: ['failed-attempts-visible-per-subscription'] },
  parts: (reference) => ({
    deliveryView: (subscription, ...rest) => ({ ...reference.deliveryView(subscription, ...rest), secret: subscription.secret }),
  }),
};
