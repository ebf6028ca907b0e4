/**
 * The handset under `/__handset` on the mock's own port: the page and its files, the
 * conversations as JSON, their live event stream, and the customer's actions (write, tap) and
 * the developer's (mark a message delivered, read, played or failed). Actions go through the
 * mock's control API, so the gateway gets exactly the webhooks that API would have it get.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer } from '../answer.ts';
import { readBody } from '../http/read-body.ts';
import { writeJson } from '../http/write-answer.ts';
import type { UpstreamMock } from '../mock.ts';
import { eventStreams } from './event-stream.ts';
import type { HandsetStore } from './handset-store.ts';
import { pageFile, pageFileNames } from './page-files.ts';
import { failureReasons } from './failure-reasons.ts';
import { handsetPage } from './handset-page.ts';

export const handsetPrefix = '/__handset';

/** The page's own files only; the media a conversation shows is linked, never fetched. */
const pagePolicy = "default-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'";

export interface HandsetMount {
  /** For the mock's HTTP edge: true when the request was the handset's. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** Open event streams. */
  readonly streams: number;
  close(): void;
}

function writeAnswer(response: ServerResponse, answer: Answer): void {
  if (answer.kind === 'json') return writeJson(response, answer.status, answer.body);
  response.writeHead(answer.kind === 'empty' ? answer.status : 500).end();
}

function numbersOf(mock: UpstreamMock) {
  return [...mock.state.numbers.values()].map((n) => ({ phoneNumberId: n.phoneNumberId, displayPhoneNumber: n.displayPhoneNumber, businessAccountId: n.businessAccountId }));
}

/** The platform's templates, for tools that change one's review state (`trigger template.status`). */
function templatesOf(mock: UpstreamMock) {
  return [...mock.state.templates.values()].flat().map((t) => ({ id: t.id, name: t.name, language: t.language, category: t.category, status: t.status, businessAccountId: t.businessAccountId }));
}

/** A JSON action body, read as the platform routes read theirs; only JSON, so another origin cannot post without asking first. */
function withJson(request: IncomingMessage, response: ServerResponse, act: (body: unknown) => Answer): void {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    return writeJson(response, 415, { error: 'unsupported_media_type', message: 'send the action as application/json' });
  }
  readBody(request, 65_536, (outcome) => {
    if (!outcome.ok) return writeJson(response, outcome.status, { error: 'invalid_request', message: outcome.reason });
    writeAnswer(response, act(outcome.body));
  });
}

export function handsetMount(mock: UpstreamMock, store: HandsetStore): HandsetMount {
  const streams = eventStreams(store);
  const routes: { method: string; pattern: RegExp; run(request: IncomingMessage, response: ServerResponse, params: string[]): void }[] = [
    {
      method: 'GET',
      pattern: /^\/?$/,
      run: (_request, response) => {
        const page = handsetPage({ conversations: store.conversations(), failure_reasons: failureReasons() });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': pagePolicy, 'cache-control': 'no-store' }).end(page);
      },
    },
    {
      method: 'GET',
      pattern: /^\/assets\/([a-z-]+\.(?:js|css|svg))$/,
      run: (_request, response, [name]) => {
        if (name === undefined || !pageFileNames.includes(name)) return writeJson(response, 404, { error: 'not_found', message: 'no such handset file' });
        const file = pageFile(name);
        response.writeHead(200, { 'content-type': file.type, 'content-security-policy': pagePolicy, 'cache-control': 'no-store' }).end(file.body);
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/conversations$/,
      run: (_request, response) => writeJson(response, 200, { conversations: store.conversations(), numbers: numbersOf(mock), templates: templatesOf(mock), failure_reasons: failureReasons() }),
    },
    { method: 'GET', pattern: /^\/api\/events$/, run: (_request, response) => streams.open(response) },
    {
      method: 'POST',
      pattern: /^\/api\/customers\/([0-9]{6,15})\/messages$/,
      run: (request, response, [waId]) => withJson(request, response, (body) => mock.control.customerWrites(waId ?? '', body)),
    },
    {
      method: 'POST',
      pattern: /^\/api\/messages\/([^/]+)\/status$/,
      run: (request, response, [id]) => withJson(request, response, (body) => mock.control.advanceMessageStatus(decodeURIComponent(id ?? ''), body)),
    },
  ];

  return {
    handle(request, response) {
      const url = request.url ?? '/';
      if (url !== handsetPrefix && !url.startsWith(`${handsetPrefix}/`) && !url.startsWith(`${handsetPrefix}?`)) return false;
      const path = url.slice(handsetPrefix.length).split('?')[0] ?? '';
      if (path === '') {
        response.writeHead(308, { location: `${handsetPrefix}/` }).end();
        return true;
      }
      const method = request.method === 'HEAD' ? 'GET' : (request.method ?? 'GET');
      for (const route of routes) {
        const found = route.pattern.exec(path);
        if (!found) continue;
        if (route.method !== method) continue;
        try {
          route.run(request, response, found.slice(1));
        } catch {
          writeJson(response, 400, { error: 'invalid_request', message: 'the request could not be read' });
        }
        return true;
      }
      writeJson(response, 404, { error: 'not_found', message: `no handset route ${method} ${path}` });
      return true;
    },
    get streams() {
      return streams.count;
    },
    close: () => streams.close(),
  };
}
