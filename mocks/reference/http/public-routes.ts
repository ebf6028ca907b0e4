/**
 * The public API's two operations, the served spec and docs (public, decision A16: no token is
 * read), and the platform-webhook endpoint, as routes of the edge.
 */
import { contractText } from '../../../contracts/index.ts';
import type { Gateway } from '../gateway.ts';
import { sendMessage } from '../send/send-pipeline.ts';
import { jsonReply } from '../pipeline/reply.ts';
import { listTemplates } from '../listing/list-pipeline.ts';
import { receiveWebhook } from '../platform/webhooks/receive-webhook.ts';
import { docsRoutes } from '../docs/docs-routes.ts';
import { OversizedBody } from './body-bytes.ts';
import type { EdgeHandler } from './edge-handler.ts';
import { webhookPath } from './paths.ts';
import { readBody } from './read-body.ts';
import { distinct, header } from './request-headers.ts';
import type { EdgeRoute } from './route-match.ts';

const get = (path: string, handle: EdgeHandler['handle']): EdgeRoute<EdgeHandler> => ({ method: 'GET', path, handler: { readsBody: false, handle } });
const post = (path: string, handle: EdgeHandler['handle']): EdgeRoute<EdgeHandler> => ({ method: 'POST', path, handler: { readsBody: true, handle } });

export function publicEdgeRoutes(gateway: Gateway): EdgeRoute<EdgeHandler>[] {
  const spec = { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: contractText('gateway') };
  return [
    post('/api/v2/messages', ({ request, body }) =>
      sendMessage(gateway, gateway.parts.sendSteps, {
        // Duplicated Authorization headers arrive as more than one value and count as no token (decision A15).
        authorization: distinct(request, 'authorization'),
        phoneNumberId: header(request, 'x-phone-number-id'),
        idempotencyKey: distinct(request, 'idempotency-key'),
        body: readBody(request.headers['content-type'], body),
      }),
    ),
    get('/api/v2/templates', ({ request }) => {
      const url = request.url ?? '';
      const queryAt = url.indexOf('?');
      return listTemplates(gateway, gateway.parts.listSteps, {
        authorization: distinct(request, 'authorization'),
        phoneNumberId: header(request, 'x-phone-number-id'),
        // Read from the raw URL, so repeated parameters keep every value.
        query: new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)),
      });
    }),
    get('/api/v2/openapi.json', () => spec),
    ...docsRoutes().map((route) => get(route.path, () => ({ status: 200, headers: route.headers, body: route.body() }))),
    post(webhookPath, ({ request, body }) => {
      if (body instanceof OversizedBody) return jsonReply(400, { received: false });
      const verdict = receiveWebhook(gateway, body ?? Buffer.alloc(0), header(request, 'x-hub-signature-256'));
      return jsonReply(verdict === 'applied' ? 200 : verdict === 'unsigned' ? 401 : 400, { received: verdict === 'applied' });
    }),
  ];
}
