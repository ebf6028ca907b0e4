/** Section 4.1 (and section 1, item 3): a template to a new number at the plan's contact limit is 402 `plan_limit_reached`. */
import type { FaultyBuild } from '../../faulty-build.ts';
import { dropStep } from '../../kit/steps.ts';

export const contactLimitNotEnforced: FaultyBuild = {
  name: 'contact-limit-not-enforced',
  deviation: "The plan's contact limit is never checked: a template to a new number at the limit is sent.",
  section: '4.1',
  caughtBy: { files: ['suites/window/agent-and-contacts.check.ts'], checks: ['contact-limit-refuses-new-number'] },
  parts: (reference) => ({ sendSteps: dropStep(reference.sendSteps, 'contact-limit') }),
};
