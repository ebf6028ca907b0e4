/**
 * Request headers as the rules need them. Node keeps only the first of a repeated `Authorization`
 * and joins a repeated `Idempotency-Key` with commas; the rules (decisions A10, A15) must see that
 * such a header was repeated, so those are read from `headersDistinct`.
 */
import type { FastifyRequest } from 'fastify';

/** A header's value, repeated values joined as HTTP allows. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A header as sent: one value, or every value when it came more than once. */
export function distinct(request: FastifyRequest, name: string): string | string[] | undefined {
  // Injected requests (Fastify's inject, in tests) carry no headersDistinct: they are never repeated.
  const values = (request.raw.headersDistinct as Partial<typeof request.raw.headersDistinct> | undefined)?.[name];
  if (values === undefined) return request.headers[name];
  return values.length > 1 ? values : values[0];
}
