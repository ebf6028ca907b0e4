/**
 * For the generated builds' own test: the probe of each build generated from a table of the spec,
 * by name. Each looks only at what the build changes and is the same on every run of the
 * reference (no ids or times that differ between two runs).
 */
import { fixture, until, type Probe, type Probed } from '../test-kit.ts';
import { buttons, codeOf, orderUpdate, template, text } from '../probes/send-bodies.ts';

type Json = Record<string, unknown>;

const json = async (answer: Promise<{ json: unknown }>) => (await answer).json as Json;
const status = async (answer: Promise<{ status: number }>) => (await answer).status;
const image = { to: fixture.inWindow, type: 'image', media_url: 'https://media.fixture.test/files/parcel.jpg?size=large' };
const documentSend = { to: fixture.inWindow, type: 'document', media_url: 'https://media.fixture.test/files/invoice.pdf', media_filename: 'Invoice 7.pdf' };

/** The body of the last send request the platform received. */
function lastSent(g: Probed): Json | undefined {
  const sends = g.upstream.mock.journal.list({ kind: 'request' }).filter((e) => e.method === 'POST' && e.path.endsWith('/messages'));
  return sends.at(-1)?.body as Json | undefined;
}

const sentAfter = (body: unknown) => async (g: Probed) => {
  await g.send(body);
  return lastSent(g);
};

const listed = async (g: Probed) => ((await g.list('limit=100')).json as { items: Json[] }).items;
const listedField = (field: string) => async (g: Probed) => (await listed(g)).map((t) => t[field]);

const sendableOf = (name: string) => async (g: Probed) => (await listed(g)).find((t) => t.name === name)?.sendable;

const recordProbes: Record<string, Probe> = {
  'record-id-reused': async (g) => {
    const first = await json(g.send(text('One.')));
    const second = await json(g.send(text('Two.')));
    return first.id === second.id;
  },
  'record-direction-inbound': async (g) => (await json(g.send(text()))).direction,
  'record-text-content-empty': async (g) => (await json(g.send(text('Your parcel left.')))).content,
  'record-template-source-api': async (g) => (await json(g.send(template('thank_you')))).source,
  'record-platform-id-is-own-id': async (g) => {
    const record = await json(g.send(text()));
    return record.wa_message_id === record.id;
  },
  'record-media-url-as-object': async (g) => typeof (await json(g.send(image))).media_url,
  'record-interactive-as-text': async (g) => typeof (await json(g.send(buttons(['a', 'b'])))).interactive,
  'record-delivered-at-on-send': async (g) => (await json(g.send(text()))).delivered_at,
  'record-failure-reason-as-object': async (g) => (await json(g.send(text()))).failure_reason,
  'record-without-template-name': async (g) => 'template_name' in (await json(g.send(template('thank_you')))),
  'record-code-send-not-redacted': async (g) => (await json(g.send(template('otp_login', ['482915'])))).redacted,
  'record-created-at-local-time': async (g) => (await json(g.send(text()))).created_at,
  'record-status-lower-case': async (g) => (await json(g.send(text()))).status,
  'send-answer-wrapped': async (g) => Object.keys(await json(g.send(text()))).includes('data'),
};

const listingProbes: Record<string, Probe> = {
  'listed-template-id-prefixed': listedField('id'),
  'listed-languages-merged': async (g) => (await listed(g)).length,
  'listed-category-lower-case': listedField('category'),
  'listed-submitted-as-pending': listedField('status'),
  'listed-sendable-as-text': listedField('sendable'),
  'listed-component-types-lower-case': async (g) => (await listed(g)).map((t) => JSON.stringify(t.components)),
  'listed-quality-as-word': listedField('quality_score'),
  'listed-times-local': listedField('approved_at'),
  'page-has-more-as-text': async (g) => (await json(g.list('limit=1'))).has_more,
  'listing-wrapped': async (g) => Object.keys(await json(g.list())).includes('data'),
};

const pathProbes: Record<string, Probe> = {
  'webhooks-path-served': (g) => status(g.request('GET', '/api/v2/webhooks')),
  'message-fetch-served': (g) => status(g.request('GET', '/api/v2/messages/msg_01JBXV00000000000000000000')),
  'numbers-list-served': (g) => status(g.request('GET', '/api/v2/numbers')),
  'delivery-replay-served': (g) => status(g.request('POST', '/api/v2/deliveries/01JD7Y2M7W8N9PQRS3T4V5W6X7/replay')),
  'template-creation-served': (g) => status(g.request('POST', '/api/v2/templates', { name: 'new_offer', language: 'en_US', category: 'MARKETING' })),
  'contacts-served': (g) => status(g.request('GET', '/api/v2/contacts')),
  'v1-messages-served': (g) => status(g.request('POST', '/api/v1/messages', text())),
  'openapi-not-served': (g) => status(g.request('GET', '/api/v2/openapi.json')),
  'docs-not-served': (g) => status(g.request('GET', '/api/v2/docs')),
};

const inFlightStatus: Probe = async (g) => {
  await g.upstream.control.addFault({ match: { route: 'send', phoneNumberId: fixture.main.id }, times: 1, action: { kind: 'latency', ms: 300 } });
  const first = g.send(template('thank_you'), { key: 'in-flight-probe' });
  await until(() => g.gateway.state.idempotency.get(fixture.main.id, 'in-flight-probe', g.gateway.clock.now())?.state === 'in-flight');
  const second = await g.send(template('thank_you'), { key: 'in-flight-probe' });
  await first;
  return second.status;
};

const codeProbes: Record<string, Probe> = {
  'invalid-template-status-422': (g) => status(g.send(template('thank_you', [], 'en'))),
  'ambiguous-number-status-422': (g) => status(g.send(orderUpdate(), { token: fixture.shared[0].token })),
  'invalid-cursor-status-422': (g) => status(g.list('cursor=not-a-cursor')),
  'not-authenticated-status-403': (g) => status(g.send(text(), { token: null })),
  'plan-feature-locked-status-403': (g) => status(g.send(template('thank_you'), { token: fixture.planWithoutApi.token })),
  'plan-limit-reached-status-403': (g) => status(g.send(template('thank_you', [], 'en_US', '12025550199'), { token: fixture.atContactLimit.token })),
  'number-not-for-token-status-400': (g) => status(g.send(text(), { numberId: fixture.noTakeover.id })),
  'account-suspended-status-401': (g) => status(g.send(template('thank_you'), { token: fixture.suspended.token })),
  'outside-messaging-window-status-400': (g) => status(g.send(text('Hello.', fixture.neverWrote))),
  'idempotency-in-progress-status-429': inFlightStatus,
  'invalid-one-time-code-status-400': (g) => status(g.send(template('otp_login', [' 482915']))),
  'template-not-found-status-404': (g) => status(g.send(template('no_such_template'))),
  'idempotency-key-reused-status-409': async (g) => {
    await g.send(template('order_cancelled', ['A-1']), { key: 'reused-probe' });
    return status(g.send(template('order_cancelled', ['A-2']), { key: 'reused-probe' }));
  },
  'validation-error-status-400': (g) => status(g.send(text('x'.repeat(5000)))),
  'rate-limited-status-503': async (g) => {
    await g.upstream.control.addFault({ match: { route: 'send', phoneNumberId: fixture.main.id }, times: 1, action: { kind: 'platform-error', code: 130429 } });
    return status(g.send(text()));
  },
  'internal-error-status-503': async (g) => {
    await g.control('POST', '/faults/internal', { requests: 1 });
    return status(g.send(text()));
  },
  'send-failed-status-503': async (g) => {
    await g.upstream.control.addFault({ match: { route: 'send', phoneNumberId: fixture.main.id }, times: 1, action: { kind: 'platform-error', code: 131026 } });
    return status(g.send(text()));
  },
};

const sendableProbes: Record<string, Probe> = {
  'approved-refused-as-unsendable': sendableOf('thank_you'),
  'flagged-refused-as-unsendable': sendableOf('spring_sale'),
  'locked-refused-as-unsendable': sendableOf('terms_update'),
  'submitted-refused-as-unsendable': sendableOf('loyalty_points'),
  'draft-refused-as-unsendable': sendableOf('summer_preview'),
  'rejected-let-through-as-sendable': sendableOf('flash_giveaway'),
  'in-appeal-let-through-as-sendable': sendableOf('prize_draw'),
  'paused-let-through-as-sendable': sendableOf('weekend_deal'),
  'disabled-let-through-as-sendable': sendableOf('clearance_sale'),
  'archived-let-through-as-sendable': sendableOf('holiday_greeting'),
  'pending-deletion-let-through-as-sendable': sendableOf('old_coupon'),
  'deleted-let-through-as-sendable': sendableOf('survey_invite'),
  'limit-exceeded-let-through-as-sendable': sendableOf('new_arrivals'),
};

const resolutionProbes: Record<string, Probe> = {
  'single-holder-needs-number-id': (g) => status(g.send(text())),
  'own-number-id-refused': (g) => status(g.send(text(), { numberId: fixture.main.id })),
  'shared-token-first-holder-only': (g) => status(g.send(orderUpdate(), { token: fixture.shared[1].token, numberId: fixture.shared[1].id })),
  'shared-token-foreign-id-ignored': (g) => status(g.send(orderUpdate(), { token: fixture.shared[0].token, numberId: fixture.main.id })),
  'disconnected-number-keeps-token': async (g) => codeOf((await g.list('', { token: 'fixture-token-disconnected-0005' })).json),
};

const requiredProbes: Record<string, Probe> = {
  'to-not-required': (g) => status(g.send({ type: 'text', text: 'No recipient.' })),
  'text-not-required': (g) => status(g.send({ to: fixture.inWindow, type: 'text' })),
  'template-name-not-required': async (g) => codeOf((await g.send({ to: fixture.inWindow, type: 'template', template_language: 'en_US' })).json),
  'template-language-not-required': async (g) => codeOf((await g.send({ to: fixture.inWindow, type: 'template', template_name: 'thank_you' })).json),
  'media-url-not-required': (g) => status(g.send({ to: fixture.inWindow, type: 'image' })),
  'interactive-not-required': (g) => status(g.send({ to: fixture.inWindow, type: 'interactive' })),
  'interactive-body-any-type': (g) => status(g.send({ ...buttons(['a', 'b']), interactive: { ...buttons(['a', 'b']).interactive, body: 42 } })),
};

const withComponents = (name: string, components: unknown[]) => ({ ...template(name), template_components: components });

const platformProbes: Record<string, Probe> = {
  'recipient-sent-with-plus': sentAfter(text()),
  'media-link-tracked': sentAfter(image),
  'document-filename-dropped': sentAfter(documentSend),
  'other-kind-fields-forwarded': sentAfter({ ...text(), media_caption: 'A caption for no image.' }),
  'template-language-shortened': sentAfter(template('thank_you')),
  'template-values-html-escaped': sentAfter(template('order_cancelled', ['A-1 "urgent"'])),
  'button-index-as-number': sentAfter(orderUpdate()),
  'url-button-value-dropped': sentAfter(orderUpdate()),
  'quick-reply-payload-dropped': sentAfter(withComponents('appointment_reminder', [{ type: 'body', parameters: [{ type: 'text', text: 'Friday' }, { type: 'text', text: '10:15' }] }, { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'confirm' }] }])),
  'location-header-name-dropped': sentAfter(withComponents('store_opening', [{ type: 'header', parameters: [{ type: 'location', location: { latitude: '53.8', longitude: '-1.5', name: 'Leeds', address: '1 Briggate' } }] }])),
  'document-header-filename-dropped': sentAfter(
    withComponents('invoice_ready', [
      { type: 'header', parameters: [{ type: 'document', document: { link: 'https://media.fixture.test/invoices/7.pdf', filename: 'Invoice 7.pdf' } }] },
      { type: 'body', parameters: [{ type: 'text', text: 'INV-7' }, { type: 'text', text: '€7' }] },
    ]),
  ),
  'header-image-link-tracked': sentAfter(withComponents('new_collection', [{ type: 'header', parameters: [{ type: 'image', image: { link: 'https://media.fixture.test/collections/autumn.jpg' } }] }, { type: 'body', parameters: [{ type: 'text', text: 'autumn' }] }])),
  'copy-code-button-dropped': sentAfter(template('otp_login', ['482915'])),
  'header-media-id-as-link': sentAfter(withComponents('setup_guide', [{ type: 'header', parameters: [{ type: 'video', video: { id: '4490012345' } }] }])),
};

/** Every table build's probe, by build name. */
export const tableProbes: Record<string, Probe> = { ...recordProbes, ...listingProbes, ...pathProbes, ...codeProbes, ...sendableProbes, ...resolutionProbes, ...requiredProbes, ...platformProbes };
