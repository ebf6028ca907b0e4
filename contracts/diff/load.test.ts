// The input edge of the diff: what counts as bad input (the CLI exits 2 on it) and what is read
// through Redocly's parser and bundler (YAML, references to other files, circular references).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffContracts } from './diff.ts';
import { ContractInputError, loadContractFile, parseContractText } from './load.ts';

const dir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const minimal = (extra: Record<string, unknown> = {}) => JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, ...extra });

describe('reading a contract', () => {
  it.each([
    ['a file that does not exist', () => loadContractFile(join(dir, 'missing.json')), /cannot read/],
    ['a file that is not JSON or YAML', () => loadContractFile(file('broken.json', '{"openapi": "3.1.0", ')), /cannot read/],
    ['JSON that is no API description', () => loadContractFile(file('package.json', '{"name": "x"}')), /not an OpenAPI document/],
    ['a Swagger 2.0 document', () => loadContractFile(file('swagger.json', '{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": {}}')), /not OpenAPI 3/],
    ['a reference to a file that does not exist', () => loadContractFile(file('dangling.json', minimal({ paths: { '/a': { $ref: 'nowhere.json' } } }))), /cannot read/],
  ])('refuses %s as bad input', async (_name, load, message) => {
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractInputError);
    expect((error as Error).message).toMatch(message);
  });

  it('refuses a served text that is not an API description', () => {
    expect(() => parseContractText('<html></html>', 'the served document')).toThrow(ContractInputError);
    expect(() => parseContractText('[1, 2]', 'the served document')).toThrow(/not an object/);
  });

  it('reads YAML and OpenAPI 3.0', async () => {
    const doc = await loadContractFile(file('old.yaml', 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {}\n'));
    expect(doc.version).toBe('oas3_0');
  });

  it('follows references to other files, including circular ones, and compares what they hold', async () => {
    const schema = (max: number) => JSON.stringify({ Node: { type: 'object', properties: { name: { type: 'string', maxLength: max }, next: { $ref: '#/Node' } } } });
    const api = (schemas: string) => minimal({ paths: { '/a': { post: { requestBody: { content: { 'application/json': { schema: { $ref: `${schemas}#/Node` } } } }, responses: { '200': { description: 'ok' } } } } } });
    file('old-schemas.json', schema(10));
    file('new-schemas.json', schema(5));
    const [old, next] = await Promise.all([loadContractFile(file('old-api.json', api('old-schemas.json'))), loadContractFile(file('new-api.json', api('new-schemas.json')))]);
    const changes = diffContracts(old, next).changes;
    expect(changes.map((c) => `${c.verdict} ${c.rule} ${c.path} ${c.message}`)).toEqual(['breaking limit-narrowed name maxLength lowered from 10 to 5']);
  });
});
