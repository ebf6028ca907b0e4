/** Sections 6 and 8: at least once, so an attempt the subscriber never answers fails and is tried again. */
import type { FaultyBuild } from '../../faulty-build.ts';

// The request was written in full, so a post that got no answer before its timeout is taken as
// received: the subscriber's silence ends the delivery.
export const unansweredAttemptCountedDelivered: FaultyBuild = {
  name: 'unanswered-attempt-counted-delivered',
  deviation: 'An attempt the subscriber never answers counts as delivered once its time is up, so the event is never tried again.',
  section: '6',
  breaks: { '6-at-least-once': ['unanswered-attempt-retried'] },
  caughtBy: { files: ['suites/events/attempt-outcomes.check.ts'], checks: ['unanswered-attempt-fails-and-is-retried'] },
  parts: (reference) => ({
    attemptOutcome: (result) => (result.kind === 'timeout' ? { delivered: true, status: null, error: null } : reference.attemptOutcome(result)),
  }),
};
