/**
 * What a customer wrote (a control-API customer write the platform accepted), as their own phone
 * shows it: text, a photo or file with its caption, a voice note, or the button or row they tapped.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { InboundContent } from './handset-views.ts';

type CustomerMessage = components['schemas']['CustomerMessage'];

export function inboundContent(message: CustomerMessage): InboundContent {
  switch (message.type) {
    case 'text':
      return { kind: 'text', text: message.text };
    case 'button':
      return { kind: 'tap', id: null, title: message.text, payload: message.payload, description: null };
    case 'interactive':
      return { kind: 'tap', id: message.reply.id, title: message.reply.title, payload: null, description: message.reply.description ?? null };
    default:
      return {
        kind: 'media',
        mediaType: message.type,
        mimeType: message.mime_type,
        caption: message.caption ?? null,
        filename: message.filename ?? null,
        voice: message.voice === true,
        durationMs: message.duration_ms ?? null,
      };
  }
}
