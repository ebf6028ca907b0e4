/** Probes of the authentication builds: one request each where a build answers otherwise than the reference. */
import { fixture, type Probe } from '../test-kit.ts';
import { codeOf, orderUpdate, template, text } from './send-bodies.ts';

export const authProbes: Record<string, Probe> = {
  'foreign-number-id-ignored': async (g) => (await g.send(text(), { numberId: fixture.noTakeover.id })).status,
  'missing-token-other-401': async (g) => codeOf((await g.send(text(), { token: null })).json),
  'plan-lock-skipped-on-send': async (g) => (await g.send(template('thank_you'), { token: fixture.planWithoutApi.token })).status,
  'rotated-token-still-accepted': async (g) => {
    await g.send(text());
    await g.control('POST', `/numbers/${fixture.main.id}/reconnect`);
    return (await g.send(text())).status;
  },
  'shared-token-acts-as-first-number': async (g) => (await g.send(orderUpdate(), { token: fixture.shared[0].token })).status,
  'non-bearer-authorization-as-400': async (g) => (await g.list('', { token: null, authorization: `Basic ${Buffer.from(`${fixture.main.token}:`).toString('base64')}` })).status,
  'body-judged-before-token': async (g) => (await g.send(text(), { token: null, contentType: 'json' })).status,
  'suspended-workspace-as-401': async (g) => (await g.send(template('thank_you'), { token: fixture.suspended.token })).status,
};
