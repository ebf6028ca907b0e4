/**
 * The reference's HTTP edge: Fastify over the pure parts. Public API under `/api/v2`, the
 * platform's webhooks under `/__upstream/webhooks`, and the control plane under `/__harness`.
 * Bodies are taken as raw bytes for every content type, so the gateway (not the framework)
 * decides how a bad body is answered and webhook signatures see the exact bytes.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { contractText } from '../../../contracts/index.ts';
import type { Gateway } from '../gateway.ts';
import type { Reply } from '../pipeline/reply.ts';
import { sendMessage } from '../send/send-pipeline.ts';
import { listTemplates } from '../listing/list-pipeline.ts';
import { receiveWebhook } from '../platform/webhooks/receive-webhook.ts';
import { docsRoutes } from '../docs/docs-routes.ts';
import { OversizedBody, readBodyBytes } from './body-bytes.ts';
import { routeErrorReply, unreadableRequestBytes, unroutableReply } from './edge-errors.ts';
import { mountControl } from './mount-control.ts';
import { readBody } from './read-body.ts';
import { distinct, header } from './request-headers.ts';
import { routingFallback } from './routing-fallback.ts';
import { webhookPath } from './paths.ts';

export interface ReferenceServerOptions {
  /** Enables the control plane under `/__harness`, guarded by this bearer token. */
  controlToken?: string;
  /** Largest accepted body in bytes (a larger one is read to its end, up to 64 MiB, and refused). */
  bodyLimit?: number;
  /** A request (headers and body) must have arrived within this many milliseconds (30 s unless given). */
  requestTimeoutMs?: number;
  /** Called last, before the server starts: a faulty build (mocks/faulty) changes the wire here. */
  edge?: (app: FastifyInstance) => void;
}

function write(reply: FastifyReply, answer: Reply): FastifyReply {
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

export function buildReferenceServer(gateway: Gateway, options: ReferenceServerOptions = {}): FastifyInstance {
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    logger: false,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    requestTimeout,
    // Node looks for requests past their time only this often (30 s by default), and only while
    // the time for the headers is no longer than the time for the whole request.
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(requestTimeout / 4))) },
    // Requests no route sees are answered in the format of the surface they were meant for (A73).
    clientErrorHandler(error, socket) {
      const started = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
      const bytes = socket.writable ? unreadableRequestBytes(error, started) : undefined;
      if (bytes !== undefined) socket.end(bytes);
      else socket.destroy();
    },
    frameworkErrors: (_error, request, reply) => write(reply, unroutableReply(request, options.controlToken)),
  });
  app.removeAllContentTypeParsers();
  const keep = options.bodyLimit ?? 1_048_576;
  const limits = { keep, drain: Math.max(keep, 64 * 1_048_576) };
  app.addContentTypeParser('*', (request, payload, done) => readBodyBytes(payload, request.headers['content-length'], limits, done));

  app.post('/api/v2/messages', async (request, reply) => {
    const answer = await sendMessage(gateway, gateway.parts.sendSteps, {
      // Duplicated Authorization headers arrive as an array and count as no token (decision A15).
      authorization: distinct(request, 'authorization'),
      phoneNumberId: header(request, 'x-phone-number-id'),
      idempotencyKey: distinct(request, 'idempotency-key'),
      body: readBody(header(request, 'content-type'), request.body as Buffer | OversizedBody | undefined),
    });
    return write(reply, answer);
  });

  app.get('/api/v2/templates', async (request, reply) => {
    const answer = await listTemplates(gateway, gateway.parts.listSteps, {
      authorization: distinct(request, 'authorization'),
      phoneNumberId: header(request, 'x-phone-number-id'),
      // Read from the raw URL, so repeated parameters keep every value.
      query: new URLSearchParams(request.url.split('?').slice(1).join('?')),
    });
    return write(reply, answer);
  });

  app.get('/api/v2/openapi.json', (_request, reply) => reply.type('application/json; charset=utf-8').send(contractText('gateway')));
  // Public like the spec it renders (decision A16): no token is read.
  for (const route of docsRoutes()) app.get(route.path, (_request, reply) => reply.headers(route.headers).send(route.body()));

  app.post(webhookPath, (request, reply) => {
    if (request.body instanceof OversizedBody) return reply.code(400).type('application/json').send(JSON.stringify({ received: false }));
    const verdict = receiveWebhook(gateway, (request.body as Buffer | undefined) ?? Buffer.alloc(0), header(request, 'x-hub-signature-256'));
    const status = verdict === 'applied' ? 200 : verdict === 'unsigned' ? 401 : 400;
    return reply.code(status).type('application/json').send(JSON.stringify({ received: verdict === 'applied' }));
  });

  if (options.controlToken !== undefined) mountControl(app, gateway, options.controlToken);

  app.setNotFoundHandler((request, reply) => write(reply, routingFallback(request.method, request.url)));
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => write(reply, routeErrorReply(request, error, options.controlToken)));
  options.edge?.(app);
  return app;
}
