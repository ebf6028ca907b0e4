import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../contracts/index.ts';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import type { PlatformState } from '../state/model.ts';
import { checkRead, isReadReceipt, readableForMs, type ReadOutcome } from './check-read.ts';
import type { SendInput } from './check-send.ts';
import { closedCustomer, freshState, mainAuth, mainNumber, now, openCustomer, send, text } from './test-kit.ts';

const validEnvelope = schemaCompiler('upstream').component('ErrorEnvelope');
const validResponse = schemaCompiler('upstream').component('MarkAsReadResponse');

/** The open customer's message to the main number, from the world's history. */
function receivedId(state: PlatformState, waId = openCustomer, number = mainNumber): string {
  const record = state.customers.get(waId)?.inbound.find((m) => m.phoneNumberId === number);
  if (!record) throw new Error(`the world has no message from ${waId} to ${number}`);
  return record.id;
}

const receipt = (messageId: string, extra: Record<string, unknown> = {}) => ({ messaging_product: 'whatsapp', status: 'read', message_id: messageId, ...extra });

function read(body: unknown, input: Partial<SendInput> = {}, state: PlatformState = freshState()): ReadOutcome {
  return checkRead(state, { phoneNumberId: mainNumber, authorization: mainAuth, now, body, ...input });
}

function expectRead(outcome: ReadOutcome): void {
  if (outcome.kind !== 'accepted') throw new Error(`expected the read receipt to be taken, got ${JSON.stringify(outcome.body)}`);
  expect(outcome.response).toEqual({ success: true });
  expect(validResponse(outcome.response), JSON.stringify(validResponse.errors)).toBe(true);
}

function expectReadRefused(outcome: ReadOutcome, code: number, status: number): string {
  if (outcome.kind !== 'refused') throw new Error(`expected refusal ${code}, got a taken read receipt`);
  expect([outcome.code, outcome.status]).toEqual([code, status]);
  expect(validEnvelope(outcome.body), JSON.stringify(validEnvelope.errors)).toBe(true);
  return outcome.body.error.error_data?.details ?? '';
}

describe('read receipts', () => {
  it('tells a read receipt from a send by its status member', () => {
    expect(isReadReceipt(receipt('wamid.x'))).toBe(true);
    expect(isReadReceipt(text(openCustomer))).toBe(false);
    expect(isReadReceipt(null)).toBe(false);
    expect(isReadReceipt(['status'])).toBe(false);
  });

  it('marks a message the customer sent the number as read, with or without a typing indicator', () => {
    const state = freshState();
    expectRead(read(receipt(receivedId(state)), {}, state));
    expectRead(read(receipt(receivedId(state), { typing_indicator: { type: 'text' } }), {}, state));
    // Marking twice is not an error on the platform.
    expectRead(read(receipt(receivedId(state)), {}, state));
  });

  it('takes the contract example', () => {
    const op = loadContract('upstream').paths?.['/{version}/{phone_number_id}/messages']?.post;
    const content = op?.requestBody && 'content' in op.requestBody ? op.requestBody.content['application/json'] : undefined;
    const example = content?.examples?.markAsRead;
    const value = example && 'value' in example ? (example.value as Record<string, unknown>) : {};
    expect(value.status).toBe('read');
    const state = freshState();
    expectRead(read({ ...value, message_id: receivedId(state) }, {}, state));
  });

  it('refuses with 131009 an id the number never received: unknown, sent by the business, or received by another number', () => {
    const state = freshState();
    expect(expectReadRefused(read(receipt('wamid.nothing-like-it'), {}, state), 131009, 400)).toContain('message_id');
    const sent = send(text(openCustomer), {}, state);
    if (sent.kind !== 'accepted') throw new Error('the send was refused');
    state.messages.set(sent.message.id, sent.message);
    expectReadRefused(read(receipt(sent.message.id), {}, state), 131009, 400);
    expectReadRefused(read(receipt(receivedId(state, openCustomer, '100000000000002')), {}, state), 131009, 400);
  });

  it('marks a message up to 30 days after it arrived, and refuses it with 131009 after that', () => {
    const state = freshState();
    const record = state.customers.get(closedCustomer)?.inbound.find((m) => m.phoneNumberId === mainNumber);
    if (!record) throw new Error('the world has no message from the closed customer');
    expectRead(read(receipt(record.id), { now: record.at + readableForMs }, state));
    expect(expectReadRefused(read(receipt(record.id), { now: record.at + readableForMs + 1 }, state), 131009, 400)).toContain('30 days');
  });

  it('names what is wrong with the body in the platform codes', () => {
    const state = freshState();
    const id = receivedId(state);
    expect(expectReadRefused(read({ messaging_product: 'whatsapp', status: 'read' }, {}, state), 131008, 400)).toContain('message_id');
    expect(expectReadRefused(read(receipt(id, { status: 'delivered' }), {}, state), 131009, 400)).toContain('status');
    expect(expectReadRefused(read(receipt(id, { typing_indicator: { type: 'audio' } }), {}, state), 131009, 400)).toContain('typing_indicator.type');
    expect(expectReadRefused(read(receipt(id, { to: openCustomer }), {}, state), 100, 400)).toContain('"to"');
    expect(expectReadRefused(read(receipt(id, { messaging_product: 'sms' }), {}, state), 131009, 400)).toContain('messaging_product');
  });

  it('checks the caller and the number first, as a send does', () => {
    const state = freshState();
    const id = receivedId(state);
    expectReadRefused(read(receipt(id), { authorization: undefined }, state), 104, 401);
    expectReadRefused(read(receipt(id), { authorization: 'Bearer not-a-token' }, state), 190, 401);
    expectReadRefused(read(receipt(id), { phoneNumberId: '100000000000099', authorization: mainAuth }, state), 100, 400);
    expectReadRefused(read(receipt(id), { phoneNumberId: '100000000000005', authorization: 'Bearer fixture-token-disconnected-0005' }, state), 133010, 400);
  });
});
