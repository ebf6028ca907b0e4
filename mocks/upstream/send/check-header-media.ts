/**
 * Headers the send has to supply: an IMAGE, VIDEO or DOCUMENT header takes one media parameter
 * of that type (by media id or link), a LOCATION header one location.
 */
import type { PlatformTemplate } from '../state/model.ts';
import { templateParts, type SendParts } from './parts.ts';
import { refusal, type Refusal } from './refusal.ts';

const parameterTypeOf = { IMAGE: 'image', VIDEO: 'video', DOCUMENT: 'document', LOCATION: 'location' } as const;

/** Refuses a missing or mistyped header value for a media or location header (132012). */
export function checkHeaderMedia(template: PlatformTemplate, sent: SendParts): Refusal | undefined {
  const format = templateParts(template).header?.format;
  if (format === undefined || format === 'TEXT') return undefined;
  const values = sent.headers[0]?.parameters ?? [];
  const [only] = values;
  // The shape check already holds each parameter to its schema (id or link, both coordinates).
  if (values.length === 1 && only?.type === parameterTypeOf[format]) return undefined;
  const received = values.map((p) => p.type.toUpperCase()).join(', ') || 'nothing';
  return refusal(132012, `header: Format mismatch, expected ${format}, received ${received}.`);
}
