import { describe, expect, it } from 'vitest';
import { opensAtMost } from './opening-brackets.ts';

describe('opensAtMost', () => {
  it('counts the opening brackets of both kinds, those inside strings included, against the limit', () => {
    expect(opensAtMost('{"a":[1,{"b":2}]}', 3)).toBe(true);
    expect(opensAtMost('{"a":[1,{"b":2}]}', 2)).toBe(false);
    expect(opensAtMost('{"text":"[[["}', 3)).toBe(false);
    expect(opensAtMost('{"text":"[[["}', 4)).toBe(true);
    expect(opensAtMost('"plain"', 0)).toBe(true);
    expect(opensAtMost('[]', 0)).toBe(false);
  });
});
