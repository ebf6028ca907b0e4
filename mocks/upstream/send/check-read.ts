/**
 * A read receipt (`status: "read"` posted to the messages endpoint) as the platform judges it:
 * caller and number as for a send, the body against the contract's `MarkAsReadRequest`, then the
 * message itself, which has to be one a customer sent this number within the last 30 days. The
 * platform answers an id it cannot mark with 131009. The state is read, never changed.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import { schemaCompiler, type ValidateFunction } from '../../../contracts/schemas.ts';
import type { InboundRecord, PlatformState } from '../state/model.ts';
import { checkSender, type SendInput, type SendOutcome } from './check-send.ts';
import { componentSchema, isPlainObject } from './contract-schema.ts';
import { explain } from './explain-shape.ts';
import { isRefusal, refusal, refusalAnswer, type Refusal } from './refusal.ts';

type MarkAsReadRequest = components['schemas']['MarkAsReadRequest'];
export type MarkAsReadResponse = components['schemas']['MarkAsReadResponse'];

/** How long after receipt the platform still lets a business mark a message as read. */
export const readableForMs = 30 * 24 * 60 * 60 * 1000;

export type ReadOutcome = { kind: 'accepted'; record: InboundRecord; response: MarkAsReadResponse } | Extract<SendOutcome, { kind: 'refused' }>;

/** A body is a read receipt, not a send, when it sets a message status (a send has no `status`). */
export function isReadReceipt(body: unknown): boolean {
  return isPlainObject(body) && Object.hasOwn(body, 'status');
}

let validator: ValidateFunction | undefined;

function checkReadShape(body: unknown): MarkAsReadRequest | Refusal {
  validator ??= schemaCompiler('upstream').component('MarkAsReadRequest');
  if (validator(body)) return body as MarkAsReadRequest;
  return explain(componentSchema('MarkAsReadRequest'), body, '') ?? refusal(100, `Invalid parameter: ${validator.errors?.[0]?.message ?? 'not valid'}.`);
}

function inboundMessage(state: PlatformState, phoneNumberId: string, messageId: string): InboundRecord | undefined {
  for (const customer of state.customers.values()) {
    const record = customer.inbound.find((m) => m.id === messageId && m.phoneNumberId === phoneNumberId);
    if (record) return record;
  }
  return undefined;
}

function screen(state: PlatformState, input: SendInput): InboundRecord | Refusal {
  const number = checkSender(state, input);
  if (isRefusal(number)) return number;
  const request = checkReadShape(input.body);
  if (isRefusal(request)) return request;
  // Ids of messages the business sent, or that another number received, are not this number's to mark.
  const record = inboundMessage(state, number.phoneNumberId, request.message_id);
  if (!record) return refusal(131009, `Parameter 'message_id' is not a message phone number ${number.displayPhoneNumber} received.`);
  if (input.now - record.at > readableForMs) return refusal(131009, `Message ${request.message_id} was received more than 30 days ago and can no longer be marked as read.`);
  return record;
}

/** Judges one read receipt against the platform state; see the module comment for the order of checks. */
export function checkRead(state: PlatformState, input: SendInput): ReadOutcome {
  const found = screen(state, input);
  if (!isRefusal(found)) return { kind: 'accepted', record: found, response: { success: true } };
  return { kind: 'refused', ...refusalAnswer(found), code: found.code };
}
