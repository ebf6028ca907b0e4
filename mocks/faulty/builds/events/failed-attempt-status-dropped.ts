/** Section 6: delivery failures are shown per subscription with the HTTP status returned, the error and the attempt count. */
import type { FaultyBuild } from '../../faulty-build.ts';

// The attempt's record is written from the error path, where only the exception is at hand.
export const failedAttemptStatusDropped: FaultyBuild = {
  name: 'failed-attempt-status-dropped',
  deviation: 'A failed attempt is listed without the HTTP status the subscriber returned.',
  section: '6',
  breaks: { '6-failures-visible': ['status-error-attempt-count-shown'] },
  caughtBy: { files: ['suites/events/delivery-history.check.ts'], checks: ['failed-attempts-visible-per-subscription'] },
  parts: (reference) => ({
    attemptOutcome: (result) => {
      const outcome = reference.attemptOutcome(result);
      return outcome.delivered ? outcome : { ...outcome, status: null };
    },
  }),
};
