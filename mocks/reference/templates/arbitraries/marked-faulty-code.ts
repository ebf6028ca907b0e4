/**
 * One-time codes outside the section 4.1 rule (decision A28): an acceptable code with one fault
 * put in: a space at an edge, a line break or tab, a link, an emoji, or too many characters.
 */
import fc from 'fast-check';
import { acceptableCode } from './marked-code.ts';

function insertAt(code: string, piece: string, at: number): string {
  const points = [...code];
  const index = at % (points.length + 1);
  return [...points.slice(0, index), piece, ...points.slice(index)].join('');
}

const inserted = (pieces: string[]) =>
  fc.tuple(acceptableCode, fc.constantFrom(...pieces), fc.nat()).map(([code, piece, at]) => insertAt(code, piece, at));

/** A code the rule refuses; it still holds a marker character (see `marked-code.ts`). */
export const faultyCode: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(acceptableCode, fc.constantFrom(' ', '\u00a0')).map(([code, space]) => space + code),
  fc.tuple(acceptableCode, fc.constantFrom(' ', '\u3000')).map(([code, space]) => code + space),
  inserted(['\n', '\r', '\t', '\r\n']),
  inserted(['https://', 'http://a', 'ftp://', 'WWW.', 'www.']),
  inserted(['😀', '🔐', '🇬🇧', '✅', '©']),
  fc.tuple(acceptableCode, fc.integer({ min: 16, max: 40 })).map(([code, length]) => code.repeat(length).slice(0, length * 2)).filter((code) => [...code].length > 15),
);
