/**
 * The reference's HTTP edge: `node:http` over the pure parts. Public API under `/api/v2`, the
 * platform's webhooks under `/__upstream/webhooks`, and the control plane under `/__harness`.
 * Routing comes first (A56): a request no route takes is answered 404 or 405 before its body is
 * read. Bodies are taken as raw bytes for every content type, so the gateway decides how a bad
 * body is answered and webhook signatures see the exact bytes.
 *
 * It was Fastify, which cost more CPU per send than all of the gateway's rules (see
 * scripts/bench/README.md); what it did for the reference is here and in `route-match.ts`,
 * `request-target.ts`, `route-body.ts` and `write-answer.ts`.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from '../../http-kit/listen.ts';
import { trackUnusedConnections } from '../../http-kit/unused-connections.ts';
import type { Gateway } from '../gateway.ts';
import { bodyTooLargeCode } from './body-bytes.ts';
import type { EdgeCall, EdgeHandler } from './edge-handler.ts';
import { routeErrorReply, unreadableRequestBytes, unroutableReply } from './edge-errors.ts';
import { controlEdgeRoutes } from './mount-control.ts';
import { publicEdgeRoutes } from './public-routes.ts';
import { readRouteBody } from './route-body.ts';
import { routeMatcher } from './route-match.ts';
import { requestTarget } from './request-target.ts';
import { routingFallback } from './routing-fallback.ts';
import { writeAnswer, type EdgeAnswer } from './write-answer.ts';

export type { EdgeAnswer } from './write-answer.ts';

/**
 * Sees every answer as it leaves, after the gateway has decided it, and returns what is written
 * instead. `url` is the request target as received.
 */
export type EdgeChange = (request: { method: string; url: string; headers: IncomingHttpHeaders }, answer: EdgeAnswer) => EdgeAnswer;

export interface ReferenceServerOptions {
  /** Enables the control plane under `/__harness`, guarded by this bearer token. */
  controlToken?: string;
  /** Largest accepted body in bytes (a larger one is read to its end, up to 64 MiB, and refused). */
  bodyLimit?: number;
  /** A request (headers and body) must have arrived within this many milliseconds (30 s unless given). */
  requestTimeoutMs?: number;
  /** A faulty build (mocks/faulty) changes the wire here. */
  edge?: EdgeChange;
}

export interface ReferenceServer {
  readonly server: Server;
  /** The request listener alone, for an in-process server of the caller's. */
  readonly listener: RequestListener;
  /** Resolves with the bound address. */
  listen(port: number, host: string): Promise<AddressInfo>;
  /** Stops accepting and closes idle connections; resolves once every connection is gone. */
  close(): Promise<void>;
}

/** Idle keep-alive connections are kept this long (Fastify's default, which clients of the reference have seen). */
const keepAliveTimeoutMs = 72_000;

export function buildReferenceServer(gateway: Gateway, options: ReferenceServerOptions = {}): ReferenceServer {
  const { controlToken, edge } = options;
  const keep = options.bodyLimit ?? 1_048_576;
  const limits = { keep, drain: Math.max(keep, 64 * 1_048_576) };
  const match = routeMatcher<EdgeHandler>([...publicEdgeRoutes(gateway), ...(controlToken === undefined ? [] : controlEdgeRoutes(gateway, controlToken))]);
  let closing = false;

  const send = (request: IncomingMessage, response: ServerResponse, answer: EdgeAnswer): void => {
    // Once closing, every answer ends its connection (even one asked for before), so close() is not held up by keep-alive.
    if (closing && !response.headersSent) response.setHeader('connection', 'close');
    if (!edge) return writeAnswer(response, answer);
    let changed: EdgeAnswer;
    try {
      changed = edge({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers }, answer);
    } catch (error) {
      // A change that fails is the gateway failing: answered as any failure of a route, unchanged.
      changed = routeErrorReply(request, error as Error, controlToken);
    }
    writeAnswer(response, changed);
  };
  const fail = (request: IncomingMessage, response: ServerResponse, error: Error & { statusCode?: number; code?: string }): void => {
    // A body past what is read at all is not read further: the connection goes with the answer.
    if (error.code === bodyTooLargeCode && !response.headersSent) response.setHeader('connection', 'close');
    send(request, response, routeErrorReply(request, error, controlToken));
  };

  const run = (handler: EdgeHandler, request: IncomingMessage, response: ServerResponse, params: Record<string, string>, body: EdgeCall['body']): void => {
    let answer: EdgeAnswer | Promise<EdgeAnswer>;
    try {
      answer = handler.handle({ request, params, body });
    } catch (error) {
      return fail(request, response, error as Error);
    }
    if (answer instanceof Promise) answer.then((made) => send(request, response, made), (error: unknown) => fail(request, response, error as Error));
    else send(request, response, answer);
  };

  const listener: RequestListener = (request, response) => {
    const url = request.url ?? '/';
    const method = request.method ?? 'GET';
    const target = requestTarget(url);
    if (target === undefined) return send(request, response, unroutableReply(request, controlToken));
    const found = match(method, target.path);
    if (found.found === 'unreadable') return send(request, response, unroutableReply(request, controlToken));
    if (found.found === 'none') {
      // Whatever the method and whatever the body, a request no route takes is answered unread (A56);
      // Node then drains the body to keep the connection, unless it is announced past what is ever read.
      if (Number(request.headers['content-length']) > limits.drain) response.setHeader('connection', 'close');
      return send(request, response, routingFallback(method, url));
    }
    const { handler, params } = found;
    if (!handler.readsBody) return run(handler, request, response, params, undefined);
    readRouteBody(request, limits, (error, body) => (error ? fail(request, response, error) : run(handler, request, response, params, body)));
  };

  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const server = createServer(
    // Node looks for requests past their time only this often (30 s by default), and only while
    // the time for the headers is no longer than the time for the whole request.
    { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(requestTimeout / 4))) },
    listener,
  );
  server.keepAliveTimeout = keepAliveTimeoutMs;
  const unused = trackUnusedConnections(server);
  // Requests no route sees are answered in the format of the surface they were meant for (A73).
  server.on('clientError', (error: Error & { code?: string }, socket) => {
    const started = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    const bytes = socket.writable ? unreadableRequestBytes(error, started) : undefined;
    if (bytes !== undefined) socket.end(bytes);
    else socket.destroy();
  });

  return {
    server,
    listener,
    listen: (port, host) => listen(server, port, host),
    close: () =>
      new Promise((resolve) => {
        closing = true;
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
        unused.close();
      }),
  };
}
