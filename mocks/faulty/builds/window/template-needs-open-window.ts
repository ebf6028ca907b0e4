/** Section 1, item 1: "A template is the only type allowed outside the window or to a number that never wrote in." */
import { windowOpen } from '../../../reference/conversations/messaging-window.ts';
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { hoursMs } from '../../../reference/limits/spec-limits.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { conversationKey } from '../../../reference/state/gateway-state.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// The window checked for every send type, templates included.
const everyType = (): Step<SendContext> => (context) => {
  const { send, caller } = context;
  if (!send || !caller) return undefined;
  const conversation = context.gateway.state.conversations.get(conversationKey(caller.number.phoneNumberId, send.to));
  if (windowOpen(conversation, context.now, hoursMs(context.gateway.limits.windowHours))) return undefined;
  return refusalReply(refusal('outside_messaging_window', 'The customer has not written in the last 24 hours.'));
};

export const templateNeedsOpenWindow: FaultyBuild = {
  name: 'template-needs-open-window',
  deviation: 'Templates are held to the 24-hour window too, so a template to a customer who never wrote is 409.',
  section: '1',
  breaks: { '1-template-any-time': ['template-outside-window-sent', 'template-to-never-wrote-sent'] },
  caughtBy: { files: ['suites/window/messaging-window.check.ts'], checks: ['template-outside-window'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'window', everyType) }),
};
