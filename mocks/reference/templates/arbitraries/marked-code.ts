/**
 * One-time codes inside the section 4.1 rule. Each carries a marker character that no refusal
 * message can contain, so a test can tell a leaked code from a chance match of a short string.
 */
import fc from 'fast-check';

/** Characters no gateway message uses; every generated code holds one. */
export const codeMarkers = ['#', '€', '漢', 'Ω', '𝒜'] as const;

const inner = fc.constantFrom(...'0123456789ABCXYZabcxyzé-_.+ '.split(''), '𝟘', 'ß');

function withinRules(code: string): boolean {
  return !/^\s|\s$/u.test(code) && !/www\./iu.test(code);
}

/** A code the rule accepts: 1 to 15 code points, no link, emoji, line break, tab or edge space. */
export const acceptableCode: fc.Arbitrary<string> = fc
  .tuple(fc.array(inner, { maxLength: 7 }), fc.constantFrom(...codeMarkers), fc.array(inner, { maxLength: 7 }))
  .map(([before, marker, after]) => [...before, marker, ...after].join(''))
  .filter(withinRules);
