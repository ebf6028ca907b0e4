/**
 * The mock's HTTP edge: `node:http` with the route table, every platform exchange journaled.
 *
 * It was Fastify. Over the same mock core under load, the Fastify edge cost 20 to 30 µs more CPU
 * per request than this one (see scripts/bench/README.md), more than all the platform checks of a
 * send, and the mock needs none of its features beyond what the few lines here and in
 * `route-match.ts`, `read-body.ts` and `write-answer.ts` do. Fastify's answers are kept: the same
 * statuses, headers, keep-alive timeout and transport errors.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from '../../http-kit/listen.ts';
import { parse as parseQuery } from 'node:querystring';
import type { Answer } from '../answer.ts';
import { JsonText } from '../journal/json-text.ts';
import type { UpstreamMock } from '../mock.ts';
import { readBody } from './read-body.ts';
import { routeMatcher } from './route-match.ts';
import { routes, type Route, type RouteRequest } from './routes.ts';
import { turnBatch } from '../../http-kit/turn-batch.ts';
import { trackUnusedConnections } from '../../http-kit/unused-connections.ts';
import { writeAnswer, writeJson, type WriteContext } from './write-answer.ts';

export interface ServerOptions {
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
  /**
   * Pages served beside the platform (the handset): asked first, it answers the request itself
   * and returns true, or returns false and the platform's routes answer.
   */
  mount?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

export interface MockServer {
  readonly server: Server;
  /** Resolves with the bound address. */
  listen(port: number, host: string): Promise<AddressInfo>;
  /** Stops accepting, drops hanging answers and idle connections; resolves once every connection is gone. */
  close(): Promise<void>;
}

/** Idle keep-alive connections are kept this long (Fastify's default, which clients of the mock have seen). */
const keepAliveTimeoutMs = 72_000;

/** A request without a query string; never written to, so one object serves them all. */
const noQuery: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * What a route reads of its request. A class rather than an object literal with an `origin`
 * closure: run through tsx, a closure named by its property costs a defineProperty per request.
 */
class EdgeRequest implements RouteRequest {
  readonly headers: RouteRequest['headers'];

  constructor(
    readonly params: Record<string, string>,
    readonly query: Record<string, string>,
    readonly body: unknown,
    private readonly request: IncomingMessage,
  ) {
    this.headers = request.headers;
  }

  origin(): string {
    const { headers, socket } = this.request;
    return `http://${headers.host ?? `${socket.localAddress ?? '127.0.0.1'}:${socket.localPort ?? 0}`}`;
  }
}

/** What the journal says came back; a hang has no response (yet). `text` is a JSON answer as sent. */
function journalResponse(answer: Answer, text: string | undefined): { status: number; body?: unknown } | undefined {
  switch (answer.kind) {
    case 'json':
      return { status: answer.status, body: text === undefined ? answer.body : new JsonText(text) };
    case 'empty':
      return { status: answer.status };
    case 'bytes':
      return { status: answer.status, body: `(${answer.body.length} bytes of ${answer.contentType})` };
    case 'malformed-body':
      return { status: answer.status, body: '(malformed body)' };
    case 'reset':
      return { status: 0, body: '(connection reset)' };
    case 'hang':
      return undefined;
  }
}

export function buildServer(mock: UpstreamMock, options: ServerOptions = {}): MockServer {
  const bodyLimit = options.bodyLimit ?? 1_048_576;
  const match = routeMatcher(routes);
  const hanging = new Set<ServerResponse>();
  let closing = false;
  const batch = turnBatch();
  const writeContext: WriteContext = { hanging, batch, closing: () => closing };

  const transportError = (response: ServerResponse, status: number, reason: string): void => {
    const answer = mock.transportError(status, reason);
    batch.defer(() => writeJson(response, answer.status, answer.body));
  };

  /** `json` is the text the request body was parsed from, if it was JSON. */
  const handle = (route: Route, input: RouteRequest, json: string | undefined, request: IncomingMessage, response: ServerResponse): void => {
    let answer: Answer;
    try {
      answer = route.handle(mock, input);
    } catch (error) {
      return transportError(response, 500, (error as Error).message);
    }
    const text = answer.kind === 'json' ? (answer.text ?? JSON.stringify(answer.body)) : undefined;
    if (route.journal) {
      // Both bodies go in as the text on the wire: the journal parses them only when it is read.
      const body = json === undefined ? input.body : new JsonText(json);
      mock.journal.append({ kind: 'request', at: mock.clock.now(), method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, body, response: journalResponse(answer, text) });
    }
    writeAnswer(answer, request, response, writeContext, text);
  };

  const server = createServer((request, response) => {
    // Once closing, every answer ends its connection, so close() is not held up by keep-alive.
    if (closing) response.setHeader('connection', 'close');
    if (options.mount?.(request, response)) return;
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const method = request.method ?? 'GET';
    const matched = match(method, path);
    if (!matched) {
      const body = mock.notFound(method, url);
      return batch.defer(() => writeJson(response, 404, body));
    }
    readBody(request, bodyLimit, (outcome) => {
      if (!outcome.ok) {
        if (outcome.closeConnection) response.setHeader('connection', 'close');
        return transportError(response, outcome.status, outcome.reason);
      }
      // Repeated query keys arrive as arrays, which the routes refuse as they did before.
      const query = queryAt === -1 ? noQuery : (parseQuery(url.slice(queryAt + 1)) as Record<string, string>);
      handle(matched.route, new EdgeRequest(matched.params, query, outcome.body, request), outcome.json, request, response);
    });
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  const unused = trackUnusedConnections(server);

  return {
    server,
    listen: (port, host) => listen(server, port, host),
    close: () =>
      new Promise((resolve) => {
        closing = true;
        for (const response of hanging) response.destroy();
        hanging.clear();
        server.close(() => resolve());
        server.closeIdleConnections();
        unused.close();
      }),
  };
}
