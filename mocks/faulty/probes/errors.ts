/** Probes of the error-object, platform-outcome and header builds. */
import { fixture, type Probe } from '../test-kit.ts';
import { text } from './send-bodies.ts';

export const errorProbes: Record<string, Probe> = {
  'errors-in-envelope': async (g) => Object.keys((await g.send(text(), { token: null })).json as object),
  'internal-failure-after-send': async (g) => {
    await g.control('POST', '/faults/internal', { requests: 1 });
    const { status } = await g.send(text());
    const sent = g.upstream.mock.journal.list({ kind: 'request' }).filter((e) => e.method === 'POST' && e.path.endsWith('/messages'));
    return { status, sent: sent.length };
  },
  'internal-failure-as-502': async (g) => {
    await g.control('POST', '/faults/internal', { requests: 1 });
    return (await g.send(text())).status;
  },
  'internal-failure-leaks-stack': async (g) => {
    await g.control('POST', '/faults/internal', { requests: 1 });
    const { message } = (await g.send(text())).json as { message?: unknown };
    return typeof message === 'string' && /\n\s+at\s/.test(message);
  },
  'rate-limit-as-502': async (g) => {
    await g.upstream.control.addFault({ match: { route: 'send', phoneNumberId: fixture.main.id }, times: 1, action: { kind: 'platform-error', code: 130429 } });
    return (await g.send(text())).status;
  },
  'media-refusal-blamed-on-caller': async (g) => {
    await g.upstream.control.addFault({ match: { route: 'send', phoneNumberId: fixture.main.id }, times: 1, action: { kind: 'platform-error', code: 131053 } });
    return (await g.send({ to: fixture.inWindow, type: 'image', media_url: 'https://media.fixture.test/files/parcel.jpg' })).status;
  },
  'request-id-in-error-bodies': async (g) => Object.keys((await g.send(text(), { token: null })).json as object),
  'rate-limit-headers-added': async (g) => Object.keys((await g.send(text())).headers).filter((name) => name.startsWith('x-ratelimit')),
  'validation-error-without-detail': async (g) => Object.keys((await g.send({ type: 'text', text: 'no recipient' })).json as object),
};
