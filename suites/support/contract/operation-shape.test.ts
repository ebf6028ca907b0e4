// The structural comparison behind the served-spec check (section 9, decision A62): small
// hand-written documents for each kind of difference, the bundled contract only for "no
// difference with itself".
import { describe, expect, it } from 'vitest';
import { loadContract, type OpenApiDocument } from '../../../contracts/index.ts';
import { describeDifference, operationShapes, shapeDifferences } from './operation-shape.ts';

function errorBody(codes: string[]) {
  return { content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'string', enum: codes } } } } } };
}

/** A one-operation document; `edit` changes a copy of the operation. */
function doc(edit: (op: Record<string, unknown>) => void = () => undefined): OpenApiDocument {
  const op: Record<string, unknown> = {
    operationId: 'listThings',
    parameters: [
      { name: 'X-Phone-Number-Id', in: 'header', schema: { type: 'string' } },
      { name: 'limit', in: 'query', schema: { type: 'integer' } },
    ],
    responses: { '200': { description: 'ok' }, '400': { description: 'bad', ...errorBody(['invalid_cursor', 'ambiguous_number']) } },
  };
  edit(op);
  return { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/api/v2/things': { get: op } } } as unknown as OpenApiDocument;
}

const compare = (served: OpenApiDocument, bundled: OpenApiDocument) => shapeDifferences(operationShapes(served), operationShapes(bundled));

describe('operation shapes', () => {
  it('find no difference between the bundled contract and itself', () => {
    const contract = loadContract('gateway');
    expect(compare(contract, contract)).toEqual([]);
    expect(Object.keys(operationShapes(contract))).toEqual(expect.arrayContaining(['POST /api/v2/messages', 'GET /api/v2/templates']));
  });

  it('read error codes through references and ignore header-name case', () => {
    const served = doc((op) => {
      op.parameters = [{ $ref: '#/components/parameters/Number' }, { name: 'limit', in: 'query' }];
      op.responses = { '200': { description: 'ok' }, '400': { $ref: '#/components/responses/Bad' } };
    });
    (served as { components?: unknown }).components = {
      parameters: { Number: { name: 'x-phone-number-id', in: 'header' } },
      responses: { Bad: { description: 'bad', ...errorBody(['ambiguous_number', 'invalid_cursor']) } },
    };
    expect(compare(served, doc())).toEqual([]);
  });

  it('name a parameter that is missing, extra or differently required', () => {
    const served = doc((op) => {
      op.parameters = [{ name: 'limit', in: 'query', required: true }, { name: 'name', in: 'query' }];
    });
    expect(compare(served, doc())).toEqual([
      { operation: 'GET /api/v2/things', aspect: 'parameters', onlyServed: ['query limit (required)', 'query name (optional)'], onlyBundled: ['header x-phone-number-id (optional)', 'query limit (optional)'] },
    ]);
  });

  it('name statuses and error codes on one side only', () => {
    const served = doc((op) => {
      op.responses = { '200': { description: 'ok' }, '400': { description: 'bad', ...errorBody(['invalid_cursor']) }, '429': { description: 'slow', ...errorBody(['rate_limited']) } };
    });
    expect(compare(served, doc()).map(describeDifference)).toEqual([
      'GET /api/v2/things statuses: only served: 429',
      'GET /api/v2/things errorCodes: only served: 429 rate_limited; only in the contract: 400 ambiguous_number',
    ]);
  });

  it('name an operation that only one document declares', () => {
    const served = doc();
    (served.paths as Record<string, unknown>)['/api/v2/webhooks'] = { post: { responses: { '201': { description: 'made' } } } };
    expect(compare(served, doc())).toEqual([{ operation: 'POST /api/v2/webhooks', aspect: 'operation', onlyServed: ['POST /api/v2/webhooks'], onlyBundled: [] }]);
    expect(compare(doc(), served)).toEqual([{ operation: 'POST /api/v2/webhooks', aspect: 'operation', onlyServed: [], onlyBundled: ['POST /api/v2/webhooks'] }]);
  });
});
