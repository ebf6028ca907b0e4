/**
 * Puts the control-plane table on the server under `/__harness`, behind its own bearer token.
 * The token is compared in constant time and never echoed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sameToken } from '../auth/same-token.ts';
import { controlError, controlUnauthorized } from '../control/control-answer.ts';
import { controlRoutes } from '../control/control-routes.ts';
import type { Gateway } from '../gateway.ts';
import { OversizedBody } from './body-bytes.ts';
import { readJsonText, type JsonReading } from './wire-json.ts';
import { controlPrefix as prefix, webhookPath } from './paths.ts';
import { distinct } from './request-headers.ts';

export function authorised(request: FastifyRequest, token: string): boolean {
  // A repeated Authorization header is no token (as on the public API, decision A15).
  const sent = distinct(request, 'authorization');
  const given = typeof sent === 'string' ? /^bearer (.+)$/i.exec(sent)?.[1] : undefined;
  return given !== undefined && sameToken(given, token);
}

function parsedBody(raw: unknown): JsonReading {
  if (raw instanceof OversizedBody) return { ok: false, reason: 'the body is larger than the control plane accepts' };
  if (!Buffer.isBuffer(raw) || raw.length === 0) return { ok: true, value: undefined };
  return readJsonText(raw);
}

export function mountControl(app: FastifyInstance, gateway: Gateway, token: string): void {
  for (const route of controlRoutes) {
    app.route({
      method: route.method,
      url: `${prefix}${route.path}`,
      handler: async (request, reply) => {
        const body = parsedBody(request.body);
        const answer = !authorised(request, token)
          ? controlUnauthorized
          : !body.ok
            ? controlError(400, 'invalid_request', body.reason)
            : await route.handle(gateway, {
                params: request.params as Record<string, string>,
                body: body.value,
                webhookUrl: `${request.protocol}://${request.host}${webhookPath}`,
              });
        if (answer.body === undefined) return reply.code(answer.status).send();
        return reply.code(answer.status).type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
      },
    });
  }
}
