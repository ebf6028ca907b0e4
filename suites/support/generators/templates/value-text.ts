/**
 * Text put in place of a placeholder: short, plain letters and digits, so no value can trip a
 * length limit or a character rule and every verdict rests on the template's shape alone.
 */
import fc from 'fast-check';

const letters = [...'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'];

export const valueText: fc.Arbitrary<string> = fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 10 });
