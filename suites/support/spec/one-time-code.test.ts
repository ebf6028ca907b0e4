// Section 4.1's one-time-code rule as the suite judges it (decisions A1 and A28).
import { describe, expect, it } from 'vitest';
import { judgeCode } from './one-time-code.ts';

describe('one-time code rule', () => {
  it('accepts plain codes of 1 to 15 characters', () => {
    expect(['7', '482913', 'Ab-3_x', 'A'.repeat(15)].map(judgeCode)).toEqual(['acceptable', 'acceptable', 'acceptable', 'acceptable']);
  });

  it('refuses the length edges outside 1 to 15', () => {
    expect([judgeCode(''), judgeCode('1'.repeat(16))]).toEqual(['refused', 'refused']);
  });

  it('refuses each case decision A28 asserts', () => {
    for (const code of [' 123456', '123456 ', '123\n456', '123\t456', 'https://x.io', 'go www.x', '12😀34']) expect(judgeCode(code), JSON.stringify(code)).toBe('refused');
  });

  it('leaves inner spaces, bare domains and other symbols unjudged', () => {
    for (const code of ['123 456', 'code.io', '12©34', '✅1234']) expect(judgeCode(code), code).toBe('unjudged');
  });
});
