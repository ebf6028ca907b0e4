/** Section 4.1 (and section 1, item 3): a template to a new number at the plan's contact limit is 402 `plan_limit_reached`. */
import type { FaultyBuild } from '../../faulty-build.ts';
import { dropStep } from '../../kit/steps.ts';

export const contactLimitNotEnforced: FaultyBuild = {
  name: 'contact-limit-not-enforced',
  deviation: "The plan's contact limit is never checked: a template to a new number at the limit is sent.",
  section: '4.1',
  breaks: { '4.1-contact-limit-402': ['at-limit-new-number-402'], '7-plan-limit-reached-402': ['new-number-at-limit'], '4.1-prechecks-send-nothing': ['contact-limit-sends-nothing'] },
  caughtBy: { files: ['suites/window/agent-and-contacts.check.ts'], checks: ['contact-limit-refuses-new-number'] },
  parts: (reference) => ({ sendSteps: dropStep(reference.sendSteps, 'contact-limit') }),
};
