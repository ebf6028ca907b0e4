/**
 * The bodies the platform posts to the subscriber: one `messages` change per body (an inbound
 * message, or one status of a business message), and the template status and quality changes.
 * Pure builders: everything the body says is passed in, times in virtual milliseconds.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { Customer, PlatformNumber, PlatformTemplate, QualityScore } from '../state/model.ts';
import { unixSeconds, type InboundMessage, type WebhookError } from './inbound-message.ts';
import { businessScopedUserId } from './user-id.ts';

type Schemas = components['schemas'];

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'played' | 'failed';
export type TemplateStatusEvent = Schemas['TemplateStatusEvent'];
export type TemplateStatusUpdate = Schemas['TemplateStatusUpdate'];
export type TemplateStatusWebhookPayload = Schemas['TemplateStatusWebhookPayload'];
export type TemplateQualityWebhookPayload = Schemas['TemplateQualityWebhookPayload'];

// The generated types widen these two to `unknown` (their `anyOf` rules), so they are spelt out.
export interface StatusUpdate {
  id: string;
  status: DeliveryStatus;
  timestamp: string;
  recipient_id: string;
  /** The recipient's business-scoped user id. */
  recipient_user_id: string;
  pricing?: Schemas['StatusPricing'];
  biz_opaque_callback_data?: string;
  errors?: WebhookError[];
}

/** Who a change concerns: the customer who wrote (with their profile) or the recipient of a status. */
export interface WebhookContact {
  profile?: { name: string };
  wa_id: string;
  user_id: string;
}

export interface MessagesChangeValue {
  messaging_product: 'whatsapp';
  metadata: Schemas['WebhookMetadata'];
  contacts?: WebhookContact[];
  messages?: (InboundMessage & { from_user_id?: string })[];
  statuses?: StatusUpdate[];
}

export interface MessagesWebhookPayload {
  object: 'whatsapp_business_account';
  entry: { id: string; changes: { field: 'messages'; value: MessagesChangeValue }[] }[];
}

/** Any body the platform posts. */
export type WebhookPayload = MessagesWebhookPayload | TemplateStatusWebhookPayload | TemplateQualityWebhookPayload;

export type WebhookNumber = Pick<PlatformNumber, 'phoneNumberId' | 'displayPhoneNumber' | 'businessAccountId'>;
export type WebhookTemplate = Pick<PlatformTemplate, 'id' | 'name' | 'language' | 'category'>;

/** The platform writes the business number as digits only, whatever the display form says. */
export function webhookDisplayNumber(displayPhoneNumber: string): string {
  return displayPhoneNumber.replace(/\D/g, '');
}

function messagesBody(number: WebhookNumber, value: Omit<MessagesChangeValue, 'messaging_product' | 'metadata'>): MessagesWebhookPayload {
  const metadata = { display_phone_number: webhookDisplayNumber(number.displayPhoneNumber), phone_number_id: number.phoneNumberId };
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: number.businessAccountId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata, ...value } }] }],
  };
}

/** A customer wrote to a business number. */
export function inboundMessageWebhook(input: {
  number: WebhookNumber;
  customer: Pick<Customer, 'waId' | 'profileName'>;
  message: InboundMessage;
}): MessagesWebhookPayload {
  const userId = businessScopedUserId(input.number.businessAccountId, input.customer.waId);
  return messagesBody(input.number, {
    contacts: [{ profile: { name: input.customer.profileName }, wa_id: input.customer.waId, user_id: userId }],
    messages: [{ ...structuredClone(input.message), from_user_id: userId }],
  });
}

export type StatusInput = {
  number: WebhookNumber;
  messageId: string;
  recipient: string;
  at: number;
  pricing?: Schemas['StatusPricing'];
  bizOpaqueCallbackData?: string;
} & ({ status: Exclude<DeliveryStatus, 'failed'> } | { status: 'failed'; errors: [WebhookError, ...WebhookError[]] });

/**
 * The delivery state of a business message changed; `failed` always says why. The change names
 * the recipient in `contacts` too, with both of its ids.
 */
export function statusWebhook(input: StatusInput): MessagesWebhookPayload {
  const userId = businessScopedUserId(input.number.businessAccountId, input.recipient);
  const status: StatusUpdate = {
    id: input.messageId,
    status: input.status,
    timestamp: unixSeconds(input.at),
    recipient_id: input.recipient,
    recipient_user_id: userId,
    ...(input.pricing ? { pricing: { ...input.pricing } } : {}),
    ...(input.bizOpaqueCallbackData === undefined ? {} : { biz_opaque_callback_data: input.bizOpaqueCallbackData }),
    ...(input.status === 'failed' ? { errors: input.errors.map((e) => structuredClone(e)) } : {}),
  };
  return messagesBody(input.number, { contacts: [{ wa_id: input.recipient, user_id: userId }], statuses: [status] });
}

// The webhook carries template ids as JSON numbers, the listing as strings.
function templateNumber(id: string): number {
  const value = Number(id);
  if (!/^[0-9]+$/.test(id) || !Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`a template id must be a positive integer that fits a JSON number, got ${JSON.stringify(id)}`);
  }
  return value;
}

function entryTime(at: number): number {
  return Math.floor(at / 1000);
}

/** A template's review or pause state changed. `reason` defaults to `NONE`. */
export function templateStatusWebhook(input: {
  businessAccountId: string;
  template: WebhookTemplate;
  event: TemplateStatusEvent;
  reason?: string | null;
  at: number;
  details?: Pick<TemplateStatusUpdate, 'other_info' | 'disable_info' | 'rejection_info'>;
}): TemplateStatusWebhookPayload {
  const value: TemplateStatusUpdate = {
    event: input.event,
    message_template_id: templateNumber(input.template.id),
    message_template_name: input.template.name,
    message_template_language: input.template.language,
    reason: input.reason === undefined ? 'NONE' : input.reason,
    message_template_category: input.template.category,
    ...structuredClone(input.details ?? {}),
  };
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: input.businessAccountId, time: entryTime(input.at), changes: [{ field: 'message_template_status_update', value }] }],
  };
}

/** A template's quality rating changed. */
export function templateQualityWebhook(input: {
  businessAccountId: string;
  template: WebhookTemplate;
  previous: QualityScore;
  next: QualityScore;
  at: number;
}): TemplateQualityWebhookPayload {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: input.businessAccountId,
        time: entryTime(input.at),
        changes: [
          {
            field: 'message_template_quality_update',
            value: {
              previous_quality_score: input.previous,
              new_quality_score: input.next,
              message_template_id: templateNumber(input.template.id),
              message_template_name: input.template.name,
              message_template_language: input.template.language,
            },
          },
        ],
      },
    ],
  };
}
