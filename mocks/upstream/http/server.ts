/**
 * The mock's HTTP edge: Fastify with the route table, every exchange journaled, and the
 * transport faults (late answers, resets, hangs, broken bodies) carried out here and nowhere else.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Answer } from '../answer.ts';
import type { UpstreamMock } from '../mock.ts';
import { routes, type RouteRequest } from './routes.ts';

export interface ServerOptions {
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
}

function headersOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** What the journal says came back; a hang has no response (yet). */
function journalResponse(answer: Answer): { response?: { status: number; body?: unknown } } {
  switch (answer.kind) {
    case 'json':
      return { response: { status: answer.status, body: answer.body } };
    case 'empty':
      return { response: { status: answer.status } };
    case 'malformed-body':
      return { response: { status: answer.status, body: '(malformed body)' } };
    case 'reset':
      return { response: { status: 0, body: '(connection reset)' } };
    case 'hang':
      return {};
  }
}

function later(ms: number | undefined): Promise<void> {
  return ms && ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

async function carryOut(answer: Answer, request: FastifyRequest, reply: FastifyReply, hanging: Set<FastifyReply>): Promise<void> {
  if (answer.kind === 'hang') {
    hanging.add(reply);
    reply.raw.on('close', () => hanging.delete(reply));
    return reply.hijack();
  }
  await later(answer.delayMs);
  switch (answer.kind) {
    case 'json':
      return void reply.code(answer.status).type('application/json').send(JSON.stringify(answer.body));
    case 'empty':
      return void reply.code(answer.status).send();
    case 'malformed-body':
      return void reply.code(answer.status).type('application/json').send('{"messaging_product":"whatsapp","messages":[{"id":');
    case 'reset':
      reply.hijack();
      request.raw.socket.resetAndDestroy();
      return;
  }
}

export function buildServer(mock: UpstreamMock, options: ServerOptions = {}): FastifyInstance {
  const app = Fastify({ bodyLimit: options.bodyLimit ?? 1_048_576, logger: false });
  const hanging = new Set<FastifyReply>();
  app.addHook('onClose', async () => {
    for (const reply of hanging) reply.raw.destroy();
  });
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const input: RouteRequest = {
          params: request.params as Record<string, string>,
          query: request.query as Record<string, string>,
          headers: headersOf(request),
          body: request.body,
          origin: `${request.protocol}://${request.host}`,
        };
        const answer = await route.handle(mock, input);
        if (route.journal) {
          mock.journal.append({
            kind: 'request',
            at: mock.clock.now(),
            method: request.method,
            path: request.url,
            headers: input.headers,
            body: request.body,
            ...journalResponse(answer),
          });
        }
        await carryOut(answer, request, reply, hanging);
        return reply;
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).type('application/json').send(JSON.stringify(mock.notFound(request.method, request.url)));
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    const answer = mock.transportError(status, error.message);
    void reply.code(answer.status).type('application/json').send(JSON.stringify(answer.body));
  });
  return app;
}
