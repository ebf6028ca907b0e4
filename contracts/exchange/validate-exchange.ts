/**
 * Checks one request/response pair against a contract. Pure: the exchange comes in, the list
 * of violations goes out.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { SchemaCompiler } from '../schemas.ts';
import { headerValue, type HttpRequest, type HttpResponse } from './http-exchange.ts';
import { pathParameters, type Operation, type OperationIndex, type Parameter } from './operation-index.ts';
import { schemaMismatches } from './schema-errors.ts';
import type { ContractViolation } from './violation.ts';

export interface ExchangeContract {
  name: string;
  index: OperationIndex;
  compiler: SchemaCompiler;
}

type Draft = Omit<ContractViolation, 'contract' | 'operation' | 'method' | 'path' | 'status'>;

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJson(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/** Query and header values arrive as text; compare them to the schema in its own type. */
function coerce(raw: string, schema: OpenAPIV3_1.SchemaObject | undefined): unknown {
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

function checkSchema(contract: ExchangeContract, schema: object | undefined, value: unknown, part: string): Draft[] {
  if (!schema) return [];
  const validate = contract.compiler.compile(schema);
  if (validate(value)) return [];
  return schemaMismatches(validate.errors, value).map((m) => ({ part, ...m }));
}

function checkParameters(contract: ExchangeContract, op: Operation, request: HttpRequest): Draft[] {
  const out: Draft[] = [];
  const query = new URLSearchParams(request.path.split('?')[1] ?? '');
  const pathValues = pathParameters(op, request.path);
  for (const param of op.parameters) {
    const raw = lookup(param, request, query, pathValues);
    const part = `${param.in} parameter ${param.name}`;
    if (raw === undefined) {
      if (param.required) out.push({ part, pointer: '', expected: 'present', got: 'absent' });
      continue;
    }
    const schema = param.schema as OpenAPIV3_1.SchemaObject | undefined;
    out.push(...checkSchema(contract, schema, coerce(raw, schema), part));
  }
  return out;
}

function lookup(param: Parameter, request: HttpRequest, query: URLSearchParams, pathValues: Record<string, string>): string | undefined {
  switch (param.in) {
    case 'query':
      return query.get(param.name) ?? undefined;
    case 'header':
      return headerValue(request.headers, param.name);
    case 'path':
      return pathValues[param.name];
    default:
      return undefined;
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function checkRequestBody(contract: ExchangeContract, op: Operation, request: HttpRequest): Draft[] {
  const declared = op.requestBody;
  const text = request.body === undefined ? '' : request.body.toString();
  if (!declared) return [];
  if (text === '') {
    return declared.required ? [{ part: 'request body', pointer: '', expected: 'a body', got: 'absent' }] : [];
  }
  const type = mediaType(headerValue(request.headers, 'content-type'));
  const media = declared.content[type];
  if (!media) {
    return [{ part: 'request header Content-Type', pointer: '', expected: `one of ${Object.keys(declared.content).join(', ')}`, got: type || 'absent' }];
  }
  if (!isJson(type)) return [];
  const parsed = parseJson(text);
  if (!parsed.ok) return [{ part: 'request body', pointer: '', expected: 'valid JSON', got: 'unparseable text' }];
  return checkSchema(contract, media.schema, parsed.value, 'request body');
}

/** The documented response for a status: exact code, then `4XX`-style ranges, then `default`. */
export function documentedResponse(op: Operation, status: number): OpenAPIV3_1.ResponseObject | undefined {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

function checkResponse(contract: ExchangeContract, op: Operation, response: HttpResponse): Draft[] {
  const documented = documentedResponse(op, response.status);
  if (!documented) {
    return [{ part: 'status', pointer: '', expected: `one of ${Object.keys(op.responses).join(', ')}`, got: String(response.status) }];
  }
  const out: Draft[] = [];
  for (const [name, rawHeader] of Object.entries(documented.headers ?? {})) {
    const header = rawHeader as OpenAPIV3_1.HeaderObject;
    const value = headerValue(response.headers, name);
    const part = `response header ${name}`;
    if (value === undefined) {
      if (header.required) out.push({ part, pointer: '', expected: 'present', got: 'absent' });
      continue;
    }
    const schema = header.schema as OpenAPIV3_1.SchemaObject | undefined;
    out.push(...checkSchema(contract, schema, coerce(value, schema), part));
  }
  const content = documented.content;
  if (!content || Object.keys(content).length === 0) return out;
  const type = mediaType(response.headers['content-type']);
  // A media range (`image/*`, `*/*`) covers what an exact key does not, as OpenAPI reads `content`.
  const media = content[type] ?? content[`${type.split('/')[0] ?? ''}/*`] ?? content['*/*'];
  if (!media) {
    out.push({ part: 'response header Content-Type', pointer: '', expected: `one of ${Object.keys(content).join(', ')}`, got: type || 'absent' });
    return out;
  }
  if (!isJson(type)) return out;
  const parsed = parseJson(response.text);
  if (!parsed.ok) {
    out.push({ part: 'response body', pointer: '', expected: 'valid JSON', got: response.text === '' ? 'empty body' : 'unparseable text' });
    return out;
  }
  out.push(...checkSchema(contract, media.schema, parsed.value, 'response body'));
  return out;
}

export interface ExchangeOptions {
  /** Skip the request side: the check sends an invalid request on purpose. */
  skipRequest?: boolean;
}

/** Every way the exchange departs from the contract; empty when it conforms. */
export function validateExchange(
  contract: ExchangeContract,
  request: HttpRequest,
  response: HttpResponse,
  options: ExchangeOptions = {},
): ContractViolation[] {
  const pathOnly = request.path.split('?')[0] ?? request.path;
  const op = contract.index.find(request.method, request.path);
  const base = { contract: contract.name, method: request.method.toUpperCase(), path: pathOnly };
  if (!op) {
    return [{ ...base, operation: '(none)', status: response.status, part: 'operation', pointer: '', expected: 'an operation of the contract', got: `${base.method} ${pathOnly}` }];
  }
  const drafts = [
    ...(options.skipRequest ? [] : [...checkParameters(contract, op, request), ...checkRequestBody(contract, op, request)]),
    ...checkResponse(contract, op, response),
  ];
  return drafts.map((d) => ({ ...base, operation: op.operationId, status: response.status, ...d }));
}
