/**
 * The platform's answer to an accepted send, made once as the object the mock reasons about and
 * once as the JSON text that goes on the wire and into the journal. Every answer of the send
 * route is this shape, and `JSON.stringify` of it cost more than all of a send's checks; the text
 * is put together here from the same parts, in the same member order, so the two always agree.
 */
import type { SendMessageResponse } from './send-types.ts';

export interface AcceptedResponse {
  response: SendMessageResponse;
  /** Exactly `JSON.stringify(response)`. */
  text: string;
}

// Characters JSON writes as they are: a string of only these is its own JSON text between quotes.
// Ids, digits and a `to` written with a plus sign or spaces are; `JSON.stringify` of each of the
// answer's strings, at about a tenth of a microsecond apiece, was most of the cost of the text.
const plain = /^[\w.+\- ]*$/;

/** `JSON.stringify(value)`, without its cost for the strings an answer nearly always holds. */
function quoted(value: string): string {
  return plain.test(value) ? `"${value}"` : JSON.stringify(value);
}

/**
 * `input` is the `to` exactly as sent; `messageStatus` is given on template sends only (the
 * platform reports it there and nowhere else).
 */
export function acceptedResponse(input: string, waId: string, id: string, messageStatus?: 'accepted'): AcceptedResponse {
  const response: SendMessageResponse = {
    messaging_product: 'whatsapp',
    contacts: [{ input, wa_id: waId }],
    messages: [messageStatus === undefined ? { id } : { id, message_status: messageStatus }],
  };
  // Each string is quoted on its own: `input` is whatever the client wrote.
  const status = messageStatus === undefined ? '' : `,"message_status":${quoted(messageStatus)}`;
  const text = `{"messaging_product":"whatsapp","contacts":[{"input":${quoted(input)},"wa_id":${quoted(waId)}}],"messages":[{"id":${quoted(id)}${status}}]}`;
  return { response, text };
}
