/** Section 6, rule 1: delivery is at least once, so a failed delivery is tried again. */
import { backoffPolicy } from '../../../reference/index.ts';
import type { FaultyBuild } from '../../faulty-build.ts';

// Fire and forget: one attempt per delivery, whatever the subscriber answered.
export const deliveriesNeverRetried: FaultyBuild = {
  name: 'deliveries-never-retried',
  deviation: 'Each delivery is attempted once: a subscriber that fails it, answers 3xx or drops the connection never gets the event.',
  section: '6',
  breaks: { '6-at-least-once': ['failed-delivery-retried', 'status-3xx-retried', 'cut-connection-retried'] },
  options: () => ({ retryPolicy: { ...backoffPolicy(), maxAttempts: 1 } }),
};
