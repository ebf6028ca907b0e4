/**
 * Request headers as the rules need them. Node keeps only the first of a repeated `Authorization`
 * and joins a repeated `Idempotency-Key` with commas; the rules (decisions A10, A15) must see that
 * such a header was repeated, so those are read from the raw header list.
 */
import type { IncomingMessage } from 'node:http';

/** A header's value, repeated values joined as HTTP allows. */
export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * A header as sent: one value, or every value when it came more than once. `name` is lower-case.
 * Read from `rawHeaders` rather than `headersDistinct`, which builds a table of every header
 * on first use; a request names each header once, so one pass is enough.
 */
export function distinct(request: IncomingMessage, name: string): string | string[] | undefined {
  const raw = request.rawHeaders;
  let first: string | undefined;
  let all: string[] | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i] as string;
    if (key.length !== name.length || key.toLowerCase() !== name) continue;
    const value = raw[i + 1] as string;
    if (first === undefined) first = value;
    else (all ??= [first]).push(value);
  }
  return all ?? first;
}
