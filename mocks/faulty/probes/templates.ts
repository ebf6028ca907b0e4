/** Probes of the template and one-time-code builds. */
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import type { Probe, Probed } from '../test-kit.ts';
import { template } from './send-bodies.ts';

type WorldTemplate = ReturnType<typeof bundledWorld>['business_accounts'][number]['templates'][number];

/** The default world with one more approved template, kept locally. */
function withTemplate(given: Pick<WorldTemplate, 'id' | 'name' | 'category' | 'parameter_format' | 'components'>) {
  const world = structuredClone(bundledWorld('default'));
  const account = world.business_accounts[0];
  if (!account) throw new Error('the default world has no business account');
  const at = '2026-10-12T11:00:00Z';
  account.templates.push({ language: 'en_US', status: 'APPROVED', quality_score: 'GREEN', created_at: at, approved_at: at, status_changed_at: at, local_copy: true, ...given });
  return world;
}

/** Loads `world` on the platform and on the gateway. */
async function load(g: Probed, world: ReturnType<typeof bundledWorld>): Promise<void> {
  await g.upstream.control.loadWorld(world);
  await g.control('PUT', '/world', targetWorld(world, { upstreamBaseUrl: g.upstream.baseUrl }));
}

const copyCode = { type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' } as const;
// An authentication template whose body placeholder is named `code`.
const namedCodeTemplate = () => withTemplate({ id: '310000000000904', name: 'sign_in_code_named', category: 'AUTHENTICATION', parameter_format: 'NAMED', components: [{ type: 'BODY', text: '{{code}} is your sign-in code.' }, { type: 'BUTTONS', buttons: [copyCode] }] });
// A UTILITY template whose second button is a copy-code button.
const utilityCodeTemplate = () => withTemplate({
  id: '310000000000903', name: 'account_code', category: 'UTILITY', parameter_format: 'POSITIONAL',
  components: [{ type: 'BODY', text: '{{1}} is your sign-in code.' }, { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Help', url: 'https://help.example.test/codes' }, copyCode] }],
});

const content = (json: unknown) => (json as { content?: unknown }).content;

export const templateProbes: Record<string, Probe> = {
  'extra-template-values-refused-locally': async (g) => (await g.send(template('thank_you', ['surplus']))).status,
  'language-case-folded': async (g) => (await g.send(template('thank_you', [], 'en_us'))).status,
  'language-prefix-fallback': async (g) => (await g.send(template('thank_you', [], 'en'))).status,
  'named-values-sent-positionally': async (g) => {
    const named = [['first_name', 'Ada'], ['discount', '10%'], ['store_name', 'Fixture Shop']].map(([name, text]) => ({ type: 'text', text, parameter_name: name }));
    return (await g.send({ ...template('welcome_offer'), template_components: [{ type: 'body', parameters: named }] })).status;
  },
  'one-time-code-in-content': async (g) => content((await g.send(template('otp_login', ['482915']))).json),
  'one-time-code-sent-without-name': async (g) => {
    await load(g, namedCodeTemplate());
    await g.send({ ...template('sign_in_code_named'), template_components: [{ type: 'body', parameters: [{ type: 'text', text: '482915', parameter_name: 'code' }] }] });
    return g.upstream.mock.journal.list({ kind: 'request' }).filter((e) => e.method === 'POST' && e.path.endsWith('/messages')).map((e) => e.body);
  },
  'code-button-outside-authentication-ignored': async (g) => {
    await load(g, utilityCodeTemplate());
    return (await g.send(template('account_code', ['https://example.test/1']))).status;
  },
  'one-time-code-array-unwrapped': async (g) => (await g.send({ ...template('otp_login'), template_components: [{ type: 'body', parameters: [{ type: 'text', text: ['482915'] }] }] })).status,
  'one-time-code-trimmed': async (g) => (await g.send(template('otp_login', [' 482915']))).status,
  'template-content-filled-in': async (g) => content((await g.send(template('order_cancelled', ['A-1']))).json),
  'template-in-review-refused-locally': async (g) => (await g.send(template('loyalty_points'))).status,
  'unknown-template-as-400': async (g) => (await g.send(template('no_such_template'))).status,
};
