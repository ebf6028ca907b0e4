/**
 * Puts an answer on the wire, transport faults included: late answers, resets, hangs and broken
 * bodies happen here and nowhere else.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer } from '../answer.ts';
import type { TurnBatch } from '../../http-kit/turn-batch.ts';

const jsonType = 'application/json; charset=utf-8';
/** What a broken body looks like: a success answer cut off in the middle. */
const brokenBody = '{"messaging_product":"whatsapp","messages":[{"id":';

/** Writes a JSON answer; `text` is the body already serialised, when the caller has it. */
export function writeJson(response: ServerResponse, status: number, body: unknown, text = JSON.stringify(body)): void {
  response.writeHead(status, { 'content-type': jsonType, 'content-length': Buffer.byteLength(text) }).end(text);
}

/** What the edge tells the writer at the moment of writing. */
export interface WriteContext {
  hanging: Set<ServerResponse>;
  /** Where answers due now wait for the end of the turn (`turn-batch.ts`). */
  batch: TurnBatch;
  /** Once the server is closing, an answer (even one held back since before) ends its connection. */
  closing(): boolean;
}

function writeNow(answer: Exclude<Answer, { kind: 'hang' }>, request: IncomingMessage, response: ServerResponse, text: string | undefined, context: WriteContext): void {
  // A client that gave up while the answer was held back gets nothing more.
  if (response.destroyed) return;
  if (context.closing() && !response.headersSent) response.setHeader('connection', 'close');
  switch (answer.kind) {
    case 'json':
      return writeJson(response, answer.status, answer.body, text);
    case 'empty':
      // No-content statuses carry no length; any other empty answer says it is empty.
      response.writeHead(answer.status, answer.status === 204 || answer.status === 304 ? {} : { 'content-length': 0 }).end();
      return;
    case 'bytes':
      response.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': answer.body.length }).end(answer.body);
      return;
    case 'malformed-body':
      response.writeHead(answer.status, { 'content-type': jsonType, 'content-length': Buffer.byteLength(brokenBody) }).end(brokenBody);
      return;
    case 'reset':
      request.socket.resetAndDestroy();
      return;
  }
}

/**
 * Carries `answer` out, once its gate (if any) is released and its latency (if any) has passed; a
 * hanging response joins `context.hanging` until its connection closes.
 * `text` is a JSON answer's body already serialised (the edge serialises it once, for the wire and
 * the journal).
 */
export function writeAnswer(answer: Answer, request: IncomingMessage, response: ServerResponse, context: WriteContext, text?: string): void {
  if (answer.kind === 'hang') {
    context.hanging.add(response);
    response.on('close', () => context.hanging.delete(response));
    return;
  }
  if (answer.heldUntil) {
    const { heldUntil, ...released } = answer;
    void heldUntil.then(() => writeAnswer(released, request, response, context, text));
    return;
  }
  const delayMs = answer.delayMs ?? 0;
  if (delayMs > 0) setTimeout(() => writeNow(answer, request, response, text, context), delayMs);
  else context.batch.defer(() => writeNow(answer, request, response, text, context));
}
