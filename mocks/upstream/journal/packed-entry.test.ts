import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonText } from './json-text.ts';
import { bodyForm, bodyText, endsPerEntry, fieldCount, formOf, packFields, packHeaders, readBody, unpackField, unpackHeaders } from './packed-entry.ts';
import { redactHeaders, type HeaderValues } from './redact.ts';

// Any UTF-16 text, lone surrogates included, with the characters a framing could trip on made likely.
const awkward = fc.constantFrom('\n', '\r', '{', '}', '"', ':', ',', '\\', '\u0000', '\ud800', '\udfff', 'é', '€', '😀', '0', '9');
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const anyText = fc.string({ unit: fc.oneof(awkward, anyUnit) });

function roundTrip(fields: readonly string[]): string[] {
  const ends = new Uint32Array(endsPerEntry * 3);
  const text = packFields(fields, ends, endsPerEntry);
  return fields.map((_, i) => unpackField(text, ends, endsPerEntry, i, fields.length));
}

describe('packing text fields into one string', () => {
  it('gives every field back exactly, whatever text it holds', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: fieldCount, maxLength: fieldCount }), (fields) => {
        expect(roundTrip(fields)).toEqual(fields);
      }),
    );
  });

  it('keeps empty fields apart from their neighbours, first and last included', () => {
    expect(roundTrip(['', 'a', '', '', 'b'])).toEqual(['', 'a', '', '', 'b']);
    expect(roundTrip(['', '', '', '', ''])).toEqual(['', '', '', '', '']);
    expect(roundTrip(['GET', '', '', '', ''])).toEqual(['GET', '', '', '', '']);
  });

  it('keeps separators, non-ASCII and lone surrogates inside a field as they are', () => {
    const fields = ['PO\nST', '/a\u0000b', '{"x":"\ud800"}', 'Grüße 😀 \udc00', '5:3,2;'];
    expect(roundTrip(fields)).toEqual(fields);
  });

  it('carries a body of several megabytes beside short fields', () => {
    const huge = 'é'.repeat(3_000_000) + '\ud83d';
    const fields = ['POST', '/v23.0/1/messages', '\nhost\n127.0.0.1', huge, '{"ok":true}'];
    expect(roundTrip(fields)).toEqual(fields);
  });

  it('writes ends only where it was told, leaving the other entries untouched', () => {
    const ends = new Uint32Array(endsPerEntry * 3).fill(7);
    packFields(['ab', 'c', '', 'def', 'g'], ends, endsPerEntry);
    expect([...ends]).toEqual([7, 7, 7, 7, 2, 3, 3, 6, 7, 7, 7, 7]);
  });
});

describe('packing headers', () => {
  // Names as Node gives them, and names it never would: cases that collide once lower-cased, a `__proto__` member.
  const name = fc.oneof(
    fc.constantFrom('host', 'authorization', 'Authorization', 'AUTHORIZATION', 'x-hub-signature-256', 'proxy-authorization', 'content-type', '__proto__', '1', '20', ''),
    anyText,
  );
  const value = fc.oneof(anyText, fc.array(anyText, { maxLength: 3 }), fc.integer(), fc.constant(undefined));
  const headers = fc.dictionary(name, value, { maxKeys: 8 }) as fc.Arbitrary<HeaderValues>;

  it('reads back the record redactHeaders makes, members in the same order', () => {
    fc.assert(
      fc.property(headers, (given) => {
        const read = unpackHeaders(packHeaders(given));
        const expected = redactHeaders(given);
        expect(read).toStrictEqual(expected);
        expect(Object.keys(read)).toEqual(Object.keys(expected));
      }),
    );
  });

  it('never writes a secret, in lines or in JSON', () => {
    const secret = fc.string({ minLength: 12, maxLength: 40 }).map((s) => `tok-${s}-secret`);
    fc.assert(
      fc.property(secret, fc.boolean(), (token, odd) => {
        // `odd` sends the headers down the JSON path: a line feed in another value.
        const given = { authorization: `Bearer ${token}`, 'X-Hub-Signature-256': `sha256=${token}`, 'x-note': odd ? 'two\nlines' : 'one line' };
        expect(packHeaders(given)).not.toContain(token);
      }),
    );
  });

  it('writes Node-like headers as lines, and anything a line cannot hold as JSON', () => {
    expect(packHeaders({ host: '127.0.0.1:8080', authorization: 'Bearer t', 'content-length': 12, 'set-cookie': ['a=1', 'b=2'] })).toBe(
      '\nhost\n127.0.0.1:8080\nauthorization\n<redacted>\ncontent-length\n12\nset-cookie\na=1, b=2',
    );
    expect(packHeaders({})).toBe('');
    expect(packHeaders({ 'x-note': 'two\nlines' })).toBe('{"x-note":"two\\nlines"}');
    expect(packHeaders({ 'Content-Type': 'text/plain', 'content-type': 'application/json' })).toBe('{"content-type":"application/json"}');
    expect(unpackHeaders(packHeaders({ 'x-note': 'two\nlines', host: 'h' }))).toEqual({ 'x-note': 'two\nlines', host: 'h' });
  });
});

describe('bodies in a packed entry', () => {
  it('reads a JsonText back parsed, falling back to its text, and nothing for an empty one', () => {
    const read = (body: unknown) => {
      const form = formOf(body);
      return readBody(form, bodyText(body, form), undefined);
    };
    expect(read(new JsonText('{"to":"12025550101","n":[1,2]}'))).toEqual({ to: '12025550101', n: [1, 2] });
    expect(read(new JsonText('not json \ud800'))).toBe('not json \ud800');
    expect(read(new JsonText(''))).toBeUndefined();
    expect(read('{"a":1}')).toBe('{"a":1}');
    expect(read(undefined)).toBeUndefined();
  });

  it('keeps anything that is not text aside, out of the packed string', () => {
    const body = { when: new Date(0) };
    expect(formOf(body)).toBe(bodyForm.aside);
    expect(bodyText(body, bodyForm.aside)).toBe('');
    expect(readBody(bodyForm.aside, '', body)).toBe(body);
    expect([formOf(0), formOf(null), formOf(false), formOf([])]).toEqual([bodyForm.aside, bodyForm.aside, bodyForm.aside, bodyForm.aside]);
  });
});
