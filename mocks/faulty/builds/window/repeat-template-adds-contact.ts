/** Section 1, item 3: only "a first template to a number the workspace does not know creates a contact". */
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { sendTypeOf } from '../../../reference/send/send-request.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { GatewayState } from '../../../reference/state/gateway-state.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// Contacts kept as a list appended to on every template send, so a number sent two templates
// counts twice toward the plan's limit. The surplus entries, per workspace, live with the state.
const surplus = new WeakMap<GatewayState, Map<string, number>>();

function surplusOf(state: GatewayState): Map<string, number> {
  let counts = surplus.get(state);
  if (!counts) surplus.set(state, (counts = new Map()));
  return counts;
}

function isTemplateFor(context: SendContext): { workspaceId: string; contacts: ReadonlySet<string>; limit: number | null; to: string } | undefined {
  const { send, caller } = context;
  if (!send || !caller || sendTypeOf(send) !== 'template') return undefined;
  return { workspaceId: caller.workspace.id, contacts: caller.workspace.contacts, limit: caller.workspace.contactLimit, to: send.to };
}

function countedLimit(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const template = isTemplateFor(context);
    if (template && template.limit !== null && !template.contacts.has(template.to)) {
      const counted = template.contacts.size + (surplusOf(context.gateway.state).get(template.workspaceId) ?? 0);
      if (counted >= template.limit) return refusalReply(refusal('plan_limit_reached', "A new contact would pass the plan's contact limit."));
    }
    return original(context);
  };
}

function appendingContacts(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const template = isTemplateFor(context);
    const known = template?.contacts.has(template.to) === true;
    const reply = await original(context);
    if (template && known && reply?.status === 200) {
      const counts = surplusOf(context.gateway.state);
      counts.set(template.workspaceId, (counts.get(template.workspaceId) ?? 0) + 1);
    }
    return reply;
  };
}

export const repeatTemplateAddsContact: FaultyBuild = {
  name: 'repeat-template-adds-contact',
  deviation: 'Every template send to a number counts as a new contact toward the plan’s limit, not only the first.',
  section: '1',
  breaks: { '1-first-template-creates-contact': ['second-template-no-second-contact'] },
  caughtBy: { files: ['suites/window/template-send-effects.check.ts'], checks: ['second-template-adds-no-contact'] },
  parts: (reference) => ({ sendSteps: changeStep(changeStep(reference.sendSteps, 'contact-limit', countedLimit), 'send', appendingContacts) }),
};
