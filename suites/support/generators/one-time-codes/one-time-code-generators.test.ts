// The one-time-code generators' contract: same seed, same codes; acceptable codes pass the
// spec's rule and faulty ones break it, each with its evidence inside the code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeCode } from '../../spec/one-time-code.ts';
import { acceptableCode, distinctiveCode, isDistinctive } from './acceptable-code.ts';
import { faultyCode } from './faulty-code.ts';
import { masked, maskedCodes } from './masked-code.ts';

describe('one-time-code generators', () => {
  it('draw the same codes from the same seed', () => {
    expect(fc.sample(faultyCode, { numRuns: 30, seed: 5 })).toEqual(fc.sample(faultyCode, { numRuns: 30, seed: 5 }));
  });

  it('make acceptable codes the rule accepts, about half of them distinctive', () => {
    const codes = fc.sample(acceptableCode, { numRuns: 400, seed: 9 });
    expect(codes.filter((c) => judgeCode(c) !== 'acceptable')).toEqual([]);
    expect(codes.filter(isDistinctive).length).toBeGreaterThan(100);
  });

  it('make faulty codes the rule refuses, with the evidence inside', () => {
    fc.assert(
      fc.property(faultyCode, ({ code, evidence }) => {
        expect(judgeCode(code)).toBe('refused');
        if (evidence !== undefined) expect(code).toContain(evidence);
      }),
    );
  });

  it('refuse a distinctive length below 8, naming it', () => {
    expect(() => distinctiveCode(4, 6)).toThrow(/got 4 to 6/);
  });
});

describe('masked codes', () => {
  it('print as their length and fault in a counter-example, never their characters', () => {
    const [plain] = fc.sample(maskedCodes(distinctiveCode(12, 12)), { numRuns: 1, seed: 3 });
    const [faulty] = fc.sample(faultyCode.filter((f) => f.code !== '').map((f) => masked(f, `, ${f.fault}`)), { numRuns: 1, seed: 4 });
    for (const value of [plain, faulty]) {
      if (value === undefined) throw new Error('no sample drawn');
      const printed = fc.stringify([value]);
      expect(value.code.length).toBeGreaterThan(0);
      expect(printed).not.toContain(value.code);
      expect(printed).toMatch(/<one-time code of \d+ characters/);
    }
    expect(fc.stringify([faulty])).toContain(faulty?.fault ?? 'no fault');
  });
});
