import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneTimeCodeProblem } from './one-time-code.ts';
import { acceptableCode } from './arbitraries/marked-code.ts';
import { faultyCode } from './arbitraries/marked-faulty-code.ts';

// Section 4.1: "the code is a JSON string of 1 to 15 characters, with no link, emoji, new line,
// tab, or space at either end". Decision A28 parses the sentence; A1 counts code points.
describe('oneTimeCodeProblem: the section 4.1 code rule (decisions A1, A28)', () => {
  it.each(['1', '482913', 'ABCDEFGHIJKLMNO', 'a b', 'G-1234', 'example.com', '漢字漢字漢字漢字漢字漢字漢字漢', '𝒜'.repeat(15), 'éééééééééééééé', '#1'])(
    'accepts %j',
    (code) => {
      expect(oneTimeCodeProblem(code)).toBeUndefined();
    },
  );

  it('counts code points, so 15 accented letters pass and 16 do not', () => {
    expect(oneTimeCodeProblem('é'.repeat(15))).toBeUndefined();
    expect(oneTimeCodeProblem('é'.repeat(16))).toMatch(/longer than 15/);
  });

  it.each([
    ['an empty code', '', /empty/],
    ['16 characters', '1234567890123456', /longer than 15/],
    ['a leading space', ' 123456', /space/],
    ['a trailing space', '123456 ', /space/],
    ['a non-breaking space at the end', '123456\u00a0', /space/],
    ['an embedded new line', '123\n456', /new line/],
    ['an embedded carriage return', '123\r456', /new line/],
    ['an embedded tab', '123\t456', /tab/],
    ['an https link', 'https://x.io', /link/],
    ['a link in capitals', 'HTTP://A.B', /link/],
    ['a www. address', 'www.x.io', /link/],
    ['an emoji', '1234😀', /emoji/],
    ['a regional indicator', '12🇬🇧', /emoji/],
    ['a pictographic symbol', '©1234', /emoji/],
  ])('refuses %s', (_case, code, reason) => {
    expect(oneTimeCodeProblem(code)).toMatch(reason);
  });

  it('allows spaces inside the code (decision A28)', () => {
    expect(oneTimeCodeProblem('12 34 56')).toBeUndefined();
  });
});

// Section 4.1 and decision A29: "a number, boolean, null, object or array in the code position".
describe('oneTimeCodeProblem: values that are not strings (decision A29)', () => {
  it.each([[123456], [true], [null], [undefined], [{ code: '1' }], [['1']]])('refuses %j', (value) => {
    expect(oneTimeCodeProblem(value)).toMatch(/JSON string/);
  });
});

// Section 2.2: the code "is never stored, logged or shown".
describe('oneTimeCodeProblem: generated codes', () => {
  it('accepts every code inside the rules', () => {
    fc.assert(fc.property(acceptableCode, (code) => oneTimeCodeProblem(code) === undefined));
  });

  it('refuses every code outside the rules, without quoting it', () => {
    fc.assert(
      fc.property(faultyCode, (code) => {
        const problem = oneTimeCodeProblem(code);
        return problem !== undefined && !problem.includes(code);
      }),
    );
  });
});
