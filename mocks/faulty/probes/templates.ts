/** Probes of the template and one-time-code builds. */
import type { Probe } from '../test-kit.ts';
import { template } from './send-bodies.ts';

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
  'one-time-code-trimmed': async (g) => (await g.send(template('otp_login', [' 482915']))).status,
  'template-content-filled-in': async (g) => content((await g.send(template('order_cancelled', ['A-1']))).json),
  'template-in-review-refused-locally': async (g) => (await g.send(template('loyalty_points'))).status,
  'unknown-template-as-400': async (g) => (await g.send(template('no_such_template'))).status,
};
