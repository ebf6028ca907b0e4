/** Section 1, item 1: free-form sends only inside the 24-hour window; nothing is sent otherwise. */
import { windowOpen } from '../../conversations/messaging-window.ts';
import { hoursMs } from '../../limits/spec-limits.ts';
import { refusal } from '../../errors/gateway-error.ts';
import { conversationKey } from '../../state/gateway-state.ts';
import { refusalReply } from '../../pipeline/reply.ts';
import { isFreeForm, sendTypeOf } from '../send-request.ts';
import type { SendContext } from '../send-context.ts';

export function checkWindow(context: SendContext) {
  const { send, caller } = context;
  if (!send || !caller || !isFreeForm(sendTypeOf(send))) return undefined;
  const conversation = context.gateway.state.conversations.get(conversationKey(caller.number.phoneNumberId, send.to));
  if (windowOpen(conversation, context.now, hoursMs(context.gateway.limits.windowHours))) return undefined;
  return refusalReply(
    refusal('outside_messaging_window', `The customer has not written in the last ${context.gateway.limits.windowHours} hours; only a template can be sent.`),
  );
}
