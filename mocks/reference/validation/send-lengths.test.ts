import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSendBody } from './validate-send-body.ts';
import { accepted, buttons, cta, interactiveBody, list, mediaBody, onlyProblem, textBody, type Body } from './send-test-kit.ts';

interface Limit {
  field: string;
  limit: number;
  /** A valid body with `value` in the field. */
  body: (value: string) => Body;
  loc: (string | number)[];
}

function withRows(rows: Body): Body {
  return { ...list([1]), sections: [{ title: 'Section', rows: [{ id: 'r', title: 'Row', ...rows }] }] };
}

const limits: Limit[] = [
  { field: 'text', limit: 4096, body: (text) => textBody({ text }), loc: ['body', 'text'] },
  { field: 'image media_caption', limit: 1024, body: (c) => mediaBody('image', { media_caption: c }), loc: ['body', 'media_caption'] },
  { field: 'video media_caption', limit: 1024, body: (c) => mediaBody('video', { media_caption: c }), loc: ['body', 'media_caption'] },
  { field: 'document media_caption', limit: 1024, body: (c) => mediaBody('document', { media_caption: c }), loc: ['body', 'media_caption'] },
  { field: 'buttons footer', limit: 60, body: (footer) => interactiveBody({ ...buttons(1), footer }), loc: ['body', 'interactive', 'footer'] },
  { field: 'list footer', limit: 60, body: (footer) => interactiveBody({ ...list([1]), footer }), loc: ['body', 'interactive', 'footer'] },
  { field: 'cta_url footer', limit: 60, body: (footer) => interactiveBody(cta({ footer })), loc: ['body', 'interactive', 'footer'] },
  { field: 'button_text', limit: 20, body: (b) => interactiveBody({ ...list([1]), button_text: b }), loc: ['body', 'interactive', 'button_text'] },
  {
    field: 'section title',
    limit: 24,
    body: (title) => interactiveBody({ ...list([1]), sections: [{ title, rows: [{ id: 'r', title: 'Row' }] }] }),
    loc: ['body', 'interactive', 'sections', 0, 'title'],
  },
  { field: 'row description', limit: 72, body: (description) => interactiveBody(withRows({ description })), loc: ['body', 'interactive', 'sections', 0, 'rows', 0, 'description'] },
];

// §8 Limits; A1: every limit counts Unicode code points, no normalisation.
describe('send body: length limits (§8, A1)', () => {
  it.each(limits)('accepts exactly $limit characters in $field', ({ limit, body }) => {
    accepted(body('x'.repeat(limit)));
  });

  it.each(limits)('refuses $limit + 1 characters in $field, naming it', ({ limit, body, loc }) => {
    expect(onlyProblem(body('x'.repeat(limit + 1)))).toEqual({ loc, msg: `at most ${limit} characters` });
  });

  it('accepts 4096 precomposed é as text', () => {
    accepted(textBody({ text: '\u00e9'.repeat(4096) }));
  });

  it('counts an astral emoji as one character', () => {
    accepted(textBody({ text: '😀'.repeat(4096) }));
    expect(onlyProblem(textBody({ text: '😀'.repeat(4097) })).loc).toEqual(['body', 'text']);
  });

  it('counts a combining mark as a character of its own (no normalisation)', () => {
    accepted(textBody({ text: 'e\u0301'.repeat(2048) }));
    expect(onlyProblem(textBody({ text: `${'e\u0301'.repeat(2048)}x` })).loc).toEqual(['body', 'text']);
  });

  it('leaves the limits section 8 does not list to the platform (A23)', () => {
    const long = 'x'.repeat(5000);
    accepted(interactiveBody({ type: 'buttons', body: long, buttons: [{ id: long, title: long }] }));
    accepted(interactiveBody(withRows({ title: long, id: long })));
    accepted(interactiveBody(cta({ cta: { display_text: long, url: long } })));
  });
});

// A20: empty required strings are refused; empty optional ones pass; whitespace is not empty.
describe('send body: empty values (A20)', () => {
  it('refuses an empty text', () => {
    expect(onlyProblem(textBody({ text: '' }))).toEqual({ loc: ['body', 'text'], msg: 'must not be empty' });
  });

  it('refuses an empty interactive body', () => {
    expect(onlyProblem(interactiveBody({ ...buttons(1), body: '' }))).toEqual({ loc: ['body', 'interactive', 'body'], msg: 'must not be empty' });
  });

  it('accepts whitespace-only values as non-empty', () => {
    accepted(textBody({ text: ' ' }));
    accepted(interactiveBody({ ...cta(), body: '\n\t' }));
  });

  it('accepts empty optional strings', () => {
    accepted(mediaBody('document', { media_caption: '', media_filename: '' }));
    accepted(interactiveBody({ ...buttons(1), footer: '' }));
  });

  it('checks media_url for presence and type only (content is the platform’s to judge)', () => {
    accepted(mediaBody('image', { media_url: 'not a url' }));
    accepted(mediaBody('image', { media_url: '' }));
    expect(onlyProblem(mediaBody('image', { media_url: 7 }))).toEqual({ loc: ['body', 'media_url'], msg: 'must be a string' });
    const { media_url: _, ...missing } = mediaBody('video');
    expect(onlyProblem(missing)).toEqual({ loc: ['body', 'media_url'], msg: 'is required' });
  });
});

// Any string of code points; lone surrogates are left out because a pair of them is one character (A1).
const codePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((c) => c < 0xd800 || c > 0xdfff)
  .map((c) => String.fromCodePoint(c));

function ofLength(min: number, max: number): fc.Arbitrary<string> {
  return fc.integer({ min, max }).chain((n) => fc.string({ unit: codePoint, minLength: n, maxLength: n }));
}

describe('send body: length properties (§8, A1)', () => {
  it.each([
    { field: 'text', limit: 4096, min: 1, body: (text: string) => textBody({ text }) },
    { field: 'media_caption', limit: 1024, min: 0, body: (c: string) => mediaBody('image', { media_caption: c }) },
  ])('any $field of at most $limit code points passes, and any longer one fails', ({ limit, min, body }) => {
    fc.assert(fc.property(ofLength(min, limit), (value) => validateSendBody(body(value)).ok));
    fc.assert(fc.property(ofLength(limit + 1, limit + 64), (value) => !validateSendBody(body(value)).ok));
  });
});
