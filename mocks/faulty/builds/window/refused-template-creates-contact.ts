/** Sections 1 and 4.1: a template to a new number that "would pass the plan's contact limit" is 402, and the limit is not passed. */
import { rememberContact } from '../../../reference/conversations/contacts.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// The contact is upserted when the send is first looked at, before the limit is checked: the
// refusal leaves it behind, so the same template a moment later is to a known contact and goes out.
function contactKeptOnRefusal(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    if (codeOf(reply) === 'plan_limit_reached' && context.caller && context.send) rememberContact(context.caller.workspace, context.send.to);
    return reply;
  };
}

export const refusedTemplateCreatesContact: FaultyBuild = {
  name: 'refused-template-creates-contact',
  deviation: 'A template refused with 402 plan_limit_reached still makes its number a contact, so the same template again is sent past the limit.',
  section: '4.1',
  breaks: { '4.1-contact-limit-402': ['refusal-makes-no-contact'] },
  caughtBy: { files: ['suites/window/agent-and-contacts.check.ts'], checks: ['contact-limit-refuses-new-number'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'contact-limit', contactKeptOnRefusal) }),
};
