/** Section 6, rule 3: "An endpoint is auto-disabled after 20 *consecutive* failed deliveries." */
import type { FaultyBuild } from '../../faulty-build.ts';

// Every failed attempt counts (a reading decision A51 allows), but a delivery that lands never
// clears the count, so failures far apart add up to a switch-off.
export const successKeepsFailureCount: FaultyBuild = {
  name: 'success-keeps-failure-count',
  deviation: 'Every failed attempt counts toward the switch-off and a successful delivery does not reset the count, so 20 failures in all, not in a row, switch a subscription off.',
  section: '6',
  breaks: { '6-auto-disable-20': ['nineteen-then-success-resets'] },
  caughtBy: { files: ['suites/events/auto-disable-reset.check.ts'], checks: ['success-resets-failure-count'] },
  parts: (reference) => {
    const failed = (health: Parameters<typeof reference.afterEvent>[0], now: number) => reference.afterEvent(health, false, now);
    return {
      afterEvent: (health, delivered, now) => (delivered ? health : failed(health, now)),
      afterRetriedAttempt: failed,
    };
  },
};
