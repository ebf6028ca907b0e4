/**
 * The reference's HTTP edge: Fastify over the pure parts. Public API under `/api/v2`, the
 * platform's webhooks under `/__upstream/webhooks`, and the control plane under `/__harness`.
 * Bodies are taken as raw bytes for every content type, so the gateway (not the framework)
 * decides how a bad body is answered and webhook signatures see the exact bytes.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { contractText } from '../../../contracts/index.ts';
import { refusal, validationRefusal } from '../errors/gateway-error.ts';
import type { Gateway } from '../gateway.ts';
import { refusalReply, type Reply } from '../send/reply.ts';
import { sendMessage } from '../send/send-pipeline.ts';
import { listTemplates } from '../listing/list-pipeline.ts';
import { receiveWebhook } from '../platform/webhooks/receive-webhook.ts';
import { docsRoutes } from '../docs/docs-routes.ts';
import { mountControl } from './mount-control.ts';
import { readBody } from './read-body.ts';
import { routingFallback } from './routing-fallback.ts';
import { webhookPath } from './paths.ts';

export { controlPrefix, webhookPath } from './paths.ts';

export interface ReferenceServerOptions {
  /** Enables the control plane under `/__harness`, guarded by this bearer token. */
  controlToken?: string;
  /** Largest accepted body in bytes. */
  bodyLimit?: number;
}


function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function write(reply: FastifyReply, answer: Reply): FastifyReply {
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

export function buildReferenceServer(gateway: Gateway, options: ReferenceServerOptions = {}): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: options.bodyLimit ?? 1_048_576 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/v2/messages', async (request, reply) => {
    const answer = await sendMessage(gateway, {
      // Duplicated Authorization headers arrive as an array and count as no token (decision A15).
      authorization: request.headers.authorization,
      phoneNumberId: header(request, 'x-phone-number-id'),
      idempotencyKey: header(request, 'idempotency-key'),
      body: readBody(header(request, 'content-type'), request.body as Buffer | undefined),
    });
    return write(reply, answer);
  });

  app.get('/api/v2/templates', async (request, reply) => {
    const answer = await listTemplates(gateway, {
      authorization: request.headers.authorization,
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
    const verdict = receiveWebhook(gateway, (request.body as Buffer | undefined) ?? Buffer.alloc(0), header(request, 'x-hub-signature-256'));
    const status = verdict === 'applied' ? 200 : verdict === 'unsigned' ? 401 : 400;
    return reply.code(status).type('application/json').send(JSON.stringify({ received: verdict === 'applied' }));
  });

  if (options.controlToken !== undefined) mountControl(app, gateway, options.controlToken);

  app.setNotFoundHandler((request, reply) => write(reply, routingFallback(request.method, request.url)));
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return write(reply, refusalReply(validationRefusal([{ loc: ['body'], msg: 'the body is larger than the gateway accepts' }])));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return write(reply, refusalReply(validationRefusal([{ loc: ['body'], msg: 'the request could not be read' }])));
    return write(reply, refusalReply(refusal('internal_error', 'Something went wrong on the gateway; retry with the same Idempotency-Key.')));
  });
  return app;
}
