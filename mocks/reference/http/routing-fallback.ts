/**
 * Decision A56: routing comes before authentication. An unknown path is 404 and a known path
 * with the wrong method 405 with `Allow`, whatever the token.
 */
import { docsRoutes } from '../docs/docs-routes.ts';
import { jsonReply, type Reply } from '../pipeline/reply.ts';

// Every other path is unknown, `/api/v1/...` and `/api/v2/webhooks` included (A56, A61).
const publicPaths: Record<string, string[]> = {
  '/api/v2/messages': ['POST'],
  '/api/v2/templates': ['GET'],
  '/api/v2/openapi.json': ['GET'],
  ...Object.fromEntries(docsRoutes().map((route) => [route.path, ['GET']])),
};

export function routingFallback(method: string, url: string): Reply {
  const path = url.split('?')[0] ?? url;
  const allowed = publicPaths[path];
  if (allowed && !allowed.includes(method.toUpperCase())) {
    return jsonReply(405, { code: 'method_not_allowed', message: `Use ${allowed.join(', ')} on ${path}.` }, { allow: allowed.join(', ') });
  }
  return jsonReply(404, { code: 'not_found', message: 'There is no such endpoint.' });
}
