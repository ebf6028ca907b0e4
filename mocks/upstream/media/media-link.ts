/**
 * The download link a media retrieval answers. The platform's link is an address of its own that
 * still wants the access token and lapses after five minutes; the mock's names the media, when it
 * lapses and a keyed hash of both, so a link cannot be made up, altered or kept past its time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the mock serves downloads: the path of the platform's own download host, less its closing slash. */
export const mediaLinkPath = '/whatsapp_business/attachments';

/** How long a link answers after the retrieval that made it. */
export const mediaLinkLifetimeMs = 5 * 60_000;

const hashOf = (secret: string, mediaId: string, expires: string): Buffer => createHmac('sha256', secret).update(`media-link.${mediaId}.${expires}`).digest();

/** A link to media `mediaId` on the mock at `origin`, lapsing `mediaLinkLifetimeMs` after `now`. */
export function mediaLink(origin: string, secret: string, mediaId: string, now: number): string {
  const expires = String(Math.floor((now + mediaLinkLifetimeMs) / 1000));
  const query = new URLSearchParams({ mid: mediaId, ext: expires, hash: hashOf(secret, mediaId, expires).toString('base64url') });
  return `${origin}${mediaLinkPath}?${query.toString()}`;
}

export type LinkReading = { ok: true; mediaId: string } | { ok: false; why: string };

/** The media a link's query names, if the mock made the link and it has not lapsed at `now`. */
export function readMediaLink(query: Record<string, string | undefined>, secret: string, now: number): LinkReading {
  const { mid, ext, hash } = query;
  if (typeof mid !== 'string' || typeof ext !== 'string' || typeof hash !== 'string' || !/^[0-9]+$/.test(ext)) return { ok: false, why: 'the link is not one the platform made' };
  const expected = hashOf(secret, mid, ext);
  const given = Buffer.from(hash, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, why: 'the link is not one the platform made' };
  if (Number(ext) * 1000 <= now) return { ok: false, why: 'the link has lapsed; retrieve the media again for a new one' };
  return { ok: true, mediaId: mid };
}
