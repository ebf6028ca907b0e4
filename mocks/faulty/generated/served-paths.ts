/**
 * Builds generated from the public surface of sections 1 and 9: two operations, the served spec
 * and its docs page, and nothing else. Each answers one path otherwise: a path the spec says has
 * no endpoint is served (a dashboard route left on the public router, an old API left mounted),
 * or a path it says is served answers 404.
 */
import type { Breaks } from '../faulty-build.ts';
import type { WireChange, WireExchange } from '../kit/wire.ts';
import type { GeneratedFault } from './generated-fault.ts';

interface PathFault {
  name: string;
  section: string;
  route: string;
  deviation: string;
  breaks: Breaks;
  when: (exchange: WireExchange) => boolean;
  /** The status and JSON body served instead. */
  answer: { status: number; body: unknown };
}

const route = (method: string, pattern: RegExp) => (exchange: WireExchange) => exchange.method === method && pattern.test(exchange.path);
const served = { status: 200, body: { items: [], has_more: false, next_cursor: null } };

const faults: readonly PathFault[] = [
  {
    name: 'webhooks-path-served',
    section: '1',
    route: 'GET /api/v2/webhooks',
    deviation: 'GET /api/v2/webhooks lists the number’s subscriptions instead of answering 404.',
    breaks: { '1-webhooks-path-404': ['webhooks-404'], '6-not-managed-by-api': ['webhooks-path-404'] },
    when: route('GET', /^\/api\/v2\/webhooks\/?$/),
    answer: served,
  },
  {
    name: 'message-fetch-served',
    section: '1',
    route: 'GET /api/v2/messages/{id}',
    deviation: 'GET /api/v2/messages/{id} answers a message record instead of 404.',
    breaks: { '1-no-lookup-or-replay-endpoints': ['fetch-message-404'], '1-two-operations': ['other-operations-not-served'] },
    when: route('GET', /^\/api\/v2\/messages\/[^/]+$/),
    answer: { status: 200, body: { id: 'msg_01JBXV00000000000000000000', status: 'SENT' } },
  },
  {
    name: 'numbers-list-served',
    section: '1',
    route: 'GET /api/v2/numbers',
    deviation: 'GET /api/v2/numbers lists the connected numbers instead of answering 404.',
    breaks: { '1-no-lookup-or-replay-endpoints': ['list-numbers-404'] },
    when: route('GET', /^\/api\/v2\/numbers\/?$/),
    answer: served,
  },
  {
    name: 'delivery-replay-served',
    section: '1',
    route: 'POST /api/v2/deliveries/{id}/replay',
    deviation: 'POST /api/v2/deliveries/{id}/replay answers 202 instead of 404.',
    breaks: { '1-no-lookup-or-replay-endpoints': ['replay-delivery-404'] },
    when: route('POST', /^\/api\/v2\/deliveries\/[^/]+\/replay$/),
    answer: { status: 202, body: { queued: true } },
  },
  {
    name: 'template-creation-served',
    section: '1',
    route: 'POST /api/v2/templates',
    deviation: 'POST /api/v2/templates creates a template (201) instead of being refused.',
    breaks: { '1-dashboard-work-not-public': ['template-management-404'] },
    when: route('POST', /^\/api\/v2\/templates\/?$/),
    answer: { status: 201, body: { id: '310000000000999', status: 'SUBMITTED' } },
  },
  {
    name: 'contacts-served',
    section: '1',
    route: 'GET /api/v2/contacts',
    deviation: 'GET /api/v2/contacts lists the workspace’s contacts instead of answering 404.',
    breaks: { '1-dashboard-work-not-public': ['contact-campaign-and-other-dashboard-paths-404'] },
    when: route('GET', /^\/api\/v2\/contacts\/?$/),
    answer: served,
  },
  {
    name: 'v1-messages-served',
    section: '9',
    route: 'POST /api/v1/messages',
    deviation: 'The legacy POST /api/v1/messages is still mounted and answers 200.',
    breaks: { '9-v1-internal': ['v1-not-public'], '9-legacy-shape-not-served': ['legacy-requests-not-served'] },
    when: route('POST', /^\/api\/v1\/messages\/?$/),
    answer: { status: 200, body: { success: true, data: { id: 'msg_01JBXV00000000000000000000' } } },
  },
  {
    name: 'openapi-not-served',
    section: '1',
    route: 'GET /api/v2/openapi.json',
    deviation: 'GET /api/v2/openapi.json answers 404: the machine-readable spec is not served.',
    breaks: { '1-serves-openapi': ['openapi-served'] },
    when: route('GET', /^\/api\/v2\/openapi\.json$/),
    answer: { status: 404, body: { code: 'not_found', message: 'Not found.' } },
  },
  {
    name: 'docs-not-served',
    section: '1',
    route: 'GET /api/v2/docs',
    deviation: 'GET /api/v2/docs answers 404: no browsable version is served.',
    breaks: { '1-serves-docs': ['docs-served'] },
    when: route('GET', /^\/api\/v2\/docs\/?$/),
    answer: { status: 404, body: { code: 'not_found', message: 'Not found.' } },
  },
];

function answering(fault: PathFault): WireChange {
  return (exchange) => {
    const { method: _method, path: _path, requestHeaders: _headers, ...answer } = exchange;
    if (!fault.when(exchange)) return answer;
    return { status: fault.answer.status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault.answer.body) };
  };
}

/** One build per path. */
export const servedPaths: readonly GeneratedFault[] = faults.map((f) => ({
  name: f.name,
  deviation: f.deviation,
  section: f.section,
  breaks: f.breaks,
  change: { kind: 'table-entry', table: 'public surface (1, 9)', entry: f.route },
  wire: answering(f),
}));
