/**
 * The development dashboard on the gateway's own port, under `/__dashboard`: register a
 * subscription to an endpoint on this machine, read its delivery history, remove it. A caller
 * proves which number it acts for the way the public API does (access token and, for a shared
 * token, `X-Phone-Number-Id`: section 5), so the same tokens `up` prints work here. None of this
 * is public API: it stands in for the dashboard's Events area, which has no endpoint in the spec.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate, type Gateway } from '../../mocks/reference/index.ts';
import { registerSubscription, removeSubscription } from './dev-subscriptions.ts';

export const dashboardPrefix = '/__dashboard';

type Json = { status: number; body?: unknown };

function send(response: ServerResponse, answer: Json): void {
  if (answer.body === undefined) return void response.writeHead(answer.status).end();
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text);
}

const problem = (status: number, code: string, message: string): Json => ({ status, body: { code, message } });

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 65_536) chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        resolve(size > 65_536 ? undefined : JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
  });
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

async function answer(gateway: Gateway, request: IncomingMessage, path: string): Promise<Json> {
  const auth = authenticate(gateway.state, { authorization: request.headers.authorization, phoneNumberId: header(request, 'x-phone-number-id') });
  if (!auth.ok) return { status: auth.refusal.status, body: auth.refusal.body };
  const number = auth.caller.number.phoneNumberId;
  if (path === '/subscriptions' && request.method === 'POST') {
    const body = (await readJson(request)) as { url?: unknown; events?: unknown } | undefined;
    if (typeof body?.url !== 'string') return problem(422, 'validation_error', 'url: give the endpoint to deliver to, as a JSON body {"url": "..."}');
    const events = Array.isArray(body.events) && body.events.every((e) => typeof e === 'string') ? (body.events as string[]) : undefined;
    const registered = await registerSubscription(gateway, { phoneNumberId: number, url: body.url, ...(events === undefined ? {} : { events }) });
    if (!registered.ok) return problem(400, 'invalid_subscription', registered.problem);
    const s = registered.subscription;
    // The secret is in this answer and nowhere else: the caller shows it once.
    return { status: 201, body: { id: s.id, phone_number_id: s.phoneNumberId, url: s.url, events: s.events, secret: registered.secret } };
  }
  const match = /^\/subscriptions\/([^/]+)(\/deliveries)?$/.exec(path);
  const id = match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
  const subscription = id === undefined ? undefined : gateway.state.subscriptions.get(id);
  if (!match || !id) return problem(404, 'not_found', `no dashboard route ${request.method} ${path}`);
  if (!subscription || subscription.phoneNumberId !== number) return problem(404, 'unknown_subscription', `no subscription ${id} on number ${number}`);
  if (match[2] && request.method === 'GET') return { status: 200, body: gateway.parts.deliveryView(subscription, gateway.state.deliveryLogs.get(id), gateway.deliveries.unfinished(id), gateway.clock.now()) };
  if (!match[2] && request.method === 'DELETE') {
    removeSubscription(gateway, id);
    return { status: 204 };
  }
  return problem(405, 'method_not_allowed', `${request.method} is not served on ${path}`);
}

/** Answers a dashboard request and returns true, or returns false for any other path. */
export function dashboardHandler(gateway: () => Gateway): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(`${dashboardPrefix}/`)) return false;
    const path = url.slice(dashboardPrefix.length).split('?')[0] ?? '';
    answer(gateway(), request, path).then(
      (json) => send(response, json),
      () => send(response, problem(500, 'internal_error', 'the dashboard could not answer')),
    );
    return true;
  };
}
