/**
 * A printable ASCII string of exactly `length` characters (decision A1: limits are judged with
 * ASCII only). Built by repeating a short generated pattern, so a failing 4097-character case
 * shrinks through its pattern in a few steps instead of one HTTP call per character. The first
 * character is a letter and no character is a space, so no value is blank (decision A20 leaves
 * blank values unjudged).
 */
import fc from 'fast-check';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Visible ASCII, quotes and backslashes included (they must survive JSON both ways); no spaces,
// so no gateway's trimming of outer whitespace can change a value.
const visible = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));

export function textOfLength(length: number): fc.Arbitrary<string> {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError(`textOfLength needs a length of at least 1, got ${length}`);
  return fc
    .tuple(fc.constantFrom(...letters), fc.string({ unit: visible, minLength: 1, maxLength: 12 }))
    .map(([first, pattern]) => (first + pattern.repeat(Math.ceil(length / pattern.length))).slice(0, length));
}
