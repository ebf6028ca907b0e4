/**
 * Every HTTP route of the mock, as data: method, path, and which part of the mock answers.
 * Platform routes are journaled (a check asks what reached the platform); control routes are not.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { json, type Answer } from '../answer.ts';
import { mediaLinkPath } from '../media/media-link.ts';
import type { UpstreamMock } from '../mock.ts';

export interface RouteRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** As Node reports them: lower-case names; a repeated `authorization` is dropped, so it is one string. */
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Scheme and host the client used, for the ready-made paging URLs (worked out only when asked). */
  origin(): string;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  journal: boolean;
  handle(mock: UpstreamMock, request: RouteRequest): Answer;
}

const param = (request: RouteRequest, name: string): string => request.params[name] ?? '';

/** A version segment such as `v23.0`: what tells a read by id apart from a path the platform does not serve. */
const isVersion = (segment: string): boolean => /^v[0-9]+\.[0-9]+$/.test(segment);

export const routes: Route[] = [
  {
    method: 'POST',
    url: '/:version/:node/messages',
    journal: true,
    handle: (mock, r) => mock.platform.send({ version: param(r, 'version'), phoneNumberId: param(r, 'node'), authorization: r.headers.authorization, body: r.body }),
  },
  {
    method: 'GET',
    url: '/:version/:node/message_templates',
    journal: true,
    handle: (mock, r) =>
      mock.platform.listTemplates({ version: param(r, 'version'), businessAccountId: param(r, 'node'), authorization: r.headers.authorization, query: r.query, origin: r.origin() }),
  },
  {
    method: 'GET',
    url: '/:version/:node/phone_numbers',
    journal: true,
    handle: (mock, r) =>
      mock.platform.listNumbers({ version: param(r, 'version'), businessAccountId: param(r, 'node'), authorization: r.headers.authorization, query: r.query, origin: r.origin() }),
  },
  {
    method: 'GET',
    url: '/:version/:node',
    journal: true,
    handle: (mock, r) =>
      isVersion(param(r, 'version'))
        ? mock.platform.readNode({ id: param(r, 'node'), authorization: r.headers.authorization, query: r.query, origin: r.origin() })
        : json(404, mock.notFound('GET', `/${param(r, 'version')}/${param(r, 'node')}`)),
  },
  { method: 'GET', url: mediaLinkPath, journal: true, handle: (mock, r) => mock.platform.downloadMedia({ authorization: r.headers.authorization, query: r.query }) },
  { method: 'POST', url: '/__control/reset', journal: false, handle: (mock) => mock.control.reset() },
  { method: 'PUT', url: '/__control/world', journal: false, handle: (mock, r) => mock.control.loadWorld(r.body) },
  { method: 'POST', url: '/__control/customers/:wa_id/messages', journal: false, handle: (mock, r) => mock.control.customerWrites(param(r, 'wa_id'), r.body) },
  { method: 'POST', url: '/__control/messages/:message_id/status', journal: false, handle: (mock, r) => mock.control.advanceMessageStatus(param(r, 'message_id'), r.body) },
  { method: 'POST', url: '/__control/templates/:template_id/status', journal: false, handle: (mock, r) => mock.control.changeTemplateStatus(param(r, 'template_id'), r.body) },
  { method: 'PUT', url: '/__control/numbers/:phone_number_id/token', journal: false, handle: (mock, r) => mock.control.setNumberToken(param(r, 'phone_number_id'), r.body) },
  { method: 'GET', url: '/__control/faults', journal: false, handle: (mock) => mock.control.listFaults() },
  { method: 'POST', url: '/__control/faults', journal: false, handle: (mock, r) => mock.control.addFault(r.body) },
  { method: 'DELETE', url: '/__control/faults', journal: false, handle: (mock) => mock.control.clearFaults() },
  { method: 'GET', url: '/__control/journal', journal: false, handle: (mock, r) => mock.control.readJournal(r.query) },
  { method: 'DELETE', url: '/__control/journal', journal: false, handle: (mock) => mock.control.clearJournal() },
  { method: 'PUT', url: '/__control/webhook-url', journal: false, handle: (mock, r) => mock.control.setWebhookUrl(r.body) },
  { method: 'GET', url: '/__control/clock', journal: false, handle: (mock) => mock.control.readClock() },
  { method: 'POST', url: '/__control/clock/advance', journal: false, handle: (mock, r) => mock.control.advanceClock(r.body) },
];
