import { describe, expect, it } from 'vitest';
import { contractFileName, loadContract, type ContractName } from './index.ts';
import { schemaSites } from './schema-sites.ts';
import { createSchemaCompiler } from './schemas.ts';

const names: ContractName[] = ['gateway', 'upstream', 'control'];

describe.each(names)('the %s contract', (name) => {
  const doc = loadContract(name);

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('has schemas that ajv compiles in strict mode', () => {
    const compiler = createSchemaCompiler(name, doc);
    const sites = schemaSites(doc);
    expect(sites.length).toBeGreaterThan(5);
    const failures = sites.flatMap((site) => {
      try {
        compiler.compile(site.schema);
        return [];
      } catch (error) {
        return [`${contractFileName(name)}#${site.pointer}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('names every operation', () => {
    const unnamed: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item ?? {})) {
        if (op && typeof op === 'object' && 'responses' in op && !('operationId' in op)) unnamed.push(`${method} ${path}`);
      }
    }
    expect(unnamed).toEqual([]);
  });
});

/** Every `description` and `summary` in a document, with its JSON pointer. */
function prose(node: unknown, pointer = ''): { pointer: string; text: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => prose(item, `${pointer}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    (key === 'description' || key === 'summary') && typeof value === 'string' ? [{ pointer: `${pointer}/${key}`, text: value }] : prose(value, `${pointer}/${key}`),
  );
}

describe('the gateway contract as integrators read it on the docs page', () => {
  it('names no record id of the harness and no file of its source tree but the decision record', () => {
    const internal = prose(loadContract('gateway')).filter(({ text }) => /\b(?:ambiguity|decision) A\d+|\bA\d{1,2}\b|README|contracts\//.test(text));
    expect(internal).toEqual([]);
  });
});

describe('schema sites', () => {
  it('finds component, parameter, header and body schemas, in paths and webhooks', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/a': {
          post: {
            parameters: [{ name: 'h', in: 'header', schema: { type: 'string' } }],
            requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { schema: { type: 'string' } } } } } },
            responses: { '200': { description: 'ok', headers: { X: { schema: { type: 'string' } } } } },
          },
        },
      },
      webhooks: { e: { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: {} } } },
      components: { schemas: { A: { type: 'string' }, B: { type: 'integer' } } },
    } as unknown as Parameters<typeof schemaSites>[0];
    expect(schemaSites(doc).map((s) => s.pointer).sort()).toEqual([
      '/components/schemas/A',
      '/components/schemas/B',
      '/paths/~1a/post/parameters/0/schema',
      '/paths/~1a/post/requestBody/content/application~1json/schema',
      '/paths/~1a/post/responses/200/headers/X/schema',
      '/webhooks/e/post/requestBody/content/application~1json/schema',
    ]);
  });
});
