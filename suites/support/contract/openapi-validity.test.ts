// Section 9: the served `openapi.json` is a machine-readable spec. The validity judgement the
// served-spec check rests on: valid documents of each OpenAPI version pass, broken ones are
// named, and nothing outside the document is fetched.
import { describe, expect, it } from 'vitest';
import { contractText } from '../../../contracts/index.ts';
import { openApiValidity } from './openapi-validity.ts';

const minimal = (version: string) => JSON.stringify({ openapi: version, info: { title: 't', version: '1' }, paths: {} });

describe('OpenAPI validity', () => {
  it('finds no problem in the bundled contract, an OpenAPI 3.1 document', async () => {
    expect(await openApiValidity(contractText('gateway'))).toEqual({ version: 'oas3_1', declared: '3.1.0', problems: [] });
  });

  it('accepts a valid document of another OpenAPI version and says which', async () => {
    expect(await openApiValidity(minimal('3.0.3'))).toMatchObject({ version: 'oas3_0', problems: [] });
  });

  it.each([
    ['not JSON', '<html></html>', /^not JSON/],
    ['JSON that is no API description', '{"hello":"world"}', /^not an OpenAPI document/],
    ['an AsyncAPI document', JSON.stringify({ asyncapi: '2.6.0', info: { title: 't', version: '1' }, channels: {} }), /^not an OpenAPI document/],
    ['an unknown OpenAPI version', minimal('9.0.0'), /^not an OpenAPI document/],
  ])('refuses %s', async (_what, text, problem) => {
    const validity = await openApiValidity(text);
    expect(validity.version).toBeUndefined();
    expect(validity.problems).toEqual([expect.stringMatching(problem)]);
  });

  it('names structural errors and duplicate operation ids with their place', async () => {
    const op = { operationId: 'same', responses: { '200': { description: 'ok' } } };
    const broken = { openapi: '3.1.0', info: { title: 't' }, paths: { '/a': { get: op }, '/b': { get: op, post: { responses: { '200': { content: 5 } } } } } };
    const { problems } = await openApiValidity(JSON.stringify(broken));
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/^struct at #\/info: .*version/),
      expect.stringMatching(/^operation-operationId-unique at /),
      expect.stringMatching(/^struct at #\/paths\/~1b\/post\/responses\/200\/content: /),
    ]));
  });

  it('refuses a reference outside the document instead of fetching it', async () => {
    const remote = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/a': { get: { responses: { '200': { $ref: 'http://192.0.2.1/answer.json' } } } } } };
    const { problems } = await openApiValidity(JSON.stringify(remote));
    expect(problems).toEqual([expect.stringMatching(/^no-unresolved-refs at .*does not follow a reference outside the document/)]);
  });
});
