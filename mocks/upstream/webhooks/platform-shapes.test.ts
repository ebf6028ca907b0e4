// Every webhook body the mock builds, held to the schema of the platform's current webhook shapes
// (contracts/platform-webhooks.schema.json), which requires the business-scoped user ids.
import { describe, expect, it } from 'vitest';
import { platformWebhookValidator } from '../../../contracts/platform-webhooks.ts';
import { inboundMessageWebhook, statusWebhook, templateQualityWebhook, templateStatusWebhook, type DeliveryStatus } from './envelope.ts';
import { inboundMessage, type InboundMessage } from './inbound-message.ts';
import { webhookError } from './webhook-error.ts';

const validate = platformWebhookValidator();

function expectPlatformShape(body: unknown): void {
  const ok = validate(body);
  expect(validate.errors ?? [], JSON.stringify(body)).toEqual([]);
  expect(ok).toBe(true);
}

const number = { phoneNumberId: '100000000000001', displayPhoneNumber: '+1 202-555-0110', businessAccountId: '200000000000001' };
const customer = { waId: '12025550101', profileName: 'Zoë Ñúñez 😀' };
const at = Date.UTC(2026, 10, 2, 9, 0, 0);
const base = { from: customer.waId, id: 'wamid.IN1', at };
const context = { from: '12025550110', id: 'wamid.OUT1' };
const media = { mediaId: '1003383421387256', mimeType: 'image/jpeg', sha256: 'SfInY0gGKTsJlUWbwxC1k+FAD0FZHvzwfpvO0zX0GUI=' };

const inbound: [string, InboundMessage][] = [
  ['text', inboundMessage('text', base, { body: 'Grüße — ist meine Bestellung fertig? 📦' })],
  ['image', inboundMessage('image', base, { ...media, caption: 'das Paket' })],
  ['video', inboundMessage('video', base, { ...media, mimeType: 'video/mp4' })],
  ['document', inboundMessage('document', base, { ...media, mimeType: 'application/pdf', filename: 'facture-été.pdf' })],
  ['voice note', inboundMessage('audio', base, { ...media, mimeType: 'audio/ogg; codecs=opus', voice: true })],
  ['quick-reply button', inboundMessage('button', base, { payload: 'STOP', text: 'Stop', context })],
  ['reply button', inboundMessage('interactive', base, { buttonReply: { id: 'keep', title: 'Garder' }, context })],
  ['list row', inboundMessage('interactive', base, { listReply: { id: 'express', title: 'Exprès', description: 'Demain' }, context })],
  ['unsupported', inboundMessage('unsupported', base, { errors: [webhookError(131051)] })],
];

describe("the mock's webhooks in the platform's current shapes", () => {
  it.each(inbound)('an inbound %s', (_, message) => {
    expectPlatformShape(inboundMessageWebhook({ number, customer, message }));
  });

  it.each(['sent', 'delivered', 'read', 'played'] as Exclude<DeliveryStatus, 'failed'>[])('a %s status', (status) => {
    expectPlatformShape(statusWebhook({ number, messageId: 'wamid.OUT1', recipient: customer.waId, status, at }));
  });

  it('a failed status', () => {
    expectPlatformShape(statusWebhook({ number, messageId: 'wamid.OUT1', recipient: customer.waId, status: 'failed', at, errors: [webhookError(131047)] }));
  });

  it('template status and quality changes', () => {
    const template = { id: '310000000000001', name: 'order_update', language: 'en_US', category: 'UTILITY' as const };
    expectPlatformShape(templateStatusWebhook({ businessAccountId: number.businessAccountId, template, event: 'PAUSED', at }));
    expectPlatformShape(templateQualityWebhook({ businessAccountId: number.businessAccountId, template, previous: 'GREEN', next: 'YELLOW', at }));
  });
});

describe('the schema has teeth', () => {
  const statusBody = () => statusWebhook({ number, messageId: 'wamid.OUT1', recipient: customer.waId, status: 'read', at });
  const inboundBody = () => inboundMessageWebhook({ number, customer, message: inboundMessage('text', base, { body: 'hi' }) });

  it('refuses an inbound message whose contact has no user_id', () => {
    const body = inboundBody();
    delete (body.entry[0]?.changes[0]?.value.contacts?.[0] as { user_id?: string }).user_id;
    expect(validate(body)).toBe(false);
  });

  it('refuses a status without recipient_user_id, and one without the contacts entry', () => {
    const body = statusBody();
    delete (body.entry[0]?.changes[0]?.value.statuses?.[0] as { recipient_user_id?: string }).recipient_user_id;
    expect(validate(body)).toBe(false);
    const bare = statusBody();
    delete bare.entry[0]?.changes[0]?.value.contacts;
    expect(validate(bare)).toBe(false);
  });

  it('refuses a formatted display number', () => {
    const body = statusBody();
    const value = body.entry[0]?.changes[0]?.value;
    if (value) value.metadata.display_phone_number = '+1 202-555-0110';
    expect(validate(body)).toBe(false);
  });
});
