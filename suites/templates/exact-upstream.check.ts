// Section 2.4: the components of a template send are written in the platform's send format
// (lower-case types, string `index`, string coordinates), and what the service does not judge it
// passes on for the platform to judge. So the values a send carries reach the platform exactly:
// every parameter, each `parameter_name`, quick-reply payloads at their positions, header media
// by the link or media id given (with a document's file name), a location's coordinates, name
// and address; the template's name and language code as sent.
// Compared whole, not by substring: a value changed, dropped, reordered or added shows.
import { expect } from 'vitest';
import { expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { bodyWith, headerWith, mediaValue, namedValue, quickReplyButton, templateSend, textValue, urlButton, type HeaderValue, type SendComponent } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

interface Case {
  /** Statement id to the boundary cases this send tries. */
  claims: Record<string, string>;
  name: string;
  components: SendComponent[];
}

// Values with spaces, punctuation and non-ASCII letters, which a careless mapping would touch.
const cases: Case[] = [
  {
    claims: { '2.4-body-parameters': 'components-exact-upstream', '2.1-template-language-exact': 'language-exact-upstream' },
    name: 'delivery_window',
    components: [headerWith(textValue('Monday 3 March')), bodyWith(textValue('PX-77 "fragile"'), textValue('09:00'), textValue('12:30 (approx.)'))],
  },
  {
    claims: { '2.4-body-parameters': 'components-exact-upstream', '2.4-button-component': 'url-button-value-exact-upstream' },
    name: 'order_update',
    components: [bodyWith(textValue('Zoë'), textValue('A-1001/7')), urlButton(0, 'A-1001?ref=wa')],
  },
  {
    claims: { '2.4-named-every-name': 'parameter-name-exact-upstream' },
    name: 'welcome_offer',
    // In the template's own order, so a gateway that orders named values by the template changes nothing.
    components: [bodyWith(namedValue('first_name', 'Ada'), namedValue('discount', '10 %'), namedValue('store_name', 'Fixture Shop — Leeds'))],
  },
  {
    claims: { '2.4-quick-reply-tap': 'quick-reply-payload-exact-upstream' },
    name: 'appointment_reminder',
    components: [bodyWith(textValue('Friday'), textValue('10:15')), quickReplyButton(0, 'confirm:A-1001'), quickReplyButton(1, 'move A-1001 {later}')],
  },
  {
    claims: { '2.4-header-parameters': 'location-exact-upstream' },
    name: 'store_opening',
    components: [headerWith({ type: 'location', location: { latitude: '53.800755', longitude: '-1.549077', name: 'Fixture Shop Leeds', address: '1 Briggate, Leeds LS1 6HD' } })],
  },
  {
    claims: { '2.4-header-parameters': 'document-header-exact-upstream' },
    name: 'invoice_ready',
    components: [
      // The generated type of a document value loses `link` in its allOf; the value is the contract's.
      headerWith({ type: 'document', document: { link: 'https://media.fixture.test/invoices/INV-2026-11.pdf?download=1', filename: 'Invoice INV-2026-11.pdf' } } as HeaderValue),
      bodyWith(textValue('INV-2026-11'), textValue('€42.10')),
    ],
  },
  {
    claims: { '2.4-media-header-by-link': 'image-link-exact-upstream' },
    name: 'new_collection',
    components: [headerWith(mediaValue('image', { link: 'https://media.fixture.test/collections/Autumn%202026.jpg?w=1200' })), bodyWith(textValue('autumn'))],
  },
  {
    claims: { '2.4-media-header-id': 'media-id-exact-upstream' },
    name: 'setup_guide',
    components: [headerWith(mediaValue('video', { id: '4490012345' }))],
  },
];

const claims: Record<string, string[]> = {};
for (const [statement, boundary] of cases.flatMap((c) => Object.entries(c.claims))) claims[statement] = [...new Set([...(claims[statement] ?? []), boundary])];

check(
  {
    id: 'template-values-reach-platform-exactly',
    section: '2.4',
    title: 'body, header and button values, parameter_name, quick-reply payloads, header media by link or id, a document file name and a location reach the platform exactly as sent',
    asserts: claims,
  },
  async () => {
    await run().provision();
    const { api, upstream, world } = run();
    const cast = castOf(world);
    for (const { name, components } of cases) {
      upstream.pace(6);
      const mark = upstream.mark();
      expectSent(await api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, name, 'en_US', components) }));
      const sent = upstream.sendsSince(mark).map((entry) => (entry.body as { template?: { name?: unknown; language?: { code?: unknown }; components?: unknown } }).template);
      expect(sent.map((t) => [t?.name, t?.language?.code]), `${name}: one send, in the language asked for`).toEqual([[name, 'en_US']]);
      expect(sent[0]?.components, `${name}: the components as sent`).toEqual(components);
    }
  },
);
