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

  it('fills every text as a replace of each placeholder would, at the edges, side by side and inside braces', () => {
    const texts = ['{{1}}', '{{1}}{{2}}', 'a{{ 1 }}b{{x}}c', '{{{1}}}', '{{1}} {{', '}} {{ }} {{1 2}}', 'plain', '', 'Hi {{name}}, {{name}} again'];
    const values: Record<string, string> = { '1': '$& one', '2': '$1', name: 'Ana' };
    const valueOf = (key: string): string | undefined => values[key];
    for (const text of texts) {
      const expected = text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, key: string) => valueOf(key) ?? whole);
      expect(substitute(text, valueOf), text).toBe(expected);
      expect(substitute(text, valueOf), `${text}, filled again`).toBe(expected);
    }
  });
});
