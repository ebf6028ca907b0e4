// A response's media type against the `content` of its documented response: an exact key first,
// then a media range (`image/*`, `*/*`), as OpenAPI reads `content`.
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../index.ts';
import { createSchemaCompiler } from '../schemas.ts';
import { buildOperationIndex } from './operation-index.ts';
import { validateExchange, type ExchangeContract } from './validate-exchange.ts';

function contractWith(content: Record<string, object>): ExchangeContract {
  const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/file': { get: { operationId: 'file', responses: { '200': { description: 'ok', content } } } } } } as unknown as OpenApiDocument;
  return { name: 'test', index: buildOperationIndex(doc), compiler: createSchemaCompiler('upstream', doc) };
}

const answer = (type: string) => validateExchange(contractWith({ 'image/*': { schema: {} }, 'application/json': { schema: { type: 'object' } } }), { method: 'GET', path: '/file', headers: {} }, { status: 200, headers: { 'content-type': type }, text: '{}' });

describe('response media types', () => {
  it('takes a type a range of the content covers', () => {
    expect(answer('image/png')).toEqual([]);
    expect(validateExchange(contractWith({ '*/*': { schema: {} } }), { method: 'GET', path: '/file', headers: {} }, { status: 200, headers: { 'content-type': 'audio/ogg; codecs=opus' }, text: 'x' })).toEqual([]);
  });

  it('refuses a type neither a key nor a range covers', () => {
    expect(answer('audio/ogg')).toMatchObject([{ part: 'response header Content-Type', got: 'audio/ogg' }]);
  });

  it('still holds an exact JSON key to its schema', () => {
    expect(validateExchange(contractWith({ 'application/json': { schema: { type: 'array' } } }), { method: 'GET', path: '/file', headers: {} }, { status: 200, headers: { 'content-type': 'application/json' }, text: '{}' })).not.toEqual([]);
  });
});
