/**
 * The control-plane table as routes of the edge under `/__harness`, behind its own bearer token.
 * The token is compared in constant time and never echoed.
 */
import type { IncomingMessage } from 'node:http';
import { sameToken } from '../auth/same-token.ts';
import { controlError, controlUnauthorized, type ControlAnswer } from '../control/control-answer.ts';
import { controlRoutes } from '../control/control-routes.ts';
import type { Gateway } from '../gateway.ts';
import { OversizedBody } from './body-bytes.ts';
import type { EdgeHandler } from './edge-handler.ts';
import { namesMediaType } from './media-type.ts';
import { readJsonText, type JsonReading } from './wire-json.ts';
import { controlPrefix as prefix, webhookPath } from './paths.ts';
import { distinct } from './request-headers.ts';
import type { EdgeRoute } from './route-match.ts';
import type { EdgeAnswer } from './write-answer.ts';

export function authorised(request: IncomingMessage, token: string): boolean {
  // A repeated Authorization header is no token (as on the public API, decision A15).
  const sent = distinct(request, 'authorization');
  const given = typeof sent === 'string' ? /^bearer (.+)$/i.exec(sent)?.[1] : undefined;
  return given !== undefined && sameToken(given, token);
}

function parsedBody(raw: Buffer | OversizedBody | undefined, contentType: string | undefined): JsonReading {
  // Judged only once the caller is known: a body under a Content-Type naming no media type cannot be read.
  if (raw !== undefined && contentType !== undefined && !namesMediaType(contentType)) return { ok: false, reason: 'the content type names no media type' };
  if (raw instanceof OversizedBody) return { ok: false, reason: 'the body is larger than the control plane accepts' };
  if (raw === undefined || raw.length === 0) return { ok: true, value: undefined };
  return readJsonText(raw);
}

/** A control answer as the edge writes it: JSON, or nothing at all. */
export function controlAnswer({ status, body }: ControlAnswer): EdgeAnswer {
  if (body === undefined) return { status, headers: {}, body: '' };
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

export function controlEdgeRoutes(gateway: Gateway, token: string): EdgeRoute<EdgeHandler>[] {
  return controlRoutes.map((route) => ({
    method: route.method,
    path: `${prefix}${route.path}`,
    handler: {
      readsBody: route.method !== 'GET',
      async handle({ request, params, body: raw }) {
        if (!authorised(request, token)) return controlAnswer(controlUnauthorized);
        const body = parsedBody(raw, request.headers['content-type']);
        if (!body.ok) return controlAnswer(controlError(400, 'invalid_request', body.reason));
        return controlAnswer(await route.handle(gateway, { params, body: body.value, webhookUrl: `http://${request.headers.host ?? ''}${webhookPath}` }));
      },
    },
  }));
}
