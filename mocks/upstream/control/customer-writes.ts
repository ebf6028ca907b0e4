/**
 * A customer writes in: the platform records the message (which opens the customer service
 * window on its side) and posts the signed `messages` webhook to the gateway.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import { json, type Answer } from '../answer.ts';
import { mediaFile, mediaIdFor } from '../media/media-file.ts';
import type { MockParts } from '../platform/mock-parts.ts';
import { sendWebhook } from '../platform/webhook-outbox.ts';
import type { Customer, PlatformNumber } from '../state/model.ts';
import { inboundMessageWebhook } from '../webhooks/envelope.ts';
import { inboundMessage, type InboundBase, type InboundMessage } from '../webhooks/inbound-message.ts';
import { controlBody, controlError } from './control-body.ts';

type CustomerWrite = components['schemas']['CustomerWrite'];
type CustomerMessage = components['schemas']['CustomerMessage'];

/** The media a customer sent with message `seed`: retrievable by its id and downloadable (`media/`). */
function sentMedia(seed: string, mimeType: string) {
  const { mediaId, sha256 } = mediaFile(mediaIdFor(seed), mimeType);
  return { mediaId, mimeType, sha256 };
}

/** The last message the number sent this customer: replies and taps point back at it. */
function lastOutbound(parts: MockParts, number: PlatformNumber, waId: string): string | undefined {
  let last: { id: string; at: number } | undefined;
  for (const message of parts.state.messages.values()) {
    if (message.phoneNumberId === number.phoneNumberId && message.to === waId && (!last || message.at >= last.at)) last = message;
  }
  return last?.id;
}

function build(message: CustomerMessage, base: InboundBase, context: { from: string; id: string } | undefined): InboundMessage | string {
  switch (message.type) {
    case 'text':
      return inboundMessage('text', base, { body: message.text });
    case 'image':
    case 'video':
      return inboundMessage(message.type, base, { ...sentMedia(base.id, message.mime_type), ...(message.caption === undefined ? {} : { caption: message.caption }) });
    case 'document':
      return inboundMessage('document', base, { ...sentMedia(base.id, message.mime_type), filename: message.filename ?? 'file', ...(message.caption === undefined ? {} : { caption: message.caption }) });
    case 'audio':
      return inboundMessage('audio', base, { ...sentMedia(base.id, message.mime_type), voice: message.voice === true, ...(message.duration_ms === undefined ? {} : { durationMs: message.duration_ms }) });
    case 'button':
      if (!context) return 'a quick-reply tap needs an earlier message from the number to this customer';
      return inboundMessage('button', base, { payload: message.payload, text: message.text, context });
    case 'interactive': {
      if (!context) return 'a reply tap needs an earlier message from the number to this customer';
      const reply = { id: message.reply.id, title: message.reply.title };
      return message.reply.kind === 'button_reply'
        ? inboundMessage('interactive', base, { buttonReply: reply, context })
        : inboundMessage('interactive', base, { listReply: { ...reply, ...(message.reply.description === undefined ? {} : { description: message.reply.description }) }, context });
    }
  }
}

export function customerWrites(parts: MockParts, waId: string, body: unknown): Answer {
  if (!/^[0-9]{6,15}$/.test(waId)) return controlError(400, 'invalid_request', `wa_id must be 6 to 15 digits, got ${JSON.stringify(waId)}`);
  const parsed = controlBody<CustomerWrite>('CustomerWrite', body);
  if (!parsed.ok) return parsed.answer;
  const write = parsed.value;
  const number = parts.state.numbers.get(write.phone_number_id);
  if (!number) return controlError(404, 'not_found', `no number ${write.phone_number_id} in the current world`);
  let customer: Customer | undefined = parts.state.customers.get(waId);
  if (!customer) {
    customer = { waId, profileName: write.profile_name ?? `Customer ${waId.slice(-4)}`, inbound: [] };
    parts.state.customers.set(waId, customer);
  }
  const at = parts.clock.now();
  const id = `wamid.${Buffer.from(`in:${waId}:${number.phoneNumberId}:${at}:${customer.inbound.length}`).toString('base64url')}`;
  const replyTo = lastOutbound(parts, number, waId);
  const context = replyTo === undefined ? undefined : { from: number.displayPhoneNumber.replace(/\D/g, ''), id: replyTo };
  const message = build(write.message, { from: waId, id, at }, context);
  if (typeof message === 'string') return controlError(400, 'invalid_request', message);
  customer.inbound.push({ id, phoneNumberId: number.phoneNumberId, at, message });
  const profileName = write.profile_name ?? customer.profileName;
  const webhook = sendWebhook(parts.state, parts.dispatcher, () => inboundMessageWebhook({ number, customer: { waId, profileName }, message }));
  return json(200, { message_id: id, webhook });
}
