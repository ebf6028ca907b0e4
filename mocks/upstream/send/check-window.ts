/**
 * The customer service window: a business may send free-form messages to a customer only within
 * 24 hours of that customer's last message to the same number; outside it, only templates.
 */
import type { PlatformState } from '../state/model.ts';
import { refusal, type Refusal } from './refusal.ts';
import type { SendMessageRequest } from './send-types.ts';

/** Length of the window after each inbound message, in milliseconds. */
export const serviceWindowMs = 24 * 60 * 60 * 1000;

/** When the customer last wrote to this number, `undefined` if never. */
export function lastInboundAt(state: PlatformState, phoneNumberId: string, waId: string): number | undefined {
  let last: number | undefined;
  for (const message of state.customers.get(waId)?.inbound ?? []) {
    if (message.phoneNumberId === phoneNumberId && (last === undefined || message.at > last)) last = message.at;
  }
  return last;
}

/** Refuses a free-form send outside the window with 131047; templates pass. */
export function checkWindow(state: PlatformState, phoneNumberId: string, waId: string, request: SendMessageRequest, now: number): Refusal | undefined {
  if (request.type === 'template') return undefined;
  const last = lastInboundAt(state, phoneNumberId, waId);
  if (last === undefined) return refusal(131047, 'The recipient has never written to this number; only a template can start the conversation.');
  if (now - last > serviceWindowMs) return refusal(131047, 'More than 24 hours have passed since the recipient last wrote to this number.');
  return undefined;
}
