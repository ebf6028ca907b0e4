/** Sends requests to a running server by URL. */
import type { HttpRequest, HttpResponse, Transport } from '../../../contracts/exchange/http-exchange.ts';

export interface FetchTransportOptions {
  /** Per-request time limit; a target that hangs fails the check instead of the whole run. */
  timeoutMs?: number;
}

export function fetchTransport(baseUrl: string, options: FetchTransportOptions = {}): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (req: HttpRequest): Promise<HttpResponse> => {
    const response = await fetch(`${base}${req.path}`, {
      method: req.method.toUpperCase(),
      headers: req.headers,
      body: req.body === undefined ? undefined : typeof req.body === 'string' ? req.body : new Uint8Array(req.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, headers, text: await response.text() };
  };
}
