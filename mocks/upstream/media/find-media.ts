/**
 * Finds inbound media by id among what customers sent. Retrievals are rare beside sends, so the
 * customers' history is searched rather than indexed: nothing else to keep in step on a reset, a
 * new world or a restored state file.
 */
import type { PlatformState } from '../state/model.ts';

export interface InboundMedia {
  mediaId: string;
  mimeType: string;
  /** The business number the customer sent it to. */
  phoneNumberId: string;
}

export function findInboundMedia(state: PlatformState, mediaId: string): InboundMedia | undefined {
  for (const customer of state.customers.values()) {
    for (const record of customer.inbound) {
      const message = record.message;
      const media =
        message.type === 'image' ? message.image : message.type === 'video' ? message.video : message.type === 'document' ? message.document : message.type === 'audio' ? message.audio : undefined;
      if (media?.id === mediaId) return { mediaId, mimeType: media.mime_type, phoneNumberId: record.phoneNumberId };
    }
  }
  return undefined;
}
