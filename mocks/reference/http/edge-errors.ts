/**
 * What the edge answers for a request no route ever sees, or one a route's body reading refused
 * (decision A73): broken HTTP, a header section over the server's limit, a body that does not
 * arrive in time, a path that cannot be percent-decoded, a body over the size limit. Each answer
 * is in the format of the surface the request was meant for, never the framework's own: the
 * public API's error object (section 2.7), the control plane's, or the webhook endpoint's.
 */
import type { IncomingMessage } from 'node:http';
import { controlError, controlUnauthorized, type ControlAnswer } from '../control/control-answer.ts';
import { refusal, validationRefusal, type FieldProblem } from '../errors/gateway-error.ts';
import { jsonReply, refusalReply, type Reply } from '../pipeline/reply.ts';
import { bodyTooLargeCode } from './body-bytes.ts';
import { authorised } from './mount-control.ts';
import { controlPrefix, webhookPath } from './paths.ts';
import { routingFallback } from './routing-fallback.ts';

type Surface = 'public' | 'control' | 'webhook';

function surfaceOf(url: string | undefined, controlToken: string | undefined): Surface {
  const path = url?.split('?')[0] ?? '/';
  if (path === webhookPath) return 'webhook';
  if (controlToken !== undefined && path.startsWith(`${controlPrefix}/`)) return 'control';
  return 'public';
}

const controlReply = ({ status, body }: ControlAnswer): Reply => jsonReply(status, body);

/** Parser errors about the body's framing; every other one is about the request line or headers. */
const bodyFraming = new Set(['HPE_INVALID_CHUNK_SIZE', 'HPE_INVALID_CONTENT_LENGTH', 'HPE_UNEXPECTED_CONTENT_LENGTH', 'HPE_INVALID_TRANSFER_ENCODING', 'HPE_INVALID_EOF_STATE', 'ERR_HTTP_REQUEST_TIMEOUT']);

function unreadableProblem(code: string | undefined): FieldProblem {
  if (code === 'HPE_HEADER_OVERFLOW') return { loc: ['header'], msg: 'the header section is larger than the gateway accepts' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { loc: ['body'], msg: 'the request did not arrive in time' };
  if (code !== undefined && bodyFraming.has(code)) return { loc: ['body'], msg: 'the length or framing of the body cannot be read' };
  return { loc: ['header'], msg: 'the request line or a header cannot be read as HTTP' };
}

/**
 * The raw bytes to write back on a connection whose request Node's parser refused, or undefined
 * when nothing can be written (the peer is gone, or an answer has already started).
 */
export function unreadableRequestBytes(error: Error & { code?: string }, answerStarted: boolean): string | undefined {
  if (error.code === 'ECONNRESET' || answerStarted) return undefined;
  const body = JSON.stringify(validationRefusal([unreadableProblem(error.code)]).body);
  return `HTTP/1.1 422 Unprocessable Entity\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
}

/** A path the router cannot take apart (bad percent-encoding, a parameter over its length): it names nothing. */
export function unroutableReply(request: IncomingMessage, controlToken: string | undefined): Reply {
  if (surfaceOf(request.url, controlToken) !== 'control') return routingFallback('GET', '/');
  if (!authorised(request, controlToken ?? '')) return controlReply(controlUnauthorized);
  return controlReply(controlError(404, 'not_found', 'no such control resource'));
}

/** A route failed: its body could not be read (too large, cut short) or something broke inside. */
export function routeErrorReply(request: IncomingMessage, error: Error & { statusCode?: number; code?: string }, controlToken: string | undefined): Reply {
  const tooLarge = error.code === bodyTooLargeCode;
  const status = error.statusCode ?? 500;
  const readable = !tooLarge && (status < 400 || status >= 500);
  switch (surfaceOf(request.url, controlToken)) {
    case 'webhook':
      return jsonReply(readable ? 500 : 400, { received: false });
    case 'control':
      if (!authorised(request, controlToken ?? '')) return controlReply(controlUnauthorized);
      if (readable) return controlReply(controlError(500, 'internal_error', 'the control plane failed'));
      return controlReply(controlError(400, 'invalid_request', tooLarge ? 'the body is larger than the control plane accepts' : 'the request could not be read'));
    case 'public':
      if (tooLarge) return refusalReply(validationRefusal([{ loc: ['body'], msg: 'the body is larger than the gateway accepts' }]));
      if (!readable) return refusalReply(validationRefusal([{ loc: ['body'], msg: 'the request could not be read' }]));
      return refusalReply(refusal('internal_error', 'Something went wrong on the gateway; retry with the same Idempotency-Key.'));
  }
}
