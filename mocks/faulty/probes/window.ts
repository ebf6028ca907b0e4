/** Probes of the window, AI agent and contact builds. */
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { fixture, type Probe } from '../test-kit.ts';
import { template, text } from './send-bodies.ts';

export const windowProbes: Record<string, Probe> = {
  'contact-limit-not-enforced': async (g) => (await g.send(template('thank_you', [], 'en_US', fixture.neverWrote), { token: fixture.atContactLimit.token })).status,
  'refused-template-creates-contact': async (g) => {
    const atLimit = { token: fixture.atContactLimit.token };
    await g.send(template('thank_you', [], 'en_US', fixture.neverWrote), atLimit);
    return (await g.send(template('thank_you', [], 'en_US', fixture.neverWrote), atLimit)).status;
  },
  'repeat-template-adds-contact': async (g) => {
    // One place left under the limit; two templates to the remaining contact must not take it.
    const world = structuredClone(bundledWorld('default'));
    const workspace = world.workspaces.find((w) => w.id === 'ws_at_limit');
    if (workspace) workspace.contacts = workspace.contacts.slice(0, 1);
    await g.control('PUT', '/world', targetWorld(world, { upstreamBaseUrl: g.upstream.baseUrl }));
    const atLimit = { token: fixture.atContactLimit.token };
    const contact = workspace?.contacts[0] ?? '';
    await g.send(template('thank_you', [], 'en_US', contact), atLimit);
    await g.send(template('thank_you', [], 'en_US', contact), atLimit);
    return (await g.send(template('thank_you', [], 'en_US', fixture.neverWrote), atLimit)).status;
  },
  'send-leaves-agent-running': async (g) => {
    await g.send(text());
    return (await g.control('GET', `/customers/${fixture.main.id}/${fixture.inWindow}`)).json;
  },
  'template-needs-open-window': async (g) => (await g.send(template('thank_you', [], 'en_US', fixture.neverWrote))).status,
  'window-from-last-outbound': async (g) => (await g.send(text())).status,
  'bot-word-ignored': async (g) => g.gateway.parts.resumesAgent('BOT'),
  'any-reply-resumes-agent': async (g) => g.gateway.parts.resumesAgent('Thanks, one more question'),
};
