/**
 * Deviations that live on the wire: a header added or dropped, a body reshaped. The change sees
 * each answer of the public API (`/api/...`) as it leaves, after the gateway has decided it, and
 * returns what is written instead. The control plane and the platform's webhooks are untouched.
 */
import type { EdgeChange } from '../../reference/http/server.ts';

export interface WireAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

export interface WireExchange extends WireAnswer {
  method: string;
  /** The request's path, without the query. */
  path: string;
  /** The request's headers, lower-case names. */
  requestHeaders: Record<string, string>;
}

export type WireChange = (exchange: WireExchange) => WireAnswer;

function flat(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/** The HTTP edge extension that applies `change` to every answer, before it is written. */
export function wireEdge(change: WireChange): EdgeChange {
  return (request, answer) => {
    const path = request.url.split('?')[0] ?? '';
    // Only text answers of the public API: the docs page's binary files stay as they are.
    if (!path.startsWith('/api/') || typeof answer.body !== 'string') return answer;
    // The edge counts the length of the body it is handed, so a changed body goes out whole.
    return change({ method: request.method, path, requestHeaders: flat(request.headers), status: answer.status, headers: { ...answer.headers }, body: answer.body });
  };
}
