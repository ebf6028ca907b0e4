/**
 * Decision A56: routing comes before authentication. An unknown path is 404 and a known path
 * with the wrong method 405 with `Allow`, whatever the token.
 */
import type { FastifyInstance } from 'fastify';
import { jsonReply, type Reply } from '../send/reply.ts';

const publicPaths: Record<string, string[]> = {
  '/api/v2/messages': ['POST'],
  '/api/v2/templates': ['GET'],
  '/api/v2/openapi.json': ['GET'],
  '/api/v2/docs': ['GET'],
};

export function routingFallback(_app: FastifyInstance, method: string, url: string): Reply {
  const path = url.split('?')[0] ?? url;
  const allowed = publicPaths[path];
  if (allowed && !allowed.includes(method.toUpperCase())) {
    return jsonReply(405, { code: 'method_not_allowed', message: `Use ${allowed.join(', ')} on ${path}.` }, { allow: allowed.join(', ') });
  }
  return jsonReply(404, { code: 'not_found', message: 'There is no such endpoint.' });
}
