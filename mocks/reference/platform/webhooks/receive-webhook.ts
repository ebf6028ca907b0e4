/**
 * The gateway's endpoint for the platform's webhooks: verify the signature over the raw bytes,
 * then walk the envelope (`entry[].changes[]`) and apply each change. A bad signature changes
 * nothing and is answered 401 so the platform's delivery log shows it.
 */
import type { Gateway } from '../../gateway.ts';
import { applyInbound } from './inbound-message.ts';
import { platformSignatureValid } from './platform-signature.ts';
import { applyStatus } from './status-update.ts';
import { applyTemplateQuality, applyTemplateStatus } from './template-update.ts';

type Fields = Record<string, unknown>;
const list = (value: unknown): Fields[] => (Array.isArray(value) ? (value.filter((v) => v !== null && typeof v === 'object') as Fields[]) : []);

export type WebhookVerdict = 'applied' | 'unsigned' | 'unreadable';

function applyMessagesChange(gateway: Gateway, value: Fields): void {
  const phoneNumberId = String((value.metadata as Fields | undefined)?.phone_number_id ?? '');
  if (!gateway.state.numbers.has(phoneNumberId)) return;
  const contacts = list(value.contacts);
  for (const message of list(value.messages)) {
    const contact = contacts.find((c) => c.wa_id === message.from);
    const profileName = (contact?.profile as Fields | undefined)?.name;
    applyInbound(gateway, { phoneNumberId, profileName: typeof profileName === 'string' ? profileName : undefined, message });
  }
  for (const status of list(value.statuses)) applyStatus(gateway, phoneNumberId, status);
}

export function receiveWebhook(gateway: Gateway, rawBody: Buffer, signature: string | undefined): WebhookVerdict {
  const secret = gateway.state.upstream?.appSecret;
  if (secret === undefined || !platformSignatureValid(rawBody, signature, secret)) return 'unsigned';
  let envelope: Fields;
  try {
    envelope = JSON.parse(rawBody.toString('utf8')) as Fields;
  } catch {
    return 'unreadable';
  }
  for (const entry of list(envelope.entry)) {
    for (const change of list(entry.changes)) {
      const value = (change.value ?? {}) as Fields;
      if (change.field === 'messages') applyMessagesChange(gateway, value);
      else if (change.field === 'message_template_status_update') applyTemplateStatus(gateway, value);
      else if (change.field === 'message_template_quality_update') applyTemplateQuality(gateway, value);
    }
  }
  return 'applied';
}
