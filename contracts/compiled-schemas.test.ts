import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './index.ts';
import { createSchemaCompiler } from './schemas.ts';

// Under the project's node_modules, as a run keeps them: the kept code requires ajv's runtime.
const folder = fileURLToPath(new URL(`../node_modules/.cache/gateway-harness/schemas-test-${process.pid}`, import.meta.url));

const doc = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      Contact: {
        type: 'object',
        required: ['name', 'since'],
        additionalProperties: false,
        properties: { name: { type: 'string', minLength: 2, pattern: '^[A-Z]' }, since: { type: 'string', format: 'date-time' }, tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } } },
      },
      Tag: { type: 'string', enum: ['vip', 'new'], 'x-note': 'an extension ajv must accept' },
    },
  },
} as unknown as OpenApiDocument;

const instances: unknown[] = [
  { name: 'Ana', since: '2026-01-02T03:04:05Z', tags: ['vip'] },
  { name: 'a', since: 'yesterday', tags: ['old'], extra: 1 },
  { since: 42 },
  'not an object',
];

function verdicts(validate: (value: unknown) => boolean, errors: () => unknown): [boolean, unknown][] {
  return instances.map((value) => [validate(value), errors()]);
}

describe('validators kept between processes', () => {
  const previous = process.env.HARNESS_SCHEMA_CACHE;
  beforeAll(() => {
    process.env.HARNESS_SCHEMA_CACHE = folder;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.HARNESS_SCHEMA_CACHE;
    else process.env.HARNESS_SCHEMA_CACHE = previous;
    rmSync(folder, { recursive: true, force: true });
  });

  it('judge every instance as the compiled validator does, errors included, when compiled and when loaded', () => {
    const inline = { type: 'array', items: { $ref: '#/components/schemas/Contact' }, maxItems: 1 };
    delete process.env.HARNESS_SCHEMA_CACHE;
    const fresh = createSchemaCompiler('gateway', doc);
    const expected = [fresh.component('Contact'), fresh.compile(inline)];
    process.env.HARNESS_SCHEMA_CACHE = folder;
    // The first compiler compiles and keeps; the second, like the next process, loads.
    const keeping = createSchemaCompiler('gateway', doc);
    const kept = [keeping.component('Contact'), keeping.compile(inline)];
    expect(readdirSync(folder).filter((name) => name.endsWith('.cjs'))).toHaveLength(2);
    const loading = createSchemaCompiler('gateway', doc);
    const loaded = [loading.component('Contact'), loading.compile(inline)];
    for (const [index, validate] of expected.entries()) {
      const want = verdicts(validate, () => validate.errors);
      expect(want.some(([valid]) => valid === false)).toBe(true);
      for (const other of [kept[index]!, loaded[index]!]) expect(verdicts(other, () => other.errors)).toEqual(want);
    }
  });

  it('keeps a changed schema apart from the one it replaces', () => {
    const changed = structuredClone(doc) as unknown as { components: { schemas: { Tag: { enum: string[] } } } };
    changed.components.schemas.Tag.enum = ['vip', 'new', 'old'];
    const before = createSchemaCompiler('gateway', doc).component('Contact');
    const after = createSchemaCompiler('gateway', changed as unknown as OpenApiDocument).component('Contact');
    const value = { name: 'Ana', since: '2026-01-02T03:04:05Z', tags: ['old'] };
    expect(before(value)).toBe(false);
    expect(after(value)).toBe(true);
  });

  it('names an unknown component as before', () => {
    expect(() => createSchemaCompiler('gateway', doc).component('Nowhere')).toThrow('gateway contract has no schema named Nowhere');
  });
});
