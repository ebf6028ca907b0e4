/** Section 6, rule 3: "An endpoint is auto-disabled after 20 consecutive failed deliveries." */
import type { FaultyBuild } from '../../faulty-build.ts';

// Failures counted, but the switch-off never wired in.
export const neverAutoDisabled: FaultyBuild = {
  name: 'never-auto-disabled',
  deviation: 'A subscription is never switched off, however many deliveries fail in a row.',
  section: '6',
  breaks: { '6-auto-disable-20': ['twenty-disables'] },
  caughtBy: { files: ['suites/events/delivery-history.check.ts'], checks: ['auto-disable-after-twenty-failed-events'] },
  parts: (reference) => ({
    afterEvent: (health, delivered, now) => ({ ...reference.afterEvent(health, delivered, now), disabledAt: null }),
  }),
};
