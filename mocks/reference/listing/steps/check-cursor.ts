/**
 * Section 4.2 and decision A45: a given cursor must be one this gateway issued for this number
 * and this `sendable` filter; anything else is 400 `invalid_cursor`, and a walk starts over.
 */
import { refusal } from '../../errors/gateway-error.ts';
import { refusalReply } from '../../pipeline/reply.ts';
import { readCursor, type CursorFault } from '../cursor.ts';
import type { ListContext } from '../list-context.ts';

// A malformed and a forged cursor read the same, so the answer does not help anyone forge one.
const notValid = 'The cursor is not valid; pass next_cursor exactly as received, or start again without one.';

const messages: Record<CursorFault | 'repeated', string> = {
  malformed: notValid,
  forged: notValid,
  foreign: 'The cursor belongs to another number or sendable filter; start again without one.',
  repeated: 'Give at most one cursor.',
};

function invalid(why: keyof typeof messages) {
  return refusalReply(refusal('invalid_cursor', messages[why]));
}

export function checkCursor(context: ListContext) {
  const { query, caller, gateway } = context;
  if (!query || !caller) return undefined;
  const [cursor, ...more] = query.cursors;
  if (cursor === undefined) return undefined;
  if (more.length > 0) return invalid('repeated');
  const reading = readCursor(gateway.cursorSecret, { phoneNumberId: caller.number.phoneNumberId, sendable: query.sendable }, cursor);
  if (!reading.ok) return invalid(reading.fault);
  context.after = reading.position;
  return undefined;
}
