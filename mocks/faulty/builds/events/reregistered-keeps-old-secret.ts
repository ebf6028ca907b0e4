/** Section 6, rule 3: re-registering an endpoint "produces a new signing secret, shown once". */
import type { FaultyBuild } from '../../faulty-build.ts';

// A new secret is made and shown, but the signer still reads the one stored at first registration.
export const reregisteredKeepsOldSecret: FaultyBuild = {
  name: 'reregistered-keeps-old-secret',
  deviation: 'A subscription registered again shows a new secret but its deliveries are still signed with the old one.',
  section: '6',
  breaks: { '6-reregister-reactivates': ['signed-with-new-secret'] },
  caughtBy: { files: ['suites/events/delivery-history.check.ts'], checks: ['reregister-reactivates-with-new-secret'] },
  parts: (reference) => ({
    reregister: (current, secret) => ({ ...reference.reregister(current, secret), subscription: current.subscription }),
  }),
};
