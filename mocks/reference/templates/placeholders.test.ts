import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersOf } from './placeholders.ts';

// Section 2.4: "Numbered placeholders {{1}}, {{2}} are filled in order. One style per template
// (numbered or named)."
describe('placeholders: finding and filling', () => {
  it('finds numbered and named keys in order of first appearance, once each', () => {
    expect(placeholdersOf('Hi {{1}}, order {{2}}; again {{1}}')).toEqual(['1', '2']);
    expect(placeholdersOf('Hello {{first_name}} at {{ store_name }}')).toEqual(['first_name', 'store_name']);
  });

  it('finds nothing in text without placeholders, or no text', () => {
    expect(placeholdersOf('Thank you!')).toEqual([]);
    expect(placeholdersOf(undefined)).toEqual([]);
  });

  it('fills what it has a value for and leaves the rest as written', () => {
    expect(fillPlaceholders('{{1}} and {{2}}', (key) => (key === '1' ? 'one' : undefined))).toBe('one and {{2}}');
  });

  it('does not read a filled value as a placeholder', () => {
    expect(fillPlaceholders('{{1}}', () => '{{2}}')).toBe('{{2}}');
  });
});
