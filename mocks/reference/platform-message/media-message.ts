/**
 * A media send (image, video, audio, document) as the platform takes it: the file by `link`,
 * since the gateway uploads nothing (section 1). Audio takes no caption (section 2.1, A21).
 */
import type { MediaSend } from '../send/send-request.ts';
import { addressedTo, type PlatformMediaRequest } from './platform-request.ts';

function captioned(link: string, caption: string | undefined): { link: string; caption?: string } {
  // An empty caption is passed on as given (decision A20).
  return caption === undefined ? { link } : { link, caption };
}

/** The platform request for an accepted media send. */
export function mediaMessage(send: MediaSend): PlatformMediaRequest {
  const head = addressedTo(send.to);
  switch (send.type) {
    case 'image':
      return { ...head, type: 'image', image: captioned(send.media_url, send.media_caption) };
    case 'video':
      return { ...head, type: 'video', video: captioned(send.media_url, send.media_caption) };
    case 'audio':
      return { ...head, type: 'audio', audio: { link: send.media_url } };
    case 'document': {
      const document = captioned(send.media_url, send.media_caption);
      return { ...head, type: 'document', document: send.media_filename === undefined ? document : { ...document, filename: send.media_filename } };
    }
  }
}
