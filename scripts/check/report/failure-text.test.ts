// Expected against actual cut to one line each, as the terminal summary and the HTML report show
// them: long values shortened, two printed objects reduced to the lines where they differ.
import { describe, expect, it } from 'vitest';
import { shortPair } from './failure-text.ts';

describe('expected against actual in one line', () => {
  it('keeps short values and cuts long ones', () => {
    expect(shortPair('true', 'false', 40)).toEqual({ expected: 'true', actual: 'false' });
    expect(shortPair('x'.repeat(50), 'y', 20).expected).toBe(`${'x'.repeat(17)}...`);
  });

  it('shows only the differing lines of two printed objects, a repeated line matched once per copy', () => {
    expect(shortPair('{\n  "a": 1,\n  "b": 2,\n  "b": 2,\n}', '{\n  "a": 1,\n  "b": 2,\n}', 80)).toEqual({ expected: '... "b": 2 ...', actual: '(nothing else)' });
  });
});
