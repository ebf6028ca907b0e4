/**
 * Decision A45: a cursor is an opaque token holding the position of the last item of a page,
 * bound to the number and the `sendable` filter it was issued for, and signed with a secret the
 * gateway holds only in memory. A position rather than a page number lets the next page use
 * another `limit`; the signature makes every edited, cut or invented cursor fail.
 *
 * Layout: `<payload>.<signature>`, both base64url; the payload is JSON. The signature covers the
 * payload's text, and is compared as text, so no second spelling of a cursor verifies.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Position } from './newest-first.ts';

export interface CursorScope {
  phoneNumberId: string;
  sendable: boolean | undefined;
}

/** Why a cursor was refused; all three are 400 `invalid_cursor`. */
export type CursorFault = 'malformed' | 'forged' | 'foreign';

export type CursorReading = { ok: true; position: Position } | { ok: false; fault: CursorFault };

interface Payload {
  v: 1;
  n: string;
  s: 'all' | 'true' | 'false';
  t: number;
  i: string;
}

// Far above any cursor issued here; keeps a hostile query from being hashed at length.
const longest = 1024;
const shape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;

function filterTag(sendable: boolean | undefined): Payload['s'] {
  return sendable === undefined ? 'all' : sendable ? 'true' : 'false';
}

// The label keeps these signatures apart from anything else the same key might ever sign.
function sign(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(`template-cursor.${payload}`).digest('base64url');
}

export function issueCursor(secret: Buffer, scope: CursorScope, position: Position): string {
  const payload: Payload = { v: 1, n: scope.phoneNumberId, s: filterTag(scope.sendable), t: position.createdAt, i: position.id };
  const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${text}.${sign(secret, text)}`;
}

function parsePayload(text: string): Payload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const p = value as Partial<Payload> | null;
  if (typeof p !== 'object' || p === null || p.v !== 1) return undefined;
  if (typeof p.n !== 'string' || typeof p.i !== 'string' || p.i === '' || !Number.isSafeInteger(p.t)) return undefined;
  if (p.s !== 'all' && p.s !== 'true' && p.s !== 'false') return undefined;
  return p as Payload;
}

export function readCursor(secret: Buffer, scope: CursorScope, cursor: string): CursorReading {
  if (cursor.length > longest || !shape.test(cursor)) return { ok: false, fault: 'malformed' };
  const [text = '', signature = ''] = cursor.split('.');
  const expected = sign(secret, text);
  // Both are 43 ASCII characters here (the shape says so), as timingSafeEqual needs equal lengths.
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return { ok: false, fault: 'forged' };
  const payload = parsePayload(text);
  if (!payload) return { ok: false, fault: 'malformed' };
  if (payload.n !== scope.phoneNumberId || payload.s !== filterTag(scope.sendable)) return { ok: false, fault: 'foreign' };
  return { ok: true, position: { createdAt: payload.t, id: payload.i } };
}
