/**
 * `GET /{version}/{id}`: the platform reads any object by its id alone. The mock knows three
 * kinds: media a customer sent (its download link), a template, and a business phone number.
 * Each is read with a token of the business account it belongs to; the token is checked first,
 * then the id, as the platform does.
 */
import { json, type Answer } from '../answer.ts';
import { platformError } from '../errors/platform-error.ts';
import { findInboundMedia, type InboundMedia } from '../media/find-media.ts';
import { mediaFile } from '../media/media-file.ts';
import { mediaLink } from '../media/media-link.ts';
import { renderNumber, numberFields } from '../numbers/number-fields.ts';
import { checkToken } from '../send/check-auth.ts';
import { refusal, refusalJson } from '../send/refusal.ts';
import type { PlatformState, PlatformTemplate } from '../state/model.ts';
import { renderTemplate, templateFields } from '../templates/template-fields.ts';
import { accountRefusal } from './account-access.ts';
import type { MockParts } from './mock-parts.ts';

export interface NodeRequest {
  id: string;
  authorization: string | undefined;
  query: { fields?: string; phone_number_id?: string };
  /** Scheme and host the client used, for the media download link. */
  origin: string;
}

/** The platform's answer for an id it cannot show this caller: unknown, or not theirs to read. */
export function unknownObject(id: string): Answer {
  const error = platformError(100, {
    subcode: 33,
    message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
  });
  return json(error.status, error.body);
}

function findTemplate(state: PlatformState, id: string): PlatformTemplate | undefined {
  for (const templates of state.templates.values()) {
    const found = templates.find((t) => t.id === id);
    if (found) return found;
  }
  return undefined;
}

function readMedia(parts: MockParts, media: InboundMedia, request: NodeRequest): Answer {
  const account = parts.state.numbers.get(media.phoneNumberId)?.businessAccountId ?? '';
  const sameNumber = request.query.phone_number_id === undefined || request.query.phone_number_id === media.phoneNumberId;
  if (!sameNumber || accountRefusal(parts.state, account, request.authorization)) return unknownObject(media.mediaId);
  const file = mediaFile(media.mediaId, media.mimeType);
  return json(200, {
    messaging_product: 'whatsapp',
    url: mediaLink(request.origin, parts.state.appSecret, media.mediaId, parts.clock.now()),
    mime_type: file.mimeType,
    sha256: file.sha256,
    file_size: String(file.bytes.length),
    id: media.mediaId,
  });
}

export function runNodeRead(parts: MockParts, request: NodeRequest): Answer {
  const { state } = parts;
  const token = checkToken(state, request.authorization);
  if (typeof token !== 'string') return refusalJson(token);

  const media = findInboundMedia(state, request.id);
  if (media) return readMedia(parts, media, request);

  const template = findTemplate(state, request.id);
  if (template) {
    if (accountRefusal(state, template.businessAccountId, request.authorization)) return unknownObject(request.id);
    return json(200, renderTemplate(template, templateFields(request.query.fields)));
  }

  const number = state.numbers.get(request.id);
  if (number) {
    // The published document answers a number of another business account with the permission error.
    const refused = accountRefusal(state, number.businessAccountId, request.authorization, () =>
      refusal(200, undefined, { message: `(#200) The access token may not read phone number ${number.phoneNumberId}.` }),
    );
    if (refused) return refusalJson(refused);
    return json(200, renderNumber(number, numberFields(request.query.fields)));
  }
  return unknownObject(request.id);
}
