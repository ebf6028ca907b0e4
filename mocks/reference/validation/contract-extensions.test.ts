import { describe, expect, it } from 'vitest';
import { discriminateUnions } from './discriminate-unions.ts';
import { extensionProblems } from './contract-extensions.ts';
import type { SchemaMap } from './schema-node.ts';

// Tiny hand-written schemas carrying the contract's own keywords, reached through a tagged union.
const schemas: SchemaMap = discriminateUnions({
  Order: { type: 'object', properties: { basket: { $ref: '#/components/schemas/Basket' }, note: { type: 'string' } } },
  Basket: { oneOf: [{ $ref: '#/components/schemas/Boxes' }, { $ref: '#/components/schemas/Loose' }] },
  Boxes: {
    type: 'object',
    properties: { kind: { const: 'boxes' }, boxes: { type: 'array', items: { type: 'object' } } },
    'x-total-items': { path: 'boxes[].items', minimum: 1, maximum: 3 },
    'x-unique-values': ['boxes[].items[].sku', 'boxes[].label'],
  },
  Loose: { type: 'object', properties: { kind: { const: 'loose' }, items: { type: 'array' } }, 'x-total-items': { path: 'items', maximum: 2 } },
  Plain: { type: 'object', properties: { text: { type: 'string' } } },
});
const order = schemas.Order!;

function boxes(...contents: string[][]): unknown {
  return { basket: { kind: 'boxes', boxes: contents.map((skus, i) => ({ label: `box ${i}`, items: skus.map((sku) => ({ sku })) })) } };
}

describe('x-total-items', () => {
  it('counts across nested arrays, not per array', () => {
    expect(extensionProblems(order, boxes(['a', 'b'], ['c']), schemas)).toEqual([]);
    expect(extensionProblems(order, boxes(['a', 'b'], ['c', 'd']), schemas)).toEqual([{ loc: ['body', 'basket', 'boxes'], msg: 'at most 3 items in total across all boxes' }]);
  });

  it('refuses fewer than the minimum, in the singular for one', () => {
    expect(extensionProblems(order, boxes([], []), schemas)).toEqual([{ loc: ['body', 'basket', 'boxes'], msg: 'at least 1 item in total across all boxes' }]);
  });

  it('counts a single array without "across"', () => {
    expect(extensionProblems(order, { basket: { kind: 'loose', items: [1, 2, 3] } }, schemas)).toEqual([{ loc: ['body', 'basket', 'items'], msg: 'at most 2 items' }]);
  });

  it('skips the count when the path meets something that is not an array', () => {
    expect(extensionProblems(order, { basket: { kind: 'boxes', boxes: [{ items: 'x' }] } }, schemas)).toEqual([]);
    expect(extensionProblems(order, { basket: { kind: 'boxes', boxes: [{}] } }, schemas)).toEqual([]);
  });
});

describe('x-unique-values', () => {
  it('names each repeat at its own position, across nested arrays', () => {
    expect(extensionProblems(order, boxes(['a'], ['b', 'a']), schemas)).toEqual([{ loc: ['body', 'basket', 'boxes', 1, 'items', 1, 'sku'], msg: 'must be unique; "a" is used earlier' }]);
  });

  it('checks each listed path on its own', () => {
    const value = { basket: { kind: 'boxes', boxes: [{ label: 'a', items: [{ sku: 'x' }] }, { label: 'x', items: [{ sku: 'a' }] }] } };
    expect(extensionProblems(order, value, schemas)).toEqual([]);
  });

  it('ignores values that are not strings (their type is ajv’s to report)', () => {
    const value = { basket: { kind: 'boxes', boxes: [{ items: [{ sku: 1 }, { sku: 1 }] }] } };
    expect(extensionProblems(order, value, schemas)).toEqual([]);
  });
});

describe('the walk', () => {
  it('applies a branch’s keywords only when the tag names that branch', () => {
    expect(extensionProblems(order, { basket: { kind: 'loose', boxes: [{ items: [1, 2, 3, 4] }] } }, schemas)).toEqual([]);
  });

  it('finds nothing under a schema that cannot reach the keywords', () => {
    expect(extensionProblems(schemas.Plain!, { text: 'x' }, schemas)).toEqual([]);
  });

  it('tolerates values of any shape', () => {
    for (const value of [null, 1, 'x', [], { basket: null }, { basket: { kind: 'boxes', boxes: null } }]) expect(extensionProblems(order, value, schemas)).toEqual([]);
  });
});
