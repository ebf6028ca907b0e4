/**
 * Which fields of a message record (section 2.2) the spec fixes for a send of a given kind, and
 * on what ground every other field is left open. Two gateways whose records differ only in open
 * fields agree under the spec profile; the reference profile holds them to the reference's own
 * choice as well.
 */
import type { RecordKind } from './case-step.ts';

/** A field the spec fixes, or the ground on which it is left open. */
export type FieldRule = { fixed: true } | { fixed: false; basis: string };

const fixed: FieldRule = { fixed: true };
const open = (basis: string): FieldRule => ({ fixed: false, basis });

// Required on every send and fixed in value, once generated ids are placeholders (A34).
const alwaysFixed = new Set(['id', 'direction', 'status', 'wa_message_id', 'redacted', 'created_at']);
const timesAndFailure = new Set(['sent_at', 'delivered_at', 'read_at', 'played_at', 'failed_at', 'failure_reason', 'referral', 'media_duration_ms']);
const sendEchoes = new Set(['media_url', 'media_mime_type', 'media_filename', 'interactive']);

/** The rule for one field of the record of a `kind` send. */
export function recordFieldRule(field: string, kind: RecordKind): FieldRule {
  if (alwaysFixed.has(field)) return fixed;
  if (timesAndFailure.has(field)) return open('A34');
  if (sendEchoes.has(field)) return open('A36');
  switch (field) {
    case 'message_type':
      // Section 2.2 names `text` and `template`; a one-time code is a template send (A32).
      if (kind === 'text' || kind === 'template') return fixed;
      return open(kind === 'one-time-code' ? 'A32' : 'A36');
    case 'content':
      // Text body, `[template:<name>]`, `Verification code sent`: nothing is said for other kinds.
      if (kind === 'text' || kind === 'template' || kind === 'one-time-code') return fixed;
      return open('section 2.2 gives content for text and template sends only');
    case 'source':
      if (kind === 'template') return fixed;
      return open(kind === 'one-time-code' ? 'A32' : 'A33');
    case 'template_name':
      if (kind === 'template') return fixed;
      return open(kind === 'one-time-code' ? 'A32' : 'A34');
    default:
      return open('section 9: new optional fields may be added');
  }
}

/** The kind of record a send body asks for, read from its `type` (default `text`, section 2.1). */
export function recordKindOf(body: unknown): RecordKind {
  const type = (body as { type?: unknown } | null | undefined)?.type ?? 'text';
  if (type === 'text' || type === 'template' || type === 'interactive') return type;
  if (type === 'image' || type === 'document' || type === 'video' || type === 'audio') return 'media';
  return 'other';
}
