// How the diff walks schemas (spec section 9 verdicts): recursive schemas, changes shared by
// several operations, alternatives merged into one object, conditions decided by the schema's
// own values, and the sections each change names.
import { describe, expect, it } from 'vitest';
import { diffContracts } from './diff.ts';
import { contractFromObject } from './load.ts';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function doc(schemas: Doc, paths: Doc): Doc {
  return { openapi: '3.1.0', info: { title: 't', version: '1' }, paths, components: { schemas } };
}

const json = (schema: Doc) => ({ content: { 'application/json': { schema } } });
const diff = (a: Doc, b: Doc) => diffContracts(contractFromObject(a, 'old'), contractFromObject(b, 'new')).changes;

describe('walking schemas', () => {
  it('compares a recursive schema once and still finds the change inside it', () => {
    const tree = (max: number): Doc => ({ Node: { type: 'object', properties: { name: { type: 'string', maxLength: max }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } } });
    const paths = { '/trees': { post: { requestBody: json({ $ref: '#/components/schemas/Node' }), responses: { '200': { description: 'ok' } } } } };
    const changes = diff(doc(tree(10), paths), doc(tree(5), paths));
    expect(changes.map((c) => [c.verdict, c.rule, c.subject, c.path, c.message])).toEqual([['breaking', 'limit-narrowed', 'Node', 'name', 'maxLength lowered from 10 to 5']]);
  });

  it('reports a change to a shared component once, naming every operation that shows it', () => {
    const error = (extra: Doc): Doc => ({ Error: { type: 'object', required: ['code'], properties: { code: { type: 'string' }, ...extra } } });
    const paths = {
      '/a': { get: { responses: { '400': { description: 'bad', ...json({ $ref: '#/components/schemas/Error' }) } } } },
      '/b': { get: { responses: { '500': { description: 'bad', ...json({ allOf: [{ $ref: '#/components/schemas/Error' }] }) } } } },
    };
    const changes = diff(doc(error({ hint: { type: 'string' } }), paths), doc(error({}), paths));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ rule: 'field-removed', verdict: 'breaking', subject: 'Error', path: 'hint', usedBy: ['GET /a', 'GET /b'] });
  });

  it('compares alternatives merged into one object as the union of the options', () => {
    // Before: a coded error or a body with only `detail`. After: one body with both; nothing a
    // client read is gone, so every change is allowed.
    const detail = { type: 'array', items: { type: 'string' } };
    const before = { oneOf: [{ type: 'object', required: ['code'], properties: { code: { type: 'string', enum: ['not_found'] } } }, { type: 'object', required: ['detail'], properties: { detail } }] };
    const after = { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: ['not_found', 'validation_error'] }, detail } };
    const paths = (schema: Doc) => ({ '/a': { post: { responses: { '422': { description: 'bad', ...json(schema) } } } } });
    const changes = diff(doc({}, paths(before)), doc({}, paths(after)));
    expect(changes.map((c) => `${c.verdict} ${c.rule} ${c.path} ${c.message}`)).toEqual(['allowed field-required 422 body.code field now always present', 'allowed code-added responses code `validation_error` added to status 422']);
  });

  it('applies an if/then whose condition the schema itself settles', () => {
    const error = { type: 'object', properties: { code: { type: 'string' }, detail: { type: 'array' } }, if: { properties: { code: { const: 'validation_error' } }, required: ['code'] }, then: { required: ['detail'] } };
    const body = (codes: string[]) => ({ allOf: [{ $ref: '#/components/schemas/Error' }], required: ['code'], properties: { code: { enum: codes } } });
    const paths = (codes: string[]) => ({ '/a': { get: { responses: { '422': { description: 'bad', ...json(body(codes)) } } } } });
    // Only validation errors: `detail` is always there. Once another code joins, it may be missing.
    const changes = diff(doc({ Error: error }, paths(['validation_error'])), doc({ Error: error }, paths(['validation_error', 'too_long'])));
    expect(changes.map((c) => `${c.verdict} ${c.rule} ${c.path}`)).toEqual(['breaking field-optional 422 body.detail', 'allowed code-added responses']);
  });

  it('names the sections of the operation and of every component on the way', () => {
    const schemas = (values: string[]): Doc => ({
      Record: { 'x-spec-section': '2.2', type: 'object', properties: { status: { $ref: '#/components/schemas/Status' } } },
      Status: { 'x-spec-section': '3.1', type: 'string', enum: values },
    });
    const paths = { '/a': { post: { 'x-spec-section': '4.1', responses: { '200': { description: 'ok', ...json({ $ref: '#/components/schemas/Record' }) } } } } };
    const [change] = diff(doc(schemas(['SENT', 'FAILED']), paths), doc(schemas(['SENT']), paths));
    expect(change).toMatchObject({ rule: 'enum-value-removed', subject: 'Status', sections: ['2.2', '3.1', '4.1'] });
  });

  it('turns the roles round for an event delivery: the service writes the request, the subscriber the answer', () => {
    const hook = (required: string[]) => ({ post: { parameters: [{ name: 'X-Event', in: 'header', required: required.includes('header'), schema: { type: 'string' } }], responses: { '2XX': { description: 'ok' } } } });
    const build = (required: string[]) => ({ ...doc({}, {}), webhooks: { 'a.done': hook(required) } });
    // A header the service sends no longer always present: subscribers reading it break.
    expect(diff(build(['header']), build([])).map((c) => `${c.verdict} ${c.rule} ${c.direction}`)).toEqual(['breaking parameter-optional output']);
  });

  it('treats a reference it cannot follow as unknown rather than as a change', () => {
    const paths = (ref: string) => ({ '/a': { post: { requestBody: json({ $ref: ref }), responses: { '200': { description: 'ok' } } } } });
    expect(diff(doc({}, paths('other.json#/Thing')), doc({}, paths('#/components/schemas/Missing')))).toEqual([]);
  });
});
