/** Section 6, rule 1: "Delivery is at-least-once": an attempt that did not reach the subscriber is tried again. */
import type { FaultyBuild } from '../../faulty-build.ts';

// A fire-and-forget post whose connection errors are swallowed: a subscriber that refused the
// connection is taken to have had the event, so nothing is tried again.
export const refusedConnectionCountedDelivered: FaultyBuild = {
  name: 'refused-connection-counted-delivered',
  deviation: 'An attempt whose connection the subscriber refuses counts as delivered, so the event is never tried again.',
  section: '6',
  breaks: { '6-at-least-once': ['refused-connection-retried'] },
  caughtBy: { files: ['suites/events/attempt-outcomes.check.ts'], checks: ['refused-connection-is-retried'] },
  parts: (reference) => ({
    attemptOutcome: (result) => (result.kind === 'unreachable' && result.error.includes('ECONNREFUSED') ? { delivered: true, status: null, error: null } : reference.attemptOutcome(result)),
  }),
};
