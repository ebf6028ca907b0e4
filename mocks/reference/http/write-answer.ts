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
  response.writeHead(status, length === undefined ? headers : withLength(headers, length));
  response.end(body);
}

// The answer's headers and its length, in that order, copied member by member: a spread of the
// headers into a literal with one more member cost half a microsecond per answer.
function withLength(headers: Record<string, string>, length: number): Record<string, string | number> {
  const all: Record<string, string | number> = {};
  for (const name of Object.keys(headers)) {
    // An assignment to `__proto__` would set the prototype; the spread made it a member.
    if (name === '__proto__') return { ...headers, 'content-length': length };
    all[name] = headers[name] as string;
  }
  all['content-length'] = length;
  return all;
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
