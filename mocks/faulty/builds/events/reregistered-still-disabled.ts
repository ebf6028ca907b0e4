/** Section 6, rule 3: "re-registering it in the dashboard reactivates it and produces a new signing secret". */
import type { FaultyBuild } from '../../faulty-build.ts';

// The dashboard's button renews the secret, but the switch-off is kept in a health record the
// registration never touches.
export const reregisteredStillDisabled: FaultyBuild = {
  name: 'reregistered-still-disabled',
  deviation: 'A switched-off subscription registered again gets a new secret but stays switched off.',
  section: '6',
  breaks: { '6-reregister-reactivates': ['reactivated-after-switch-off'] },
  caughtBy: { files: ['suites/events/delivery-history.check.ts'], checks: ['reregister-reactivates-with-new-secret'] },
  parts: (reference) => ({
    reregister: (current, secret) => ({ ...reference.reregister(current, secret), health: current.health }),
  }),
};
