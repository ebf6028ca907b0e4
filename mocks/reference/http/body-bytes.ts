/**
 * Reads a request body for the edge, as raw bytes whatever its content type (the routes decide
 * what a bad body means). A body over the limit is still read to its end and thrown away, up to
 * a much larger bound, so the answer (422, decision A66) reaches a client that is still sending:
 * closing on it mid-upload would leave the client with a broken pipe instead of an answer, and
 * the connection stays usable. Past the bound the request is cut off and the connection closed.
 */
import type { Readable } from 'node:stream';

/** What a route gets in place of a body that was over the limit. */
export class OversizedBody {
  constructor(readonly bytes: number) {}
}

export interface BodyLimits {
  /** Largest body kept, in bytes. */
  keep: number;
  /** Largest body read at all; past it the connection is closed. */
  drain: number;
}

type Done = (error: Error | null, body?: Buffer | OversizedBody) => void;

/** The code of the error for a body past `drain` (the name it had when Fastify read bodies). */
export const bodyTooLargeCode = 'FST_ERR_CTP_BODY_TOO_LARGE';

/** The error the edge answers for a body past `drain`, closing the connection. */
export function bodyTooLarge(): Error & { statusCode: number; code: string } {
  return Object.assign(new Error('the body is larger than the gateway reads'), { statusCode: 413, code: bodyTooLargeCode });
}

export function readBodyBytes(payload: Readable, declaredLength: string | undefined, limits: BodyLimits, done: Done): void {
  if (Number(declaredLength) > limits.drain) return done(bodyTooLarge());
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  // The listeners are anonymous and call `done` themselves: run through tsx, a named closure made
  // per request costs a defineProperty for its name (esbuild's keepNames) on every request.
  payload.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limits.keep) chunks.push(chunk);
    else chunks.length = 0;
    if (received > limits.drain && !finished) {
      finished = true;
      payload.pause();
      done(bodyTooLarge());
    }
  });
  payload.on('end', () => {
    if (finished) return;
    finished = true;
    done(null, received > limits.keep ? new OversizedBody(received) : Buffer.concat(chunks, received));
  });
  payload.on('error', (error) => {
    if (finished) return;
    finished = true;
    done(Object.assign(error, { statusCode: 400 }));
  });
}
