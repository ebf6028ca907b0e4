/**
 * A media download: the link a retrieval answered, with a token of the business account the
 * media belongs to. The answer is the file itself under its own content type; a link the mock
 * did not make, or one that has lapsed, is answered as an unknown object.
 */
import { json, type Answer } from '../answer.ts';
import { platformError } from '../errors/platform-error.ts';
import { findInboundMedia } from '../media/find-media.ts';
import { mediaFile } from '../media/media-file.ts';
import { readMediaLink } from '../media/media-link.ts';
import { checkToken } from '../send/check-auth.ts';
import { refusal, refusalJson } from '../send/refusal.ts';
import { accountRefusal } from './account-access.ts';
import type { MockParts } from './mock-parts.ts';

export interface DownloadRequest {
  authorization: string | undefined;
  query: Record<string, string | undefined>;
}

const refused = (code: number, details: string): Answer => refusalJson(refusal(code, details));

export function runMediaDownload(parts: MockParts, request: DownloadRequest): Answer {
  const { state } = parts;
  const token = checkToken(state, request.authorization);
  if (typeof token !== 'string') return refusalJson(token);
  const link = readMediaLink(request.query, state.appSecret, parts.clock.now());
  if (!link.ok) return refused(803, link.why);
  const media = findInboundMedia(state, link.mediaId);
  if (!media) return refused(803, `no media ${link.mediaId}`);
  const account = state.numbers.get(media.phoneNumberId)?.businessAccountId ?? '';
  if (accountRefusal(state, account, request.authorization)) {
    const error = platformError(200, { message: `(#200) The access token may not download media ${media.mediaId}.` });
    return json(error.status, error.body);
  }
  const file = mediaFile(media.mediaId, media.mimeType);
  return { kind: 'bytes', status: 200, contentType: file.mimeType, body: file.bytes };
}
