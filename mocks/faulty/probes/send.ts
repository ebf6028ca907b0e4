/** Probes of the builds that change what a send puts before the platform. */
import { fixture, type Probe, type Probed } from '../test-kit.ts';
import { template, text } from './send-bodies.ts';

/** The body of the last send request the platform received. */
function lastSent(g: Probed): unknown {
  const sends = g.upstream.mock.journal.list({ kind: 'request' }).filter((e) => e.method === 'POST' && e.path.endsWith('/messages'));
  return sends.at(-1)?.body;
}

export const sendProbes: Record<string, Probe> = {
  'audio-caption-forwarded': async (g) => {
    const answer = await g.send({ to: fixture.inWindow, type: 'audio', media_url: 'https://media.fixture.test/files/greeting.mp3', media_caption: 'Hello' });
    return [answer.status, lastSent(g)];
  },
  'media-recorded-as-media': async (g) => ((await g.send({ to: fixture.inWindow, type: 'image', media_url: 'https://media.fixture.test/files/parcel.jpg' })).json as { message_type?: unknown } | undefined)?.message_type,
  'quoted-reply-forwarded': async (g) => {
    await g.send({ ...text(), context: { message_id: 'wamid.QUOTED' } });
    return lastSent(g);
  },
  'cta-url-normalised': async (g) => {
    await g.send({ to: fixture.inWindow, type: 'interactive', interactive: { type: 'cta_url', body: 'Track it', cta: { display_text: 'Track', url: 'https://Shop.Fixture.TEST/t#map' } } });
    return lastSent(g);
  },
  'to-cut-to-fifteen-digits': async (g) => (await g.send(template('thank_you', [], 'en_US', `${fixture.inWindow}77777`))).status,
  'to-letters-read-as-keypad-digits': async (g) => (await g.send(template('thank_you', [], 'en_US', `${fixture.inWindow.slice(0, 4)}FLW${fixture.inWindow.slice(-4)}`))).status,
  'type-read-case-insensitively': async (g) => (await g.send({ ...text(), type: 'TEXT' })).status,
};
