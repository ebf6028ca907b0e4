/**
 * Puts an answer on the wire: status, its own headers and the length of its body, nothing else.
 *
 * Answers made during one turn of the event loop are written together at its end. Under load
 * the gateway spends longer on a send than its client spends on an answer, so a client has gone
 * back to sleep by the time its answer is ready, and on loopback the kernel wakes it inside the
 * gateway's own write call; written back to back, the answers of one turn wake each client once
 * at most. An answer waits only for the rest of its turn's work, and nothing on a connection is
 * reordered (a connection has one request in flight at a time).
 */
import type { ServerResponse } from 'node:http';

/** What the edge writes. Header names are lower-case; `body` may be empty. */
export interface EdgeAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

function writeNow(response: ServerResponse, answer: EdgeAnswer): void {
  // A client that gave up while the answer was being made gets nothing.
  if (response.destroyed || response.headersSent) return;
  const { status, headers, body } = answer;
  // No-content statuses carry no length (Node would drop it anyway); HEAD keeps the length of the body it does not get.
  const length = status === 204 || status === 304 ? undefined : typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  response.writeHead(status, length === undefined ? headers : { ...headers, 'content-length': length });
  response.end(body);
}

let pending: { response: ServerResponse; answer: EdgeAnswer }[] = [];

function flush(): void {
  const due = pending;
  pending = [];
  for (const { response, answer } of due) {
    // An answer that cannot be written (a header a faulty build made unsendable) ends its own connection, not the others'.
    try {
      writeNow(response, answer);
    } catch {
      response.destroy();
    }
  }
}

/** Writes `answer` at the end of the current turn, after every answer made before it. */
export function writeAnswer(response: ServerResponse, answer: EdgeAnswer): void {
  if (pending.length === 0) setImmediate(flush);
  pending.push({ response, answer });
}
