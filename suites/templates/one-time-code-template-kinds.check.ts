// Section 2.5, last row of "what the components ask you to send": a template asks for the
// one-time code when it is of category AUTHENTICATION, or when one of its buttons carries
// `otp_type`, whichever other buttons it has and wherever the code button stands. Section 4.1
// then fixes the answers: an authentication template without a valid code is 422
// invalid_one_time_code with nothing sent, and a valid code reaches the platform once in the body
// and once on the copy-code button, if any. Section 4.1 ties invalid_one_time_code to
// authentication templates only: for a template of another category with a copy-code button, a
// missing or unusable value may as well be 400 invalid_template (decision A82); nothing is sent.
import { expect } from 'vitest';
import { codeOf, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { bodyWith, namedValue, templateSend, textValue, type SendComponent } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';
import { approvedTemplate } from '../support/world/approved-template.ts';
import { withTemplates, type WorldTemplate } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const cast = castOf(defaultWorld);

// An approved template with a local copy: a body holding the code's placeholder, then `more`.
function template(id: string, name: string, category: WorldTemplate['category'], more: WorldTemplate['components']): WorldTemplate {
  return approvedTemplate({ id, name, category, at: '2026-10-12T11:00:00Z', local_copy: true, components: [{ type: 'BODY', text: '{{1}} is your sign-in code.' }, ...more] });
}

const copyCode = { type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' } as const;
const templates = {
  // An AUTHENTICATION template whose buttons include none with `otp_type`.
  withoutButtons: template('310000000000901', 'sign_in_code', 'AUTHENTICATION', []),
  // The copy-code button after another one: the code goes on the copy-code button's position.
  codeButtonSecond: template('310000000000902', 'sign_in_or_report', 'AUTHENTICATION', [{ type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Not me' }, copyCode] }]),
  // Not AUTHENTICATION, but a button with `otp_type`: still a one-time-code template.
  utilityWithCodeButton: template('310000000000903', 'account_code', 'UTILITY', [{ type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Help', url: 'https://help.example.test/codes' }, copyCode] }]),
  // The code's placeholder named, not numbered (section 2.4: named placeholders carry their name).
  namedPlaceholder: approvedTemplate({ id: '310000000000904', name: 'sign_in_code_named', category: 'AUTHENTICATION', at: '2026-10-12T11:00:00Z', local_copy: true, parameter_format: 'NAMED', components: [{ type: 'BODY', text: '{{code}} is your sign-in code.' }, { type: 'BUTTONS', buttons: [copyCode] }] }),
} satisfies Record<string, WorldTemplate>;
const world = withTemplates(defaultWorld, cast.main.businessAccountId, Object.values(templates));

interface SentComponent {
  type?: string;
  index?: unknown;
  parameters?: Record<string, unknown>[];
}

async function sendCode(name: string, components: SendComponent[]) {
  const { api, upstream } = run();
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, name, 'en_US', components) });
  return { response, sent: upstream.sendsSince(mark) };
}

// Where the platform got the code: the body's text values, and the positions of buttons holding it.
function codeAtPlatform(body: unknown, code: string): { body: unknown[]; buttons: string[] } {
  const components = (body as { template?: { components?: SentComponent[] } } | undefined)?.template?.components ?? [];
  return {
    body: components.filter((c) => c.type === 'body').flatMap((c) => (c.parameters ?? []).map((p) => p.text)),
    buttons: components.filter((c) => c.type === 'button' && JSON.stringify(c.parameters).includes(code)).map((c) => String(c.index)),
  };
}

const kinds: [string, WorldTemplate, string][] = [
  ['authentication-without-code-button', templates.withoutButtons, 'an AUTHENTICATION template with no button'],
  ['authentication-code-button-second', templates.codeButtonSecond, 'an AUTHENTICATION template whose copy-code button follows a quick reply'],
  ['utility-with-code-button', templates.utilityWithCodeButton, 'a UTILITY template with a copy-code button'],
];
for (const [slug, kind, what] of kinds) {
  const authentication = kind.category === 'AUTHENTICATION';
  check({
    id: `otp-kind-${slug}-needs-code`,
    section: '2.5',
    title: `${what} sent without a code, or with a link as its code, is ${authentication ? '422 invalid_one_time_code' : '422 invalid_one_time_code or 400 invalid_template'} and sends nothing`,
    ...(authentication ? {} : { decisions: ['A82'] }),
    asserts: authentication ? { '2.5-one-time-code-template': ['authentication-asks-code'], '4.1-invalid-code-422': ['code-absent', 'invalid-string-code'] } : { '2.5-one-time-code-template': ['otp-type-button-asks-code'] },
  }, async () => {
    await run().provision(world);
    const refusals = authentication ? [[422, 'invalid_one_time_code']] : [[422, 'invalid_one_time_code'], [400, 'invalid_template']];
    for (const components of [[], [bodyWith(textValue('https://example.test/1'))]]) {
      const { response, sent } = await sendCode(kind.name, components);
      expect(refusals, `${JSON.stringify(components)}: ${response.text.slice(0, 200)}`).toContainEqual([response.status, codeOf(response)]);
      expect(sent).toEqual([]);
    }
  });
}

const positions: [string, WorldTemplate, string, string[], string][] = [
  ['authentication-code-button-second', templates.codeButtonSecond, 'after a quick reply', ['1'], 'code-button-after-another'],
  ['utility-code-button-second', templates.utilityWithCodeButton, 'after a static URL button, on a UTILITY template', ['1'], 'code-button-after-another'],
  ['authentication-without-code-button', templates.withoutButtons, 'absent: the template has no button', [], 'no-code-button'],
];
for (const [slug, kind, where, buttons, boundary] of positions) {
  check({
    id: `otp-kind-${slug}-sent`,
    section: '2.4',
    title: `a valid code is sent once in the body and on the copy-code button (${where})`,
    asserts: { '2.4-one-time-code-once': ['code-once-in-body', boundary], '4.1-copy-code-only': ['copy-code-button-filled'] },
  }, async () => {
    await run().provision(world);
    const { response, sent } = await sendCode(kind.name, [bodyWith(textValue('482913'))]);
    expectSent(response);
    expect(sent).toHaveLength(1);
    expect(codeAtPlatform(sent[0]?.body, '482913')).toEqual({ body: ['482913'], buttons });
  });
}

// Section 2.4: a named placeholder takes its value with `parameter_name`, and a one-time code is
// that value on an authentication template whose placeholder is named: it reaches the platform
// under its name, once in the body and on the copy-code button.
check({ id: 'otp-named-placeholder-keeps-name', section: '2.4', title: 'a valid code for an authentication template whose body placeholder is named is sent with its parameter_name in the body, and on the copy-code button', asserts: { '2.4-one-time-code-once': ['code-once-in-body', 'code-on-copy-button', 'named-placeholder-keeps-name'], '2.4-named-every-name': ['parameter-name-exact-upstream'] } }, async () => {
  await run().provision(world);
  const { response, sent } = await sendCode(templates.namedPlaceholder.name, [bodyWith(namedValue('code', '482913'))]);
  expectSent(response);
  expect(sent).toHaveLength(1);
  const components = ((sent[0]?.body as { template?: { components?: SentComponent[] } } | undefined)?.template?.components ?? []);
  expect(components.filter((c) => c.type === 'body').flatMap((c) => c.parameters ?? []), 'the body values the platform got').toEqual([{ type: 'text', text: '482913', parameter_name: 'code' }]);
  expect(codeAtPlatform(sent[0]?.body, '482913').buttons, 'the copy-code button').toEqual(['0']);
});

// Decision A30 leaves the answer to other one-time-code shapes open (any 4xx, or the platform's
// 502); decision A73 rules out every other 5xx for a body the gateway was sent.
const otherShapes: [string, SendComponent[]][] = [
  ['the code twice in the body', [bodyWith(textValue('482913'), textValue('482913'))]],
  ['two different values in the body', [bodyWith(textValue('482913'), textValue('Ada'))]],
];
check({ id: 'otp-other-shapes-no-server-failure', section: '7', title: 'a one-time-code send with more than one body value is answered, but never with a 5xx other than 502', decisions: ['A30', 'A73'], asserts: { '2.4-one-time-code-once': ['several-body-values-no-5xx'] } }, async () => {
  await run().provision(world);
  for (const [what, components] of otherShapes) {
    const { response } = await sendCode('otp_login', components);
    expect(response.status >= 500 && response.status !== 502, `${what}: answered ${response.status}`).toBe(false);
  }
});
