// Section 2.3: an interactive message is sent as given. Each field a send of the three kinds may
// carry (the body, the footer, every button's id and title, a list's opening button text, each
// section's title, each row's id, title and description, the link button's text and address)
// reaches the platform exactly as written, in its place in the platform's send format; a row
// without a description goes without one.
import { expect } from 'vitest';
import { expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

// Values a gateway that tidies text or rebuilds an address would change: punctuation, letters
// outside ASCII, spacing inside a value, an address with upper case, a query and percent-encoding.
const buttons = {
  type: 'buttons',
  body: 'Parcel 7F-204 is ready. Shall we deliver it today?',
  footer: 'Reply by 18:00 · Antwort bis 18 Uhr',
  buttons: [
    { id: 'deliver-today', title: 'Today, please' },
    { id: 'deliver_LATER', title: 'Später' },
    { id: '3', title: 'Hold  at depot' },
  ],
};

const list = {
  type: 'list',
  body: 'Pick a delivery slot for parcel 7F-204.',
  footer: 'Slots in local time',
  button_text: 'See slots',
  sections: [
    { title: 'Tomorrow (Tue)', rows: [{ id: 'tue-am', title: 'Morning', description: '08:00–12:00, a driver calls ahead' }, { id: 'tue-pm', title: 'Afternoon' }] },
    { title: 'Wednesday', rows: [{ id: 'wed-eve', title: 'Evening', description: 'Après 18 h' }] },
  ],
};

const cta = {
  type: 'cta_url',
  body: 'Track parcel 7F-204 as it comes.',
  footer: 'Link valid for 7 days',
  cta: { display_text: 'Track it', url: 'https://Shop.Fixture.TEST/Track?id=7F%2D204&lang=en-GB#map' },
};

/** The interactive object the platform's send format holds for each kind, built from the values sent. */
const expected: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['reply buttons', buttons, { type: 'button', body: { text: buttons.body }, footer: { text: buttons.footer }, action: { buttons: buttons.buttons.map((b) => ({ type: 'reply', reply: b })) } }],
  ['a list', list, { type: 'list', body: { text: list.body }, footer: { text: list.footer }, action: { button: list.button_text, sections: list.sections } }],
  ['a link button', cta, { type: 'cta_url', body: { text: cta.body }, footer: { text: cta.footer }, action: { name: 'cta_url', parameters: cta.cta } }],
];

check({ id: 'interactive-fields-reach-platform-exactly', section: '2.3', title: 'every field of reply buttons, a list and a link button (body, footer, ids, titles, button text, section titles, row descriptions, the link’s text and address) reaches the platform exactly as written, in its place', asserts: { '2.3-three-kinds': ['buttons-sent', 'list-sent', 'cta-url-sent', 'every-field-exact-upstream'] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  for (const [what, interactive, atPlatform] of expected) {
    upstream.pace(6);
    const mark = upstream.mark();
    expectSent(await api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, type: 'interactive', interactive } }));
    const sent = upstream.sendsSince(mark).map((entry) => (entry.body as { interactive?: unknown } | undefined)?.interactive);
    expect(sent, `${what}: one send`).toHaveLength(1);
    expect(sent[0], `${what}: what reached the platform`).toMatchObject(atPlatform);
    // A row sent without a description has none at the platform either, not an empty one.
    if (interactive === list) {
      const row = (sent[0] as { action?: { sections?: { rows?: Record<string, unknown>[] }[] } }).action?.sections?.[0]?.rows?.[1];
      expect(row, `${what}: the row without a description`).toEqual({ id: 'tue-pm', title: 'Afternoon' });
    }
  }
});
