import { describe, expect, it } from 'vitest';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import {
  inboundMessageWebhook,
  statusWebhook,
  templateQualityWebhook,
  templateStatusWebhook,
  type DeliveryStatus,
  type TemplateStatusEvent,
} from './envelope.ts';
import { inboundMessage, type InboundMessage } from './inbound-message.ts';
import { webhookError } from './webhook-error.ts';

const compiler = schemaCompiler('upstream');
const messagesSchema = compiler.component('MessagesWebhookPayload');
const templateStatusSchema = compiler.component('TemplateStatusWebhookPayload');
const templateQualitySchema = compiler.component('TemplateQualityWebhookPayload');

function expectValid(validate: typeof messagesSchema, body: unknown) {
  const ok = validate(body);
  expect(validate.errors ?? [], JSON.stringify(body)).toEqual([]);
  expect(ok).toBe(true);
}

const number = { phoneNumberId: '109000000000001', displayPhoneNumber: '+1 202-555-0110', businessAccountId: '200000000000001' };
const customer = { waId: '12025550101', profileName: 'Ada Lovelace' };
/** Ada's business-scoped user id towards business account 200000000000001. */
const adaUserId = 'US.14358645060949682553';
// 2026-11-02T09:00:00.750Z: the sub-second part must be dropped, not rounded.
const at = Date.UTC(2026, 10, 2, 9, 0, 0, 750);
const base = { from: customer.waId, id: 'wamid.IN1', at };
const context = { from: '12025550110', id: 'wamid.OUT1' };
const photo = { mediaId: '1003383421387256', mimeType: 'image/jpeg', sha256: 'SfInY0gGKTsJlUWbwxC1k+FAD0FZHvzwfpvO0zX0GUI=' };

const everyInbound: [string, InboundMessage][] = [
  ['text', inboundMessage('text', base, { body: 'Is my order ready?' })],
  ['text answering a message', inboundMessage('text', base, { body: 'yes', context })],
  ['image with caption', inboundMessage('image', base, { ...photo, caption: 'the parcel' })],
  ['image without caption', inboundMessage('image', base, photo)],
  ['video', inboundMessage('video', base, { ...photo, mimeType: 'video/mp4', caption: 'unboxing' })],
  ['document', inboundMessage('document', base, { ...photo, mimeType: 'application/pdf', filename: 'invoice.pdf' })],
  ['audio file', inboundMessage('audio', base, { ...photo, mimeType: 'audio/mpeg' })],
  ['voice note', inboundMessage('audio', base, { ...photo, mimeType: 'audio/ogg; codecs=opus', voice: true })],
  ['voice note with its length', inboundMessage('audio', base, { ...photo, mimeType: 'audio/ogg; codecs=opus', voice: true, durationMs: 4217 })],
  ['quick-reply button', inboundMessage('button', base, { payload: 'STOP', text: 'Stop promotions', context })],
  ['reply button', inboundMessage('interactive', base, { buttonReply: { id: 'keep', title: 'Keep it' }, context })],
  ['list row', inboundMessage('interactive', base, { listReply: { id: 'express', title: 'Express', description: 'Next day' }, context })],
  ['list row without description', inboundMessage('interactive', base, { listReply: { id: 'std', title: 'Standard' }, context })],
  ['unsupported', inboundMessage('unsupported', base, { errors: [webhookError(131051)] })],
];

describe('inbound message webhooks (contract webhooks.messages)', () => {
  it.each(everyInbound)('a %s validates against MessagesWebhookPayload', (_, message) => {
    expectValid(messagesSchema, inboundMessageWebhook({ number, customer, message }));
  });

  it('names the number (digits only), the account and the customer (both ids), with the time in whole Unix seconds', () => {
    const body = inboundMessageWebhook({ number, customer, message: inboundMessage('text', base, { body: 'hi' }) });
    expect(body).toEqual({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '200000000000001',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '12025550110', phone_number_id: '109000000000001' },
                contacts: [{ profile: { name: 'Ada Lovelace' }, wa_id: '12025550101', user_id: adaUserId }],
                messages: [{ from: '12025550101', from_user_id: adaUserId, id: 'wamid.IN1', timestamp: '1793610000', type: 'text', text: { body: 'hi' } }],
              },
            },
          ],
        },
      ],
    });
  });

  it('writes media as the platform does: id, mime_type, sha256, and voice false for an audio file', () => {
    expect(inboundMessage('audio', base, { ...photo, mimeType: 'audio/mpeg' })).toMatchObject({
      type: 'audio',
      audio: { id: photo.mediaId, mime_type: 'audio/mpeg', sha256: photo.sha256, voice: false },
    });
    expect(inboundMessage('document', base, { ...photo, filename: 'a.pdf', caption: 'c' })).toMatchObject({
      document: { filename: 'a.pdf', caption: 'c' },
    });
  });

  it('adds a voice note\'s length in milliseconds when given, and never to an audio file', () => {
    expect(inboundMessage('audio', base, { ...photo, mimeType: 'audio/ogg', voice: true, durationMs: 4217 }).audio).toMatchObject({ voice: true, duration_ms: 4217 });
    expect(inboundMessage('audio', base, { ...photo, mimeType: 'audio/ogg', voice: true }).audio).not.toHaveProperty('duration_ms');
    expect(inboundMessage('audio', base, { ...photo, mimeType: 'audio/mpeg', durationMs: 4217 }).audio).not.toHaveProperty('duration_ms');
  });

  it('copies what it is given, so a later change to the input does not reach a built body', () => {
    const input = { errors: [webhookError(131051)] as [ReturnType<typeof webhookError>] };
    const message = inboundMessage('unsupported', base, input);
    input.errors[0].title = 'changed';
    expect(message).toMatchObject({ errors: [{ title: webhookError(131051).title }] });
  });
});

describe('status webhooks (contract MessageStatusUpdate)', () => {
  const plain: Exclude<DeliveryStatus, 'failed'>[] = ['sent', 'delivered', 'read', 'played'];

  it.each(plain)('a %s status validates', (status) => {
    expectValid(messagesSchema, statusWebhook({ number, messageId: 'wamid.OUT1', recipient: customer.waId, status, at }));
  });

  it('a failed status carries the error code, title, message and details, and validates', () => {
    const body = statusWebhook({
      number,
      messageId: 'wamid.OUT1',
      recipient: customer.waId,
      status: 'failed',
      at,
      errors: [webhookError(131026, 'The recipient cannot receive this message.')],
    });
    expectValid(messagesSchema, body);
    expect(body.entry[0]?.changes[0]?.value.statuses).toEqual([
      {
        id: 'wamid.OUT1',
        status: 'failed',
        timestamp: '1793610000',
        recipient_id: '12025550101',
        recipient_user_id: adaUserId,
        errors: [
          {
            code: 131026,
            title: 'Message undeliverable',
            message: 'Message undeliverable',
            error_data: { details: 'The recipient cannot receive this message.' },
          },
        ],
      },
    ]);
  });

  it('names the recipient in contacts with both ids, the same user id as on its inbound messages', () => {
    const body = statusWebhook({ number, messageId: 'wamid.OUT1', recipient: customer.waId, status: 'read', at });
    expect(body.entry[0]?.changes[0]?.value.contacts).toEqual([{ wa_id: '12025550101', user_id: adaUserId }]);
    expect(body.entry[0]?.changes[0]?.value.metadata.display_phone_number).toBe('12025550110');
  });

  it('gives the same customer another user id towards another business account', () => {
    const other = statusWebhook({ number: { ...number, businessAccountId: '200000000000002' }, messageId: 'wamid.OUT1', recipient: customer.waId, status: 'sent', at });
    const userId = other.entry[0]?.changes[0]?.value.statuses?.[0]?.recipient_user_id;
    expect(userId).toMatch(/^US\.[0-9]{20}$/);
    expect(userId).not.toBe(adaUserId);
  });

  it('the contract refuses a failed status without errors, so the check above has teeth', () => {
    const body = statusWebhook({ number, messageId: 'wamid.OUT1', recipient: customer.waId, status: 'delivered', at });
    const status = body.entry[0]?.changes[0]?.value.statuses?.[0];
    if (status) status.status = 'failed';
    expect(messagesSchema(body)).toBe(false);
  });

  it('passes pricing and the callback data through', () => {
    const body = statusWebhook({
      number,
      messageId: 'wamid.OUT1',
      recipient: customer.waId,
      status: 'delivered',
      at,
      pricing: { billable: true, pricing_model: 'PMP', category: 'utility', type: 'regular' },
      bizOpaqueCallbackData: 'order-42',
    });
    expectValid(messagesSchema, body);
    expect(body.entry[0]?.changes[0]?.value.statuses?.[0]).toMatchObject({ biz_opaque_callback_data: 'order-42', pricing: { category: 'utility' } });
  });
});

describe('webhook errors', () => {
  it('take their title from the contract catalogue and default the details to its meaning', () => {
    expect(webhookError(131047)).toMatchObject({ code: 131047, title: 'Re-engagement message', message: 'Re-engagement message' });
    expect(webhookError(131047).error_data?.details).toMatch(/24 hours/);
  });

  it('still build for a code the catalogue lacks', () => {
    expect(webhookError(999001, 'odd')).toEqual({ code: 999001, title: 'Error 999001', message: 'Error 999001', error_data: { details: 'odd' } });
  });
});

const template = { id: '310000000000001', name: 'order_update', language: 'en_US', category: 'UTILITY' as const };
const events: TemplateStatusEvent[] = [
  'APPROVED', 'ARCHIVED', 'DELETED', 'DISABLED', 'FLAGGED', 'IN_APPEAL', 'LIMIT_EXCEEDED',
  'LOCKED', 'PAUSED', 'PENDING', 'PENDING_DELETION', 'REINSTATED', 'REJECTED',
];

describe('template status webhooks (contract webhooks.message_template_status_update)', () => {
  it.each(events)('a %s event validates', (event) => {
    expectValid(templateStatusSchema, templateStatusWebhook({ businessAccountId: '200000000000001', template, event, at }));
  });

  it('gives the template id as a JSON number, reason NONE by default, and the entry time in seconds', () => {
    const body = templateStatusWebhook({ businessAccountId: '200000000000001', template, event: 'APPROVED', at });
    expect(body.entry[0]).toEqual({
      id: '200000000000001',
      time: 1793610000,
      changes: [
        {
          field: 'message_template_status_update',
          value: {
            event: 'APPROVED',
            message_template_id: 310000000000001,
            message_template_name: 'order_update',
            message_template_language: 'en_US',
            reason: 'NONE',
            message_template_category: 'UTILITY',
          },
        },
      ],
    });
  });

  it('carries a rejection reason, a null reason and pause details', () => {
    const rejected = templateStatusWebhook({ businessAccountId: '200000000000001', template, event: 'REJECTED', reason: 'PROMOTIONAL', at });
    const deleting = templateStatusWebhook({ businessAccountId: '200000000000001', template, event: 'PENDING_DELETION', reason: null, at });
    const paused = templateStatusWebhook({
      businessAccountId: '200000000000001',
      template,
      event: 'PAUSED',
      at,
      details: { other_info: { title: 'FIRST_PAUSE', description: 'Paused for three hours.' } },
    });
    for (const body of [rejected, deleting, paused]) expectValid(templateStatusSchema, body);
    expect(rejected.entry[0]?.changes[0]?.value.reason).toBe('PROMOTIONAL');
    expect(deleting.entry[0]?.changes[0]?.value.reason).toBeNull();
    expect(paused.entry[0]?.changes[0]?.value.other_info?.title).toBe('FIRST_PAUSE');
  });

  it('refuses a template id that is not a positive integer', () => {
    expect(() => templateStatusWebhook({ businessAccountId: '1', template: { ...template, id: 'tpl_1' }, event: 'APPROVED', at })).toThrow(
      /template id .* got "tpl_1"/,
    );
    expect(() => templateStatusWebhook({ businessAccountId: '1', template: { ...template, id: '99999999999999999' }, event: 'APPROVED', at })).toThrow(
      RangeError,
    );
  });
});

describe('template quality webhooks (contract webhooks.message_template_quality_update)', () => {
  it('validates and names both scores', () => {
    const body = templateQualityWebhook({ businessAccountId: '200000000000001', template, previous: 'GREEN', next: 'YELLOW', at });
    expectValid(templateQualitySchema, body);
    expect(body.entry[0]?.changes[0]?.value).toEqual({
      previous_quality_score: 'GREEN',
      new_quality_score: 'YELLOW',
      message_template_id: 310000000000001,
      message_template_name: 'order_update',
      message_template_language: 'en_US',
    });
  });
});
