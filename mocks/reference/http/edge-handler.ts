/** What a route of the edge is given and answers with. */
import type { IncomingMessage } from 'node:http';
import type { OversizedBody } from './body-bytes.ts';
import type { EdgeAnswer } from './write-answer.ts';

export interface EdgeCall {
  request: IncomingMessage;
  params: Record<string, string>;
  /** The body's bytes; undefined when the request has none or the route reads none (GET). */
  body: Buffer | OversizedBody | undefined;
}

export interface EdgeHandler {
  /** False for routes that never look at a body (GET and HEAD): it is not read. */
  readsBody: boolean;
  handle(call: EdgeCall): EdgeAnswer | Promise<EdgeAnswer>;
}
