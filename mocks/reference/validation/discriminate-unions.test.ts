import { describe, expect, it } from 'vitest';
import { createSchemaCompiler } from '../../../contracts/schemas.ts';
import type { OpenApiDocument } from '../../../contracts/index.ts';
import { discriminateUnions } from './discriminate-unions.ts';
import type { SchemaMap } from './schema-node.ts';

// Tiny hand-written schemas: a union tagged by `kind`, one branch split further by `mode`.
const schemas: SchemaMap = {
  Shape: { oneOf: [{ $ref: '#/components/schemas/Circle' }, { $ref: '#/components/schemas/Square' }, { $ref: '#/components/schemas/Line' }, { $ref: '#/components/schemas/Dash' }] },
  Circle: { type: 'object', required: ['kind', 'r'], properties: { kind: { const: 'circle' }, r: { type: 'number' } } },
  Square: { type: 'object', required: ['kind', 'side'], properties: { kind: { const: 'square' }, side: { type: 'number' } } },
  Line: { type: 'object', required: ['kind', 'mode'], properties: { kind: { const: 'line' }, mode: { const: 'solid' } } },
  Dash: { type: 'object', required: ['kind', 'mode', 'gap'], properties: { kind: { const: 'line' }, mode: { const: 'dashed' }, gap: { type: 'number' } } },
  Choice: { oneOf: [{ required: ['a'] }, { required: ['b'] }] },
};

const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, components: { schemas: discriminateUnions(schemas) } } as unknown as OpenApiDocument;
const validate = createSchemaCompiler('gateway', doc).component('Shape');

function faults(value: unknown): string[] {
  validate(value);
  return (validate.errors ?? []).filter((e) => e.keyword !== 'if').map((e) => `${e.instancePath} ${e.keyword}`);
}

describe('tagged unions made explicit', () => {
  it('reports only the faults of the branch the tag names', () => {
    expect(faults({ kind: 'circle', r: 'big' })).toEqual(['/r type']);
  });

  it('reports an unknown tag once, on the tag', () => {
    expect(faults({ kind: 'triangle' })).toEqual(['/kind enum']);
  });

  it('reports a missing tag as a missing member', () => {
    expect(faults({ r: 1 })).toEqual([' required']);
  });

  it('splits a branch further by a second constant', () => {
    expect(faults({ kind: 'line', mode: 'dashed' })).toEqual([' required']);
    expect(faults({ kind: 'line', mode: 'dotted' })).toEqual(['/mode enum']);
    expect(faults({ kind: 'line', mode: 'solid' })).toEqual([]);
  });

  it('accepts each branch as before', () => {
    for (const value of [{ kind: 'circle', r: 1 }, { kind: 'square', side: 2 }, { kind: 'line', mode: 'dashed', gap: 1 }]) expect(faults(value)).toEqual([]);
  });

  it('leaves a union without constants as it is', () => {
    expect(discriminateUnions(schemas).Choice).toEqual(schemas.Choice);
  });

  it('does not change the schemas it is given', () => {
    const before = structuredClone(schemas);
    discriminateUnions(schemas);
    expect(schemas).toEqual(before);
  });
});
