/**
 * Cursors that are clear garbage under any reading (decision A45, spec profile): each holds at
 * least one character no cursor encoding emits (base64, base64url, hex, decimal ids),
 * such as `!`, `~`, `*`, or a letter outside ASCII. A value some gateway could issue
 * (a bare id, `eyJvZmZzZXQiOjJ9`, an empty string) is never produced.
 */
import fc from 'fast-check';

const plain = fc.constantFrom(...'ABCXYZabcxyz0189-_=+/.'.split(''));
const alien = fc.constantFrom('!', '~', '*', '(', ')', "'", '"', '<', '>', '{', '}', '|', '^', '`', '\\', '%', 'é', 'Ω', '漢', '😀');

export const garbageCursor: fc.Arbitrary<string> = fc
  .tuple(fc.array(plain, { maxLength: 40 }), alien, fc.array(fc.oneof(plain, alien), { maxLength: 40 }))
  .map(([before, odd, after]) => [...before, odd, ...after].join(''));
