/**
 * An accepted free-form send as the body of the platform's send request. Pure: the same send
 * always gives the same body, built only from the members the send's type reads (A18, A21).
 * Templates are mapped elsewhere, with the template they name.
 */
import type { TextSend } from '../send/send-request.ts';
import { interactiveMessage } from './interactive-message.ts';
import { mediaMessage } from './media-message.ts';
import { addressedTo, type FreeFormSend, type PlatformFreeFormRequest, type PlatformTextRequest } from './platform-request.ts';

/** The platform request for an accepted text send. */
export function textMessage(send: TextSend): PlatformTextRequest {
  return { ...addressedTo(send.to), type: 'text', text: { body: send.text } };
}

/** The platform request for any accepted free-form send (defaults already applied). */
export function toPlatformMessage(send: FreeFormSend): PlatformFreeFormRequest {
  switch (send.type) {
    case 'text':
      return textMessage(send);
    case 'interactive':
      return interactiveMessage(send);
    default:
      return mediaMessage(send);
  }
}
