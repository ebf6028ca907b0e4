/**
 * The file behind an inbound media id. The mock stores no files: a media's bytes are made from
 * its id and MIME type whenever they are asked for, so the hash the webhook carries, the size the
 * retrieval answers and the bytes the download answers agree without anything kept.
 */
import { createHash } from 'node:crypto';

export interface MediaFile {
  mediaId: string;
  mimeType: string;
  /** Base64 SHA-256 of `bytes`, as the platform writes it in webhooks and retrievals. */
  sha256: string;
  bytes: Buffer;
}

/** A platform-style media id (digits) drawn from `seed`, the inbound message it came with. */
export function mediaIdFor(seed: string): string {
  return String(createHash('sha256').update(seed).digest().readBigUInt64BE(0) % 10n ** 15n);
}

/** The same bytes for the same id and type, every time; they say what they stand for. */
function mediaBytes(mediaId: string, mimeType: string): Buffer {
  return Buffer.from(`Media ${mediaId} (${mimeType}) a customer sent, as the platform mock serves it.\n`, 'utf8');
}

export function mediaFile(mediaId: string, mimeType: string): MediaFile {
  const bytes = mediaBytes(mediaId, mimeType);
  return { mediaId, mimeType, sha256: createHash('sha256').update(bytes).digest('base64'), bytes };
}
