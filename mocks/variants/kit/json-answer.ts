/**
 * Reading and rewriting the JSON of an answer on the wire. A variant changes how an answer is
 * written, never what it says, so each helper keeps every value and returns non-JSON bodies as
 * they came.
 */
import type { WireAnswer, WireExchange } from '../../faulty/kit/wire.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export function isObject(value: Json | undefined): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parsed(body: string): Json | undefined {
  try {
    return JSON.parse(body) as Json;
  } catch {
    return undefined;
  }
}

/** The answer with its JSON body replaced by what `change` makes of it (written compactly). */
export function withJson(answer: WireAnswer, change: (body: Json) => Json, write: (body: Json) => string = (b) => JSON.stringify(b)): WireAnswer {
  const body = parsed(answer.body);
  if (body === undefined) return answer;
  return { ...answer, body: write(change(body)) };
}

/** Every value of the tree passed through `change`, leaves and containers alike, innermost first. */
export function mapTree(value: Json, change: (value: Json) => Json): Json {
  if (Array.isArray(value)) return change(value.map((item) => mapTree(item, change)));
  if (isObject(value)) return change(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTree(item, change)])));
  return change(value);
}

/** The public API's two operations, by method and path. */
export const isSend = (exchange: WireExchange) => exchange.method === 'POST' && exchange.path === '/api/v2/messages';
export const isListing = (exchange: WireExchange) => exchange.method === 'GET' && exchange.path === '/api/v2/templates';

/** The media type the request declared, without parameters, lower case; '' when absent. */
export function requestMediaType(exchange: WireExchange): string {
  return (exchange.requestHeaders['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** An error answer (section 2.7) of the given status, written as the reference writes one. */
export function errorAnswer(answer: WireAnswer, status: number, body: JsonObject): WireAnswer {
  return { status, headers: { ...answer.headers, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

/** The code of an error answer, if the body is one. */
export function errorCode(answer: WireAnswer): string | undefined {
  const body = parsed(answer.body);
  return isObject(body) && typeof body.code === 'string' ? body.code : undefined;
}

/** Several wire changes applied one after the other. */
export function chainWire(changes: readonly ((exchange: WireExchange) => WireAnswer)[]): (exchange: WireExchange) => WireAnswer {
  return (exchange) => changes.reduce<WireAnswer>((answer, change) => change({ ...exchange, ...answer }), exchange);
}
