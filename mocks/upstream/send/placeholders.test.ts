import { describe, expect, it } from 'vitest';
import { placeholdersOf, substitute } from './placeholders.ts';

describe('placeholders', () => {
  it('lists numbered and named placeholders once each, in order of first appearance', () => {
    expect(placeholdersOf('Hi {{1}}, order {{2}} for {{1}}')).toEqual(['1', '2']);
    expect(placeholdersOf('Hello {{ first_name }} at {{store_name}}')).toEqual(['first_name', 'store_name']);
    expect(placeholdersOf('No values')).toEqual([]);
    expect(placeholdersOf(undefined)).toEqual([]);
  });

  it('substitutes every occurrence and leaves unknown keys as written', () => {
    expect(substitute('{{1}} and {{1}} but {{2}}', (key) => (key === '1' ? 'a' : undefined))).toBe('a and a but {{2}}');
  });
});
