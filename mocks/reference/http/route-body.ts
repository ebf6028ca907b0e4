/**
 * Whether and how a routed request's body is read: without a `Content-Type`, a request that
 * announces no length and no chunks has no body; anything else is read as bytes
 * (`body-bytes.ts`), whatever the `Content-Type` says. What the media type means is each route's
 * to judge after it has judged the caller: the public API authenticates before it reads a body
 * (decision A13, section 5.3), so a `Content-Type` that names no media type at all (`json`, an
 * empty value, `;`) is refused like any other unreadable body, after the token.
 */
import type { IncomingMessage } from 'node:http';
import { readBodyBytes, type BodyLimits, type OversizedBody } from './body-bytes.ts';

type Done = (error: (Error & { statusCode?: number; code?: string }) | null, body?: Buffer | OversizedBody) => void;

export function readRouteBody(request: IncomingMessage, limits: BodyLimits, done: Done): void {
  const { headers } = request;
  const length = headers['content-length'];
  if (headers['content-type'] === undefined && headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return done(null);
  readBodyBytes(request, length, limits, done);
}
