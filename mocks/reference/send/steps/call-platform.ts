/**
 * Section 3.1: the send itself. The platform's answer decides the outcome; on acceptance the
 * message record is created, the AI agent stands down, a template creates its contact and
 * `message.sent` is emitted.
 */
import { rememberContact } from '../../conversations/contacts.ts';
import { standDown } from '../../conversations/agent-stand-down.ts';
import { outboundRecord, type OutboundFacts } from '../../messages/message-record.ts';
import { toPlatformMessage } from '../../platform-message/to-platform-message.ts';
import { platformTemplateMessage } from '../../templates/platform-template.ts';
import { filledWording, recordContent } from '../../templates/record-content.ts';
import { conversationOf } from '../../state/gateway-state.ts';
import { freeFormFacts } from '../free-form-facts.ts';
import { outcomeRefusal } from '../outcome-refusal.ts';
import { jsonReply, refusalReply, type Reply } from '../../pipeline/reply.ts';
import type { SendContext } from '../send-context.ts';

/** A platform reason is prose from outside; it must not carry a one-time code back out. */
function scrub(text: string, code: string | undefined): string {
  return code === undefined || code.length === 0 ? text : text.split(code).join('[code]');
}

export async function callPlatform(context: SendContext): Promise<Reply | undefined> {
  const { send, caller, gateway, template } = context;
  const link = gateway.state.upstream;
  if (!send || !caller) return undefined;
  if (!link) return refusalReply(outcomeRefusal({ kind: 'outage', reason: 'no upstream platform is configured' }));

  const isTemplate = send.type === 'template';
  const payload = isTemplate && template ? platformTemplateMessage(send, template, context.oneTimeCode) : toPlatformMessage(send as Exclude<typeof send, { type: 'template' }>);
  const outcome = await gateway.platform.send(link, caller.number, payload);
  if (outcome.kind !== 'accepted') {
    const refused = outcomeRefusal(outcome);
    return refusalReply({ ...refused, body: { ...refused.body, message: scrub(refused.body.message, context.oneTimeCode) } });
  }

  const now = gateway.clock.now();
  const redacted = context.oneTimeCode !== undefined;
  const facts: OutboundFacts =
    isTemplate && template
      ? {
          id: gateway.ids(now),
          messageType: 'template',
          content: recordContent(template, redacted),
          source: 'HUMAN',
          waMessageId: outcome.waMessageId,
          at: now,
          templateName: template.name,
          redacted,
        }
      : { id: gateway.ids(now), source: 'API', waMessageId: outcome.waMessageId, at: now, templateName: null, redacted: false, ...freeFormFacts(send as Exclude<typeof send, { type: 'template' }>) };
  const record = outboundRecord(facts);
  gateway.state.messages.set(record.id, record);
  gateway.state.messagesByPlatformId.set(record.wa_message_id, record.id);

  standDown(conversationOf(gateway.state, caller.number.phoneNumberId, send.to), caller.number, now);
  if (isTemplate) rememberContact(caller.workspace, send.to);
  // The event's copy of the record and its filled wording are built only when some listener
  // (a subscription of this number, as a rule) would take it.
  if (gateway.events.wants('message.sent', caller.number.phoneNumberId)) {
    gateway.events.emit({
      name: 'message.sent',
      phoneNumberId: caller.number.phoneNumberId,
      at: now,
      // Decision A67: the record as answered (a copy: later statuses must not rewrite this event).
      payload: {
        message: { ...record },
        to: send.to,
        wording: isTemplate && template ? filledWording(template, send) : record.content,
      },
    });
  }
  return jsonReply(200, record);
}
