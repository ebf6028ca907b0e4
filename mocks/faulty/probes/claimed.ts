/**
 * Probes of the hand-written builds that name no checks (the kill table runs the checks claiming
 * what they break): one observation each where the build differs from the reference.
 */
import type { GatewayEvent } from '../../reference/index.ts';
import { deliveryLogOf } from '../../reference/deliveries/delivery-log.ts';
import { conversationKey } from '../../reference/state/gateway-state.ts';
import { fixture, until, type Probe, type Probed } from '../test-kit.ts';
import { buttons, orderUpdate, template, text } from './send-bodies.ts';

const at = Date.parse('2026-11-02T09:00:00.000Z');
const event = (name: GatewayEvent['name'], payload: Record<string, unknown>): GatewayEvent => ({ name, phoneNumberId: fixture.main.id, at, payload });
const bodyOf = (g: Probed, e: GatewayEvent) => g.gateway.parts.eventBody(e).toString('utf8');
const facts = { event: 'message.sent' as const, deliveryId: '01JBXV0000000000000000TEST', at, body: Buffer.from('{}'), secret: 'first-secret' };

/** The events a send emits, as the gateway's bus sees them. */
async function emittedBy(g: Probed, body: unknown): Promise<GatewayEvent[]> {
  const seen: GatewayEvent[] = [];
  const stop = g.gateway.events.subscribe((e) => seen.push(e));
  try {
    await g.send(body);
  } finally {
    stop();
  }
  return seen;
}

const platformSends = (g: Probed) => g.upstream.mock.journal.list({ kind: 'request' }).filter((e) => e.method === 'POST' && e.path.endsWith('/messages'));
const statusOf = async (answer: Promise<{ status: number }>) => (await answer).status;
const named = (pairs: [string, string][]) => pairs.map(([name, value]) => ({ type: 'text', text: value, parameter_name: name }));

const templateProbes: Record<string, Probe> = {
  'too-few-values-passed-on': (g) => statusOf(g.send(template('order_cancelled'))),
  'media-header-left-out-passed-on': (g) => statusOf(g.send(template('new_collection', ['autumn']))),
  'wrong-header-kind-passed-on': (g) => statusOf(g.send({ ...template('new_collection'), template_components: [{ type: 'header', parameters: [{ type: 'text', text: 'Autumn' }] }, { type: 'body', parameters: [{ type: 'text', text: 'autumn' }] }] })),
  'values-without-names-accepted': (g) => statusOf(g.send(template('welcome_offer', ['Ada', '10%', 'Fixture Shop']))),
  'names-on-numbered-accepted': (g) => statusOf(g.send({ ...template('order_cancelled'), template_components: [{ type: 'body', parameters: named([['order', 'A-1']]) }] })),
  'extra-names-accepted': (g) =>
    statusOf(g.send({ ...template('welcome_offer'), template_components: [{ type: 'body', parameters: named([['first_name', 'Ada'], ['discount', '10%'], ['store_name', 'Shop'], ['surplus', 'x']]) }] })),
  'header-filled-from-body': (g) => statusOf(g.send(template('delivery_window', ['PX-77', '09:00', '12:30']))),
  'code-absent-passed-on': (g) => statusOf(g.send(template('otp_login'))),
  'values-filled-in-reverse': async (g) => {
    await g.send(orderUpdate());
    return platformSends(g).at(-1)?.body;
  },
  'template-components-required': (g) => statusOf(g.send(template('thank_you'))),
  'static-button-value-refused': (g) => statusOf(g.send({ ...template('help_options'), template_components: [{ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'orders/7' }] }] })),
  'missing-url-value-refused': (g) => statusOf(g.send(template('order_update', ['Ada', 'A-1001']))),
  'lower-case-types-refused': (g) => statusOf(g.send(template('order_cancelled', ['A-1']))),
  'templates-never-looked-up': (g) => statusOf(g.send(template('restock_alert', ['Boots']))),
  'code-kept-in-record': async (g) => {
    const { id } = (await g.send(template('otp_login', ['482915']))).json as { id: string };
    return g.gateway.state.messages.get(id)?.content;
  },
};

const eventProbes: Record<string, Probe> = {
  'failed-status-without-reason': async (g) => bodyOf(g, event('message.status', { status: 'FAILED', failure_reason: 'Undeliverable', message: { failure_reason: 'Undeliverable' } })),
  'template-status-stale': async (g) => bodyOf(g, event('template.status', { status: 'PAUSED' })),
  'template-status-without-reason': async (g) => bodyOf(g, event('template.status', { status: 'REJECTED', reason: 'INVALID_FORMAT', quality_score: 'RED' })),
  'tap-without-option-id': async (g) => bodyOf(g, event('message.received', { option_id: 'yes', content: 'Yes' })),
  'quick-reply-without-payload': async (g) => bodyOf(g, event('message.received', { content: 'Confirm [confirm:A-1]' })),
  'inbound-media-without-url': async (g) => bodyOf(g, event('message.received', { media: { url: 'https://platform.test/media/1' } })),
  'payload-times-unset': async (g) => bodyOf(g, event('message.sent', { message: { created_at: '2026-11-02T09:00:00.000Z' } })),
  'delivery-body-not-json': async (g) => bodyOf(g, event('message.sent', {})),
  'message-sent-not-emitted': async (g) => (await emittedBy(g, text())).map((e) => e.name),
  'message-sent-wording-unfilled': async (g) => (await emittedBy(g, template('order_cancelled', ['A-1']))).map((e) => e.payload.wording),
  'events-to-every-number': async (g) => (await emittedBy(g, text())).map((e) => e.phoneNumberId),
  'event-name-with-underscore': async (g) => g.gateway.parts.deliveryHeaders(facts)['x-service-event'],
  'first-secret-for-every-subscription': async (g) => {
    g.gateway.parts.deliveryHeaders(facts);
    return g.gateway.parts.deliveryHeaders({ ...facts, secret: 'second-secret' })['x-service-signature'];
  },
  'delivered-not-passed-on': async (g) => g.gateway.parts.statusMoves.delivered,
  'read-stamps-delivered-at': async (g) => g.gateway.parts.statusMoves.read,
  // The world's subscriber name is never looked up, so the first attempt fails: a retry waits, or does not.
  'deliveries-never-retried': async (g) => {
    await g.send(text());
    await until(() => (g.gateway.state.deliveryLogs.get('sub_main_events')?.attempts.length ?? 0) > 0);
    return g.gateway.deliveries.unfinished('sub_main_events').count;
  },
  'subscriber-failure-fails-send': async (g) => {
    deliveryLogOf(g.gateway.state.deliveryLogs, 'sub_main_events').attempts.push({ deliveryId: facts.deliveryId, event: 'message.sent', attempt: 1, startedAt: at, endedAt: at, delivered: false, status: 500, error: 'answered 500' });
    return statusOf(g.send(text()));
  },
};

const windowProbes: Record<string, Probe> = {
  'window-checked-after-sending': async (g) => ({ status: (await g.send(text('Hello.', fixture.neverWrote))).status, sent: platformSends(g).length }),
  'agent-never-resumes': async (g) => {
    await g.send(text());
    return g.gateway.state.conversations.get(conversationKey(fixture.main.id, fixture.inWindow))?.agentPausedUntil === Number.MAX_SAFE_INTEGER;
  },
  'takeover-disabled-still-pauses': async (g) => {
    await g.send(text(), { token: fixture.noTakeover.token });
    return g.gateway.state.conversations.get(conversationKey(fixture.noTakeover.id, fixture.inWindow))?.agentPausedUntil ?? null;
  },
};

const requestProbes: Record<string, Probe> = {
  'first-request-marked-replayed': async (g) => (await g.send(template('thank_you'), { key: 'first-probe' })).headers['idempotency-replayed'] ?? null,
  'idempotency-key-refused': (g) => statusOf(g.send(template('thank_you'), { key: 'first-probe' })),
  'retry-flag-on-errors': async (g) => Object.keys((await g.send(text(), { token: null })).json as object),
  'platform-code-on-refusals': async (g) => {
    await g.upstream.control.addFault({ match: { route: 'send', phoneNumberId: fixture.main.id }, times: 1, action: { kind: 'platform-error', code: 131026 } });
    return Object.keys((await g.send(text())).json as object);
  },
  'broken-json-as-400': (g) => statusOf(g.request('POST', '/api/v2/messages', '{"to": "12025550101",')),
  'cta-url-refused': (g) => statusOf(g.send({ to: fixture.inWindow, type: 'interactive', interactive: { type: 'cta_url', body: 'Track it', cta: { display_text: 'Track', url: 'https://shop.fixture.test/track' } } })),
  'other-kinds-let-through': (g) => statusOf(g.send({ to: fixture.inWindow, type: 'interactive', interactive: { type: 'flow', body: 'Book a slot' } })),
  'sendable-read-loosely': (g) => statusOf(g.list('sendable=yes')),
  'page-parameter-honoured': async (g) => ((await g.list('page=2')).json as { items: unknown[] }).items.length,
  'listing-without-token': (g) => statusOf(g.list('', { token: null })),
  // The team without API access gets a second number, on a token of its own.
  'plan-locked-per-number': async (g) => {
    const locked = g.gateway.state.numbers.get(fixture.planWithoutApi.id);
    if (!locked) throw new Error('the world lost its number without API access');
    g.gateway.state.numbers.set('100000000000009', { ...locked, phoneNumberId: '100000000000009', token: 'probe-token-second-no-api' });
    return statusOf(g.send(template('thank_you'), { token: 'probe-token-second-no-api' }));
  },
  'burst-throttled': async (g) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await g.send(buttons(['a', 'b']))).status);
    return statuses;
  },
};

/** Every probe of a build that names no checks, by build name. */
export const claimedProbes: Record<string, Probe> = { ...templateProbes, ...eventProbes, ...windowProbes, ...requestProbes };
