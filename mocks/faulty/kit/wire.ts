/**
 * Deviations that live on the wire: a header added or dropped, a body reshaped. The change sees
 * each answer of the public API (`/api/...`) as it leaves, after the gateway has decided it, and
 * returns what is written instead. The control plane and the platform's webhooks are untouched.
 */
import type { FastifyInstance } from 'fastify';

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

/** The HTTP edge extension that applies `change`: a hook on every answer, before it is written. */
export function wireEdge(change: WireChange): (app: FastifyInstance) => void {
  return (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0] ?? '';
      // Only text answers of the public API: the docs page's assets stream, and stay as they are.
      if (!path.startsWith('/api/') || typeof payload !== 'string') return payload;
      const before = flat(reply.getHeaders());
      const after = change({ method: request.method, path, requestHeaders: flat(request.headers), status: reply.statusCode, headers: before, body: payload });
      for (const name of Object.keys(before)) if (!(name in after.headers)) reply.removeHeader(name);
      reply.headers(after.headers);
      // The body may have changed size; Fastify counts it again once the hook is done.
      reply.removeHeader('content-length');
      reply.code(after.status);
      return after.body;
    });
  };
}
