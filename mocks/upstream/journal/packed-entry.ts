/**
 * How the journal packs an entry's text: method, path, headers, request body and response body
 * joined into one flat string, with where each field ends kept in a typed array beside it.
 *
 * A ring of ten thousand entries, each a handful of small objects (the entry, its headers, its
 * response, the bodies' wrappers, boxed numbers), kept the scavenger copying and promoting them on
 * every send. One string per entry is one object for it to move, and numbers in typed arrays are
 * none. Fields are framed by their lengths, not by a separator, so any text comes back exactly
 * as it went in: separators, non-ASCII, lone surrogates alike.
 */
import { JsonText, parseBody } from './json-text.ts';
import { redactHeaders, redactedValue, type HeaderValues } from './redact.ts';

/** The packed fields, in order: where each sits in an entry's text. */
export const field = { method: 0, path: 1, headers: 2, body: 3, responseBody: 4 } as const;
export const fieldCount = 5;
/** Ends stored per entry: each field's but the last, which ends with the text. */
export const endsPerEntry = fieldCount - 1;

/**
 * Joins `fields` into one string and writes where each but the last ends at `ends[at...]`,
 * only once the text is made (a text too long to make leaves `ends` as it was). `join` copies
 * the fields into one flat string; concatenating with `+` would leave a tree of partial strings,
 * an object per field, which is what packing is meant to avoid.
 */
export function packFields(fields: readonly string[], ends: Uint32Array, at: number): string {
  let text = fields.join('');
  let end = 0;
  let filled = 0;
  for (let i = 0; i < fields.length; i += 1) {
    const length = (fields[i] as string).length;
    if (length > 0) filled += 1;
    end += length;
    if (i < fields.length - 1) ends[at + i] = end;
  }
  // With a single non-empty field, `join` hands that field back as it is, tree or not. JSON
  // gives any text (lone surrogates too) back exactly, as a new flat string.
  if (filled === 1) text = JSON.parse(JSON.stringify(text)) as string;
  return text;
}

/** Field `index` of a text packed by `packFields` from `count` fields. */
export function unpackField(text: string, ends: Uint32Array, at: number, index: number, count: number = fieldCount): string {
  const from = index === 0 ? 0 : (ends[at + index - 1] as number);
  const to = index === count - 1 ? text.length : (ends[at + index] as number);
  return text.slice(from, to);
}

// Header lines: each name and value after a line feed, which no HTTP header can hold (Node refuses
// it in names and values). Headers that are not as Node gives them (a name not in lower case,
// which could meet another once lower-cased, or a line feed anywhere) are redacted as a record
// and written as JSON instead: JSON text starts with `{`, lines with a line feed or nothing at
// all. Lines written straight from the request's headers cost less than half of a record and
// `JSON.stringify`, and this runs on every request the mock answers.
const lineFeed = '\n';

/**
 * Headers, redacted on the way (redact.ts), as text that `unpackHeaders` turns into the record
 * `redactHeaders` would have made. No secret is ever part of the text.
 */
export function packHeaders(headers: HeaderValues): string {
  let text = '';
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || !Object.hasOwn(headers, name)) continue;
    if (name.toLowerCase() !== name || name.includes(lineFeed)) return JSON.stringify(redactHeaders(headers));
    const kept = redactedValue(name, value);
    if (kept.includes(lineFeed)) return JSON.stringify(redactHeaders(headers));
    text += lineFeed + name + lineFeed + kept;
  }
  return text;
}

export function unpackHeaders(text: string): Record<string, string> {
  if (text.startsWith('{')) return JSON.parse(text) as Record<string, string>;
  const headers: Record<string, string> = {};
  const lines = text.split(lineFeed);
  // lines[0] is the empty text before the first line feed. A `__proto__` line is dropped by the
  // assignment, as redactHeaders drops that member when it makes the record.
  for (let i = 1; i < lines.length; i += 2) headers[lines[i] as string] = lines[i + 1] as string;
  return headers;
}

/**
 * How a body is kept. Text forms live in the packed string; anything else (a parsed object from
 * a webhook record or a test) is kept aside as its own copy: it is rare, and packing it as JSON
 * would change what comes back (dates, `undefined` members).
 */
export const bodyForm = {
  /** No body: `undefined`. */
  none: 0,
  /** A `JsonText`: read back parsed, or as the text when it is not JSON. */
  jsonText: 1,
  /** A plain string: read back as it is. */
  text: 2,
  /** Any other value, kept aside. */
  aside: 3,
} as const;
export type BodyForm = (typeof bodyForm)[keyof typeof bodyForm];

export function formOf(body: unknown): BodyForm {
  if (body === undefined) return bodyForm.none;
  if (body instanceof JsonText) return bodyForm.jsonText;
  return typeof body === 'string' ? bodyForm.text : bodyForm.aside;
}

/** What goes into the packed string for a body of `form`. */
export function bodyText(body: unknown, form: BodyForm): string {
  if (form === bodyForm.jsonText) return (body as JsonText).text;
  return form === bodyForm.text ? (body as string) : '';
}

/** A body as readers see it, from its form, its packed text and what was kept aside. */
export function readBody(form: BodyForm, text: string, aside: unknown): unknown {
  switch (form) {
    case bodyForm.none:
      return undefined;
    case bodyForm.jsonText:
      return parseBody(text);
    case bodyForm.text:
      return text;
    case bodyForm.aside:
      return aside;
  }
}
