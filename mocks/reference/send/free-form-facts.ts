/**
 * The record fields and wording of a free-form send (sections 2.2 and 6; decisions A33, A36):
 * what the message says and which media or interactive content it carries.
 */
import type { OutboundFacts } from '../messages/message-record.ts';
import { sendTypeOf, type InteractiveSend, type MediaSend, type SendRequest, type TextSend } from './send-request.ts';

type FreeFormFacts = Pick<OutboundFacts, 'messageType' | 'content' | 'mediaUrl' | 'mediaFilename' | 'interactive'>;

export function freeFormFacts(send: Exclude<SendRequest, { type: 'template' }>): FreeFormFacts {
  const type = sendTypeOf(send);
  if (type === 'text') return { messageType: 'text', content: (send as TextSend).text };
  if (type === 'interactive') {
    const interactive = (send as InteractiveSend).interactive;
    return { messageType: 'interactive', content: interactive.body, interactive: { ...interactive } };
  }
  const media = send as MediaSend;
  const caption = 'media_caption' in media && type !== 'audio' ? media.media_caption : undefined;
  const filename = 'media_filename' in media ? media.media_filename : undefined;
  return {
    messageType: type,
    content: caption ?? filename ?? media.media_url,
    mediaUrl: media.media_url,
    mediaFilename: type === 'document' ? (filename ?? null) : null,
  };
}
