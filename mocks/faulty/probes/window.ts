/** Probes of the window, AI agent and contact builds. */
import { fixture, type Probe } from '../test-kit.ts';
import { template, text } from './send-bodies.ts';

export const windowProbes: Record<string, Probe> = {
  'contact-limit-not-enforced': async (g) => (await g.send(template('thank_you', [], 'en_US', fixture.neverWrote), { token: fixture.atContactLimit.token })).status,
  'send-leaves-agent-running': async (g) => {
    await g.send(text());
    return (await g.control('GET', `/customers/${fixture.main.id}/${fixture.inWindow}`)).json;
  },
  'template-needs-open-window': async (g) => (await g.send(template('thank_you', [], 'en_US', fixture.neverWrote))).status,
  'window-from-last-outbound': async (g) => (await g.send(text())).status,
};
