// Section 3.2, last line: a template the service has no copy of is looked up on the platform, and
// the send is then judged against that template like any other (section 4.1: header, body and
// one-time-code rules) and goes to the platform in its send format (section 2.4). So a template
// known only upstream still needs its media header and every header and body value, its
// buttons stay buttons (the values a send gives them reach the platform exactly, and the record
// reads `[template:<name>]`, section 2.2), and an AUTHENTICATION template still gets the code on
// its copy-code button.
import { expect } from 'vitest';
import { expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { bodyWith, headerValueOf, headerWith, quickReplyButton, templateSend, textValue, urlButton, type SendComponent } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';
import { approvedTemplate } from '../support/world/approved-template.ts';
import { withTemplates, type WorldTemplate } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
const base = bundledWorld('default');
const cast = castOf(base);

function upstreamOnly(id: string, name: string, category: WorldTemplate['category'], components: WorldTemplate['components']): WorldTemplate {
  return approvedTemplate({ id, name, category, at: '2026-10-01T09:00:00Z', components });
}

const world = withTemplates(base, cast.main.businessAccountId, [
  upstreamOnly('310000000000091', 'autumn_lookbook', 'MARKETING', [
    { type: 'HEADER', format: 'IMAGE' },
    { type: 'BODY', text: 'Hi {{1}}, the {{2}} lookbook is out.' },
    { type: 'FOOTER', text: 'Reply STOP to opt out' },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'Browse', url: 'https://shop.fixture.test/lookbook/{{1}}' },
        { type: 'QUICK_REPLY', text: 'Not now' },
        { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+15550100' },
      ],
    },
  ]),
  upstreamOnly('310000000000092', 'parcel_notice', 'UTILITY', [
    { type: 'HEADER', format: 'TEXT', text: 'Parcel {{1}}' },
    // A number used twice is still one placeholder: one value per number (section 2.5).
    { type: 'BODY', text: 'Parcel {{1}} arrives on {{2}}; track {{1}} in the app.' },
  ]),
  upstreamOnly('310000000000093', 'login_code', 'AUTHENTICATION', [
    { type: 'BODY', text: '{{1}} is your login code.' },
    { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }] },
  ]),
]);

async function send(name: string, components: SendComponent[]) {
  const { api, upstream } = run();
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, name, 'en_US', components) });
  const sent = upstream.sendsSince(mark).map((entry) => (entry.body as { template?: { name?: unknown; components?: unknown } }).template);
  return { response, sent };
}

// Each send leaves one value out or gives one too few: the template's own shape, read from the
// platform, is what refuses it.
const refusals: [what: string, name: string, components: SendComponent[]][] = [
  ['the IMAGE header left out', 'autumn_lookbook', [bodyWith(textValue('Ada'), textValue('autumn'))]],
  ['a text value for the IMAGE header', 'autumn_lookbook', [headerWith(textValue('autumn')), bodyWith(textValue('Ada'), textValue('autumn'))]],
  ['one body value for two placeholders', 'autumn_lookbook', [headerWith(headerValueOf('image')), bodyWith(textValue('Ada'))]],
  ['the text header value left out', 'parcel_notice', [bodyWith(textValue('PX-77'), textValue('Friday'))]],
];

check(
  {
    id: 'platform-only-template-shape-is-checked',
    section: '3.2',
    title: 'a template only on the platform is judged by its own shape: a media header left out or of the wrong kind, or too few header or body values, is 400 invalid_template with nothing sent',
    asserts: {
      '3.2-lookup-without-sync': ['platform-only-shape-checked'],
      '4.1-header-missing-or-wrong-400': ['header-missing', 'text-for-image-header'],
    },
  },
  async () => {
    await run().provision(world);
    for (const [what, name, components] of refusals) {
      const { response, sent } = await send(name, components);
      expectError(response, 400, 'invalid_template');
      expect(sent, `${name} with ${what}: nothing sent`).toEqual([]);
    }
  },
);

check(
  {
    id: 'platform-only-template-values-reach-platform',
    section: '3.2',
    title: 'a template only on the platform, sent with every value its header, body and buttons take, reaches the platform with those components exactly and is recorded as [template:<name>]',
    asserts: {
      '3.2-lookup-without-sync': ['platform-only-template-sent', 'platform-only-components-exact'],
      '2.4-body-parameters': ['components-exact-upstream'],
      '2.4-quick-reply-tap': ['quick-reply-payload-exact-upstream'],
      '2.5-body-values': ['number-used-twice-one-value'],
    },
  },
  async () => {
    await run().provision(world);
    const cases: [name: string, components: SendComponent[]][] = [
      ['autumn_lookbook', [headerWith(headerValueOf('image')), bodyWith(textValue('Ada'), textValue('autumn')), urlButton(0, 'autumn-26'), quickReplyButton(1, 'later:autumn')]],
      ['parcel_notice', [headerWith(textValue('PX-77')), bodyWith(textValue('PX-77'), textValue('Friday'))]],
    ];
    for (const [name, components] of cases) {
      const { response, sent } = await send(name, components);
      expectSent(response);
      expect((response.json as { content?: unknown }).content, `${name}: the record's content`).toBe(`[template:${name}]`);
      expect(sent, `${name}: one send with the components as sent`).toEqual([expect.objectContaining({ name, components })]);
    }
  },
);

check(
  {
    id: 'platform-only-code-template-fills-copy-button',
    section: '2.4',
    title: 'an AUTHENTICATION template only on the platform sends the code once in the body and on its copy-code button',
    asserts: {
      '3.2-lookup-without-sync': ['platform-only-code-template-sent'],
      '2.4-one-time-code-once': ['code-once-in-body', 'code-on-copy-button'],
      '4.1-copy-code-only': ['copy-code-button-filled'],
    },
  },
  async () => {
    await run().provision(world);
    const code = '482913';
    const { response, sent } = await send('login_code', [bodyWith(textValue(code))]);
    expectSent(response);
    expect((response.json as { content?: unknown }).content).toBe('Verification code sent');
    const components = (sent[0]?.components ?? []) as { type?: string; index?: unknown; parameters?: Record<string, unknown>[] }[];
    expect(sent).toHaveLength(1);
    expect(components.filter((c) => c.type === 'body').flatMap((c) => (c.parameters ?? []).map((p) => p.text)), 'the body carries the code once').toEqual([code]);
    const onButton = components.filter((c) => c.type === 'button' && String(c.index) === '0').flatMap((c) => (c.parameters ?? []).flatMap((p) => Object.values(p)));
    expect(onButton, 'the copy-code button (position 0) carries the code').toContain(code);
  },
);
