/**
 * Section 1, item 1: "A free-form message ... is allowed only within 24 hours of the customer's
 * last inbound message."
 */
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { hoursMs } from '../../../reference/limits/spec-limits.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import { isFreeForm, sendTypeOf } from '../../../reference/send/send-request.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { conversationKey, type GatewayState } from '../../../reference/state/gateway-state.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// The window timed from the business's own last message to the customer: the send path notes
// when each conversation last got a message, and the window step reads that instead of the
// customer's last inbound message. Kept per state, so a new world starts with none.
function outboundWindow() {
  const lastSent = new WeakMap<GatewayState, Map<string, number>>();
  const sentOf = (state: GatewayState) => {
    const map = lastSent.get(state) ?? new Map<string, number>();
    lastSent.set(state, map);
    return map;
  };
  const noteSend = (original: Step<SendContext>): Step<SendContext> => async (context) => {
    const reply = await original(context);
    const { send, caller } = context;
    if (reply?.status === 200 && send && caller) sentOf(context.gateway.state).set(conversationKey(caller.number.phoneNumberId, send.to), context.now);
    return reply;
  };
  const checkWindow = (): Step<SendContext> => (context) => {
    const { send, caller } = context;
    if (!send || !caller || !isFreeForm(sendTypeOf(send))) return undefined;
    const last = sentOf(context.gateway.state).get(conversationKey(caller.number.phoneNumberId, send.to));
    if (last !== undefined && context.now - last < hoursMs(context.gateway.limits.windowHours)) return undefined;
    return refusalReply(refusal('outside_messaging_window', 'The customer has not written in the last 24 hours; only a template can be sent.'));
  };
  return { noteSend, checkWindow };
}

export const windowFromLastOutbound: FaultyBuild = {
  name: 'window-from-last-outbound',
  deviation: "The 24-hour window is measured from the number's last outbound message to the customer, not from the customer's last inbound one.",
  section: '1',
  breaks: { '1-window-free-form': ['text-in-window-sent', 'free-form-outside-window-409'], '4.1-window-409': ['outside-window-409'] },
  caughtBy: { files: ['suites/window/messaging-window.check.ts'], checks: ['window-decides-free-form', 'window-edges'] },
  parts: (reference) => {
    const window = outboundWindow();
    return { sendSteps: changeStep(changeStep(reference.sendSteps, 'window', window.checkWindow), 'send', window.noteSend) };
  },
};
