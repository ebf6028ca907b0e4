/** Probes of the template and one-time-code builds. */
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import type { Probe } from '../test-kit.ts';
import { template } from './send-bodies.ts';

/** The default world with an authentication template whose body placeholder is named `code`. */
function withNamedCodeTemplate() {
  const world = structuredClone(bundledWorld('default'));
  const account = world.business_accounts[0];
  if (!account) throw new Error('the default world has no business account');
  const at = '2026-10-12T11:00:00Z';
  account.templates.push({
    id: '310000000000904', name: 'sign_in_code_named', language: 'en_US', category: 'AUTHENTICATION', status: 'APPROVED', quality_score: 'GREEN',
    created_at: at, approved_at: at, status_changed_at: at, local_copy: true, parameter_format: 'NAMED',
    components: [{ type: 'BODY', text: '{{code}} is your sign-in code.' }, { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }] }],
  });
  return world;
}

/** The default world with a UTILITY template whose second button is a copy-code button. */
function withUtilityCodeTemplate() {
  const world = structuredClone(bundledWorld('default'));
  const account = world.business_accounts[0];
  if (!account) throw new Error('the default world has no business account');
  const at = '2026-10-12T11:00:00Z';
  account.templates.push({
    id: '310000000000903', name: 'account_code', language: 'en_US', category: 'UTILITY', status: 'APPROVED', quality_score: 'GREEN',
    created_at: at, approved_at: at, status_changed_at: at, local_copy: true, parameter_format: 'POSITIONAL',
    components: [{ type: 'BODY', text: '{{1}} is your sign-in code.' }, { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Help', url: 'https://help.example.test/codes' }, { type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }] }],
  });
  return world;
}

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
    const world = withNamedCodeTemplate();
    await g.upstream.control.loadWorld(world);
    await g.control('PUT', '/world', targetWorld(world, { upstreamBaseUrl: g.upstream.baseUrl }));
    await g.send({ ...template('sign_in_code_named'), template_components: [{ type: 'body', parameters: [{ type: 'text', text: '482915', parameter_name: 'code' }] }] });
    return g.upstream.mock.journal.list({ kind: 'request' }).filter((e) => e.method === 'POST' && e.path.endsWith('/messages')).map((e) => e.body);
  },
  'code-button-outside-authentication-ignored': async (g) => {
    const world = withUtilityCodeTemplate();
    await g.upstream.control.loadWorld(world);
    await g.control('PUT', '/world', targetWorld(world, { upstreamBaseUrl: g.upstream.baseUrl }));
    return (await g.send(template('account_code', ['https://example.test/1']))).status;
  },
  'one-time-code-array-unwrapped': async (g) => (await g.send({ ...template('otp_login'), template_components: [{ type: 'body', parameters: [{ type: 'text', text: ['482915'] }] }] })).status,
  'one-time-code-trimmed': async (g) => (await g.send(template('otp_login', [' 482915']))).status,
  'template-content-filled-in': async (g) => content((await g.send(template('order_cancelled', ['A-1']))).json),
  'template-in-review-refused-locally': async (g) => (await g.send(template('loyalty_points'))).status,
  'unknown-template-as-400': async (g) => (await g.send(template('no_such_template'))).status,
};
