/** Probes of the validation builds. */
import { fixture, type Probe } from '../test-kit.ts';
import { buttons, list, text } from './send-bodies.ts';

export const validationProbes: Record<string, Probe> = {
  'fourth-button-accepted': async (g) => (await g.send(buttons(['a', 'b', 'c', 'd']))).status,
  'location-sent-as-text': async (g) => (await g.send({ ...text(), type: 'location', text: undefined, location: { latitude: '51.5072', longitude: '-0.1276', name: 'Depot' } })).status,
  'repeated-option-ids-accepted': async (g) => (await g.send(buttons(['same', 'same']))).status,
  'rows-counted-per-section': async (g) => (await g.send(list([6, 5]))).status,
  'text-4097-accepted': async (g) => (await g.send(text('x'.repeat(4097)))).status,
  'list-limits-on-first-section-only': async (g) => {
    const body = list([1, 1]) as { interactive: { sections: { title: string }[] } };
    const [first, second] = body.interactive.sections;
    const sections = [first, { ...second, title: 'x'.repeat(25) }];
    return (await g.send({ ...body, interactive: { ...body.interactive, sections } })).status;
  },
  'limits-counted-in-bytes': async (g) => (await g.send({ to: fixture.inWindow, type: 'image', media_url: 'https://media.fixture.test/files/parcel.jpg', media_caption: '\u00e9'.repeat(1024) })).status,
  'text-counted-in-bytes': async (g) => (await g.send(text('\u00e9'.repeat(4096)))).status,
};
