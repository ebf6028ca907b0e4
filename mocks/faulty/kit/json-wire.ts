/**
 * Wire changes that rewrite the JSON of some answers: `when` picks the exchanges (method, path,
 * status), `change` makes the new body from the parsed old one. Other answers, and bodies that
 * are not JSON, pass unchanged.
 */
import type { WireChange, WireExchange } from './wire.ts';

export function jsonWire(when: (exchange: WireExchange) => boolean, change: (json: Record<string, unknown>, exchange: WireExchange) => unknown): WireChange {
  return (exchange) => {
    const { method: _method, path: _path, requestHeaders: _headers, ...answer } = exchange;
    if (!when(exchange)) return answer;
    let json: unknown;
    try {
      json = JSON.parse(exchange.body);
    } catch {
      return answer;
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) return answer;
    return { ...answer, body: JSON.stringify(change(json as Record<string, unknown>, exchange)) };
  };
}

/** An accepted send's answer (a message record), fresh or replayed. */
export const sendRecord = (exchange: WireExchange): boolean => exchange.method === 'POST' && exchange.path === '/api/v2/messages' && exchange.status === 200;

/** A page of the template listing. */
export const templatePage = (exchange: WireExchange): boolean => exchange.method === 'GET' && exchange.path === '/api/v2/templates' && exchange.status === 200;
