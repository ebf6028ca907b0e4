import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueCursor, readCursor, type CursorScope } from './cursor.ts';

const secret = randomBytes(32);
const scope: CursorScope = { phoneNumberId: '100000000000001', sendable: undefined };
const position = { createdAt: Date.parse('2026-10-20T09:00:00.000Z'), id: '310000000000006' };
const cursor = issueCursor(secret, scope, position);
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function payloadText(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

// Decision A45: "opaque, signed tokens bound to the number and the sendable filter and holding a position".
describe('cursor: round trip', () => {
  it('gives back the position it was issued with', () => {
    expect(readCursor(secret, scope, cursor)).toEqual({ ok: true, position });
  });

  it('round-trips any position under any filter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.string({ minLength: 1 }), fc.constantFrom(undefined, true, false), (createdAt, id, sendable) => {
        const own = { ...scope, sendable };
        expect(readCursor(secret, own, issueCursor(secret, own, { createdAt, id }))).toEqual({ ok: true, position: { createdAt, id } });
      }),
    );
  });

  it('is URL-safe as it stands, so a client can put it in a query unchanged', () => {
    expect(cursor).toMatch(/^[A-Za-z0-9_.-]+$/);
  });
});

// Decision A45: "A cursor from another number or filter, a tampered, garbage or empty cursor is 400 invalid_cursor."
describe('cursor: refused', () => {
  it('refuses every single-character change, anywhere in the cursor', () => {
    for (let at = 0; at < cursor.length; at += 1) {
      for (const replacement of base64url) {
        if (replacement === cursor[at]) continue;
        const changed = `${cursor.slice(0, at)}${replacement}${cursor.slice(at + 1)}`;
        expect(readCursor(secret, scope, changed).ok, `${replacement} at ${at}`).toBe(false);
      }
    }
  });

  it('refuses a flipped bit in any byte of the decoded signature', () => {
    const [text = '', signature = ''] = cursor.split('.');
    const bytes = Buffer.from(signature, 'base64url');
    for (let at = 0; at < bytes.length; at += 1) {
      const flipped = Buffer.from(bytes);
      flipped[at] = (flipped[at] ?? 0) ^ 0x01;
      expect(readCursor(secret, scope, `${text}.${flipped.toString('base64url')}`)).toEqual({ ok: false, fault: 'forged' });
    }
  });

  it('refuses every truncation, including the empty cursor', () => {
    for (let length = 0; length < cursor.length; length += 1) {
      expect(readCursor(secret, scope, cursor.slice(0, length)).ok, `first ${length} characters`).toBe(false);
    }
  });

  it('refuses a cursor with something appended', () => {
    expect(readCursor(secret, scope, `${cursor}A`).ok).toBe(false);
    expect(readCursor(secret, scope, `${cursor}.${cursor}`).ok).toBe(false);
  });

  it('refuses a cursor signed with another key', () => {
    const resigned = issueCursor(randomBytes(32), scope, position);
    expect(readCursor(secret, scope, resigned)).toEqual({ ok: false, fault: 'forged' });
  });

  it('refuses a payload edited to another position, even re-encoded cleanly', () => {
    const [, signature] = cursor.split('.');
    const edited = payloadText({ v: 1, n: scope.phoneNumberId, s: 'all', t: position.createdAt + 1, i: position.id });
    expect(readCursor(secret, scope, `${edited}.${signature}`)).toEqual({ ok: false, fault: 'forged' });
  });

  it('refuses a cursor of another number, even of the same business account', () => {
    const other = issueCursor(secret, { ...scope, phoneNumberId: '100000000000002' }, position);
    expect(readCursor(secret, scope, other)).toEqual({ ok: false, fault: 'foreign' });
  });

  it.each([
    [undefined, true],
    [undefined, false],
    [true, false],
    [true, undefined],
    [false, true],
    [false, undefined],
  ])('refuses a cursor issued for sendable=%s when read under sendable=%s', (issued, read) => {
    const other = issueCursor(secret, { ...scope, sendable: issued }, position);
    expect(readCursor(secret, { ...scope, sendable: read }, other)).toEqual({ ok: false, fault: 'foreign' });
  });

  // Defence in depth: even a payload carrying a valid signature must still be a cursor of this
  // layout. Only the key holder can produce one, so the test signs with the same key and label.
  it.each([{ v: 2, n: scope.phoneNumberId, s: 'all', t: 1, i: 'x' }, { v: 1, n: scope.phoneNumberId, s: 'all', t: 1.5, i: 'x' }, { v: 1, n: scope.phoneNumberId, s: 'maybe', t: 1, i: 'x' }, { v: 1, n: scope.phoneNumberId, s: 'all', t: 1, i: '' }, []])(
    'refuses a signed payload that is not a cursor: %j',
    (value) => {
      const text = payloadText(value);
      const signature = createHmac('sha256', secret).update(`template-cursor.${text}`).digest('base64url');
      expect(readCursor(secret, scope, `${text}.${signature}`)).toEqual({ ok: false, fault: 'malformed' });
    },
  );

  it.each(['', ' ', '.', 'abc', 'null', '{}', 'eyJvZmZzZXQiOjJ9', 'page=2', `${'A'.repeat(2000)}.${'B'.repeat(43)}`, `${cursor} `, ` ${cursor}`])(
    'refuses garbage %j',
    (garbage) => {
      expect(readCursor(secret, scope, garbage).ok).toBe(false);
    },
  );

  it.each([
    ['printable ASCII', fc.string({ maxLength: 200 })],
    ['cursor alphabet', fc.string({ unit: fc.constantFrom(...`${base64url}.`), maxLength: 200 })],
    ['any code point', fc.string({ unit: 'binary', maxLength: 200 })],
  ])('accepts no cursor made up of random text (%s)', (_kind, text) => {
    fc.assert(
      fc.property(text, (made) => {
        expect(readCursor(secret, scope, made).ok).toBe(false);
      }),
    );
  });

  it('accepts no cursor with a well-formed payload for this number and a made-up signature', () => {
    const signature = fc.string({ unit: fc.constantFrom(...base64url), minLength: 43, maxLength: 43 });
    const payload = fc.record({ t: fc.integer({ min: 0 }), i: fc.string({ minLength: 1 }), s: fc.constantFrom('all', 'true', 'false') });
    fc.assert(
      fc.property(payload, signature, ({ t, i, s }, made) => {
        const text = payloadText({ v: 1, n: scope.phoneNumberId, s, t, i });
        expect(readCursor(secret, scope, `${text}.${made}`).ok).toBe(false);
      }),
    );
  });
});
