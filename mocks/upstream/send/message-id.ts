/**
 * Platform-style message ids (`wamid.` and an opaque base64url tail), derived from the send so a
 * run replays to the same ids.
 */
import type { PlatformState } from '../state/model.ts';

function candidate(phoneNumberId: string, waId: string, now: number, sequence: number): string {
  return `wamid.${Buffer.from(`${waId}:${phoneNumberId}:${now.toString(36)}:${sequence}`).toString('base64url')}`;
}

/**
 * The id of the next accepted message. The count of accepted messages makes it unique in a state;
 * should an id still be taken (a message stored by hand), the next count is used.
 */
export function nextMessageId(state: PlatformState, phoneNumberId: string, waId: string, now: number): string {
  let sequence = state.acceptedCount;
  let id = candidate(phoneNumberId, waId, now, sequence);
  while (state.messages.has(id)) {
    sequence += 1;
    id = candidate(phoneNumberId, waId, now, sequence);
  }
  return id;
}
