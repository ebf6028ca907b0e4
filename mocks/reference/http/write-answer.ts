/** Puts an answer on the wire: status, its own headers and the length of its body, nothing else. */
import type { ServerResponse } from 'node:http';

/** What the edge writes. Header names are lower-case; `body` may be empty. */
export interface EdgeAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

export function writeAnswer(response: ServerResponse, answer: EdgeAnswer): void {
  // A client that gave up while the answer was being made gets nothing.
  if (response.destroyed || response.headersSent) return;
  const { status, headers, body } = answer;
  // No-content statuses carry no length (Node would drop it anyway); HEAD keeps the length of the body it does not get.
  const length = status === 204 || status === 304 ? undefined : typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  response.writeHead(status, length === undefined ? headers : { ...headers, 'content-length': length });
  response.end(body);
}
