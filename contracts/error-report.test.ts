import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './index.ts';
import { createSchemaCompiler } from './schemas.ts';

const doc = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      Parameter: {
        oneOf: [
          { type: 'object', required: ['type', 'text'], additionalProperties: false, properties: { type: { const: 'text' }, text: { type: 'string', minLength: 1 } } },
          { type: 'object', required: ['type', 'amount'], additionalProperties: false, properties: { type: { const: 'currency' }, amount: { type: 'integer', minimum: 0 } } },
        ],
      },
      Send: {
        type: 'object',
        required: ['to', 'parameters'],
        additionalProperties: false,
        properties: { to: { type: 'string', pattern: '^[0-9]+$' }, parameters: { type: 'array', items: { $ref: '#/components/schemas/Parameter' } } },
      },
    },
  },
} as unknown as OpenApiDocument;

const instances: unknown[] = [
  { to: '1555', parameters: [{ type: 'text', text: 'hi' }, { type: 'currency', amount: 3 }] },
  { to: '1555', parameters: [] },
  { to: 'x', parameters: [{ type: 'text', text: '' }], extra: true },
  { to: '1555', parameters: [{ type: 'currency', amount: -1 }] },
  { parameters: 'none' },
  [],
];

describe('validators that report only the first fault', () => {
  it('give every instance the verdict and the first fault of validators reporting them all', () => {
    const all = createSchemaCompiler('upstream', doc, 'all').component('Send');
    const first = createSchemaCompiler('upstream', doc, 'first').component('Send');
    for (const instance of instances) {
      const verdict = all(instance);
      const allFirst = all.errors?.[0];
      expect(first(instance), JSON.stringify(instance)).toBe(verdict);
      expect(first.errors?.[0], JSON.stringify(instance)).toEqual(allFirst);
    }
  });

  it('stop at the first fault where the others go on', () => {
    const all = createSchemaCompiler('upstream', doc, 'all').component('Send');
    const first = createSchemaCompiler('upstream', doc, 'first').component('Send');
    const faulty = { to: 'x', parameters: [{ type: 'text', text: '' }], extra: true };
    expect(all(faulty)).toBe(false);
    expect(first(faulty)).toBe(false);
    expect(first.errors).toHaveLength(1);
    expect(all.errors?.length).toBeGreaterThan(1);
  });
});
