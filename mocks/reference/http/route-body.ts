/**
 * Whether and how a routed request's body is read, as the edge always has: without a
 * `Content-Type`, a request that announces no length and no chunks has no body; a `Content-Type`
 * that names no media type cannot be read (415, which each surface answers in its own format);
 * anything else is read as bytes (`body-bytes.ts`).
 */
import type { IncomingMessage } from 'node:http';
import { readBodyBytes, type BodyLimits, type OversizedBody } from './body-bytes.ts';
import { namesMediaType } from './media-type.ts';

type Done = (error: (Error & { statusCode?: number; code?: string }) | null, body?: Buffer | OversizedBody) => void;

export function readRouteBody(request: IncomingMessage, limits: BodyLimits, done: Done): void {
  const { headers } = request;
  const contentType = headers['content-type'];
  const length = headers['content-length'];
  if (contentType === undefined) {
    if (headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return done(null);
  } else if (!namesMediaType(contentType)) {
    return done(Object.assign(new Error('the content type names no media type'), { statusCode: 415 }));
  }
  readBodyBytes(request, length, limits, done);
}
