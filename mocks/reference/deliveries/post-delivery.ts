/**
 * The one place a delivery leaves the process: a POST of the exact body bytes to the vetted URL,
 * connected to the vetted addresses only, never following a redirect, abandoned when the signal
 * fires. It reports what happened and never throws.
 */
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PostResult } from './attempt-outcome.ts';
import type { ResolvedAddress } from './host-resolver.ts';

export interface PostRequest {
  url: URL;
  headers: Record<string, string>;
  body: Buffer;
  /** Addresses the host name was vetted to; absent when the URL holds an address itself. */
  addresses?: readonly ResolvedAddress[];
  /** Fired by the caller's timeout; the attempt is then reported as timed out. */
  signal: AbortSignal;
  timeoutMs: number;
}

export type PostDelivery = (request: PostRequest) => Promise<PostResult>;

/** A lookup that answers with the vetted addresses, so DNS cannot change its mind in between. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, addresses.map((a) => ({ address: a.address, family: a.family })));
    else callback(null, addresses[0]?.address, addresses[0]?.family);
  }) as unknown as LookupFunction;
}

function describe(error: Error & { code?: string }): string {
  return error.code ? `connection failed (${error.code})` : 'connection failed';
}

export const postDelivery: PostDelivery = (request) =>
  new Promise<PostResult>((resolve) => {
    const send = request.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const options: RequestOptions = {
      method: 'POST',
      headers: { ...request.headers, 'content-length': String(request.body.length) },
      // A fresh connection per attempt: nothing pooled outlives a reset of the world.
      agent: false,
      signal: request.signal,
      ...(request.addresses && request.addresses.length > 0 ? { lookup: pinnedLookup(request.addresses) } : {}),
    };
    const outgoing = send(request.url, options, (response) => {
      // The answer's body is of no interest; reading it lets the socket close, and a body cut
      // short by the subscriber must not surface as an unhandled error.
      response.on('error', () => undefined);
      response.resume();
      resolve({ kind: 'answered', status: response.statusCode ?? 0 });
    });
    // A 101 to a plain POST switches protocols the delivery never asked for: node hands the socket
    // to an 'upgrade' listener and, without one, closes it with no response and no error.
    outgoing.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ kind: 'answered', status: response.statusCode ?? 101 });
    });
    outgoing.on('error', (error) => resolve(request.signal.aborted ? { kind: 'timeout', afterMs: request.timeoutMs } : { kind: 'unreachable', error: describe(error) }));
    // Whatever else ends the request first has resolved already; a close with nothing reported
    // must still end the attempt, or it would stay in flight for ever.
    outgoing.on('close', () => resolve(request.signal.aborted ? { kind: 'timeout', afterMs: request.timeoutMs } : { kind: 'unreachable', error: 'connection closed without an answer' }));
    outgoing.end(request.body);
  });
