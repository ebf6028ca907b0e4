import { describe, expect, it } from 'vitest';
import type { DeliveryAttempt } from '../webhooks/dispatcher.ts';
import { serialiseWebhookBody, signWebhookBody } from '../webhooks/sign.ts';
import { webhookEntry } from './from-delivery.ts';
import { parseBody } from './json-text.ts';
import { createJournal } from './ring.ts';

const body = serialiseWebhookBody({ object: 'whatsapp_business_account', text: 'Grüße' });
const attempt = (extra: Partial<DeliveryAttempt>): DeliveryAttempt => ({
  deliveryId: 'whd-1',
  url: 'http://127.0.0.1:8080/upstream-webhook',
  attempt: 1,
  delivered: false,
  final: false,
  at: 5_000,
  request: { headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody('secret', body) }, body },
  ...extra,
});

describe('webhook attempts in the journal', () => {
  it('shows the parsed body, the answer and the outcome, with the signature redacted', () => {
    const journal = createJournal();
    journal.append(webhookEntry(attempt({ status: 500 })));
    expect(journal.list()[0]).toEqual({
      seq: 1,
      at: 5_000,
      kind: 'webhook',
      method: 'POST',
      path: 'http://127.0.0.1:8080/upstream-webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': '<redacted>' },
      body: { object: 'whatsapp_business_account', text: 'Grüße' },
      response: { status: 500 },
      delivery: { deliveryId: 'whd-1', attempt: 1, status: 500, delivered: false, final: false },
    });
  });

  it('has no response when the subscriber never answered', () => {
    const input = webhookEntry(attempt({ error: 'connect ECONNREFUSED', attempt: 5, final: true }));
    expect(input.response).toBeUndefined();
    expect(input.delivery).toEqual({ deliveryId: 'whd-1', attempt: 5, error: 'connect ECONNREFUSED', delivered: false, final: true });
  });
});

describe('parsing a body for the journal', () => {
  it('parses JSON, keeps other text as text, and has nothing for an empty body', () => {
    expect(parseBody('{"a":1}')).toEqual({ a: 1 });
    expect(parseBody('{"a":')).toBe('{"a":');
    expect(parseBody('')).toBeUndefined();
  });
});
