/**
 * Request bodies and media types: a body that becomes required, or a media type no longer
 * accepted or no longer returned, breaks clients; one more media type, or a body that becomes
 * optional, does not.
 */
import { basis } from '../basis.ts';
import type { Direction, Finding } from '../change.ts';
import { isObject, type Json } from '../resolver.ts';

/** Media type (lower case, parameters dropped) → schema. */
export function mediaTypesOf(holder: Record<string, Json>): Map<string, Json> {
  const found = new Map<string, Json>();
  if (!isObject(holder.content)) return found;
  for (const [type, media] of Object.entries(holder.content)) found.set(type.split(';')[0]?.trim().toLowerCase() ?? type, isObject(media) ? (media.schema ?? {}) : {});
  return found;
}

export function requestBodyFindings(old: Record<string, Json> | undefined, next: Record<string, Json> | undefined, direction: Direction): Finding[] {
  if (!old && !next) return [];
  if (!next) return [{ rule: 'request-body-removed', verdict: 'breaking', message: 'request body removed', basis: basis.removed, at: 'body' }];
  const required = next.required === true;
  if (!old) return [required && direction === 'input' ? { rule: 'request-body-added', verdict: 'breaking', message: 'required request body added', basis: basis.newRequiredInput, at: 'body' } : { rule: 'request-body-added', verdict: 'allowed', message: 'request body added', basis: direction === 'input' ? basis.newOptionalInput : basis.newOutputField, at: 'body' }];
  if ((old.required === true) === required || direction !== 'input') return [];
  return [required ? { rule: 'request-body-required', verdict: 'breaking', message: 'request body now required', basis: basis.newRequiredInput, at: 'body' } : { rule: 'request-body-optional', verdict: 'allowed', message: 'request body no longer required', basis: basis.inputWidened, at: 'body' }];
}

export function mediaTypeFindings(old: Map<string, Json>, next: Map<string, Json>, direction: Direction, at: string): Finding[] {
  if (old.size === 0 || next.size === 0) return [];
  const findings: Finding[] = [];
  for (const type of old.keys()) if (!next.has(type)) findings.push({ rule: 'media-type-removed', verdict: 'breaking', message: `media type ${type} removed`, basis: basis.removed, at });
  for (const type of next.keys()) if (!old.has(type)) findings.push({ rule: 'media-type-added', verdict: direction === 'input' ? 'allowed' : 'breaking', message: `media type ${type} added`, basis: direction === 'input' ? basis.inputWidened : basis.outputWidened, at });
  return findings;
}
