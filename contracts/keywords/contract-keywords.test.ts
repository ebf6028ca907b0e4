// README, "Extensions": what `x-total-items` and `x-unique-values` demand of an instance, the
// same for every reader of the contract.
import { describe, expect, it } from 'vitest';
import { brokenBound, itemCount, repeatedValues, totalItemsRule, uniqueValuePaths } from './contract-keywords.ts';
import { parsePath, valuesAt } from './keyword-path.ts';

const list = (...rows: number[]) => ({ sections: rows.map((n) => ({ rows: Array.from({ length: n }, (_, i) => ({ id: `r${i}` })) })) });
const rows = totalItemsRule({ 'x-total-items': { path: 'sections[].rows', minimum: 1, maximum: 10 } })!;

describe('keyword paths', () => {
  it('step into every element at [] and say where each value sits', () => {
    const found = valuesAt({ a: [{ b: 1 }, { b: 2 }] }, ['body'], parsePath('a[].b'), false);
    expect(found).toEqual([
      { value: 1, loc: ['body', 'a', 0, 'b'] },
      { value: 2, loc: ['body', 'a', 1, 'b'] },
    ]);
  });

  it('give up on a broken shape when strict, and skip it otherwise', () => {
    const value = { a: [{ b: 1 }, { c: 2 }] };
    expect(valuesAt(value, [], parsePath('a[].b'), true)).toBeUndefined();
    expect(valuesAt(value, [], parsePath('a[].b'), false)?.map((f) => f.value)).toEqual([1]);
    expect(valuesAt({ a: 'not a list' }, [], parsePath('a[].b'), false)).toEqual([]);
  });
});

describe('x-total-items', () => {
  it('reads the rule, and nothing from a schema without a readable one', () => {
    expect(rows).toMatchObject({ path: 'sections[].rows', minimum: 1, maximum: 10 });
    expect(totalItemsRule({ 'x-total-items': { minimum: 1 } })).toBeUndefined();
    expect(totalItemsRule({ type: 'object' })).toBeUndefined();
  });

  it('counts items across every nested list', () => {
    expect(itemCount(rows, list(4, 7), true)).toBe(11);
    expect(itemCount(rows, list(), true)).toBe(0);
  });

  it('leaves a broken shape to the schema when strict, and counts it as nothing otherwise', () => {
    const broken = { sections: [{ rows: [{}, {}] }, { rows: 'none' }] };
    expect(itemCount(rows, broken, true)).toBeUndefined();
    expect(itemCount(rows, broken, false)).toBe(2);
  });

  it('names the bound a count breaks, and none at either bound', () => {
    expect(brokenBound(rows, 11)).toBe('maximum');
    expect(brokenBound(rows, 0)).toBe('minimum');
    expect([1, 10].map((n) => brokenBound(rows, n))).toEqual([undefined, undefined]);
  });
});

describe('x-unique-values', () => {
  it('reads the paths', () => {
    expect(uniqueValuePaths({ 'x-unique-values': ['buttons[].id', 'buttons[].title'] })).toEqual(['buttons[].id', 'buttons[].title']);
    expect(uniqueValuePaths({})).toEqual([]);
  });

  it('finds every value that repeats an earlier one, where it sits', () => {
    const buttons = { buttons: [{ id: 'yes' }, { id: 'no' }, { id: 'yes' }, { id: 'yes' }] };
    expect(repeatedValues(buttons, 'buttons[].id', ['body'])).toEqual([
      { value: 'yes', loc: ['body', 'buttons', 2, 'id'] },
      { value: 'yes', loc: ['body', 'buttons', 3, 'id'] },
    ]);
  });

  it('counts equal numbers as repeats, two objects never', () => {
    expect(repeatedValues({ a: [{ v: 1 }, { v: 1 }] }, 'a[].v')).toHaveLength(1);
    expect(repeatedValues({ a: [{ v: {} }, { v: {} }] }, 'a[].v')).toEqual([]);
  });
});
