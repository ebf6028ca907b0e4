import { describe, expect, it } from 'vitest';
import { checkExtensions, valuesAt } from './contract-extensions.ts';

describe('contract extensions', () => {
  it('collects values along a path, stepping into every item at []', () => {
    const value = { action: { sections: [{ rows: [{ id: 'a' }, { id: 'b' }] }, { rows: [{ id: 'c' }] }] } };
    expect(valuesAt(value, 'action.sections[].rows[].id')).toEqual(['a', 'b', 'c']);
    expect(valuesAt(value, 'action.missing[].id')).toEqual([]);
  });

  it('refuses repeated values under x-unique-values and counts under x-total-items', () => {
    const schema = { 'x-unique-values': ['items[].id'], 'x-total-items': { path: 'groups[].items', minimum: 1, maximum: 2 } };
    expect(checkExtensions(schema, { items: [{ id: 1 }, { id: 2 }], groups: [{ items: [1, 2] }] }, '')).toBeUndefined();
    expect(checkExtensions(schema, { items: [{ id: 1 }, { id: 1 }], groups: [{ items: [1] }] }, '')?.code).toBe(131009);
    expect(checkExtensions(schema, { items: [], groups: [{ items: [1] }, { items: [2, 3] }] }, 'x')?.details).toContain("'x.groups[].items' holds 3");
    expect(checkExtensions(schema, { items: [], groups: [] }, '')?.code).toBe(131009);
  });
});
