/**
 * One-time codes inside the rule of section 4.1, in ASCII only (decision A1: edges are judged
 * on ASCII). Half are short (1 to 7 characters), half distinctive: 8 to 15 with a letter and a
 * digit, long enough that finding one in a response cannot be chance.
 */
import fc from 'fast-check';

const letters = [...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz'];
const digits = [...'0123456789'];
const plain = fc.constantFrom(...letters, ...digits, '-', '_');

/** A code that could not turn up in a response by chance. */
export function isDistinctive(code: string): boolean {
  return code.length >= 8 && /[A-Za-z]/.test(code) && /[0-9]/.test(code);
}

export function distinctiveCode(minLength: number, maxLength: number): fc.Arbitrary<string> {
  if (minLength < 8 || maxLength < minLength) throw new RangeError(`a distinctive code needs 8 or more characters, got ${minLength} to ${maxLength}`);
  return fc.string({ unit: plain, minLength, maxLength }).filter(isDistinctive);
}

export const acceptableCode: fc.Arbitrary<string> = fc.oneof(fc.string({ unit: plain, minLength: 1, maxLength: 7 }), distinctiveCode(8, 15));
