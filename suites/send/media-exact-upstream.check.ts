// Section 2.1: a media send takes its file from `media_url` (section 1: sends take a URL only),
// `media_caption` on image, document and video, and `media_filename` on a document as "the name
// shown to the customer". Each reaches the platform exactly as written, in the platform's send
// format (the object named by the media type, holding `link`, `caption`, `filename`).
import { expect } from 'vitest';
import { expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

// Links with a query, percent-encoding and upper case in the path: a gateway that
// rebuilds the URL would alter one of them.
const sends: [kind: 'image' | 'document' | 'video' | 'audio', fields: Record<string, string>][] = [
  ['image', { media_url: 'https://media.fixture.test/files/Parcel%20Photo.JPG?size=large&v=2', media_caption: 'Your parcel, left at the door ✓' }],
  ['document', { media_url: 'https://media.fixture.test/files/invoice.pdf?token=abc123', media_caption: 'Invoice', media_filename: 'Invoice 2026-11 (parcel 7F-204).pdf' }],
  ['document', { media_url: 'https://media.fixture.test/files/r.pdf', media_filename: 'Überweisung_№7.PDF' }],
  ['video', { media_url: 'https://media.fixture.test/files/Unboxing.mp4', media_caption: 'Unboxing' }],
  ['audio', { media_url: 'https://media.fixture.test/files/greeting.mp3?lang=en-GB' }],
];

const platformNames: Record<string, string> = { media_url: 'link', media_caption: 'caption', media_filename: 'filename' };

check(
  {
    id: 'media-link-and-filename-reach-platform-exactly',
    section: '2.1',
    title: 'media_url, media_caption and a document’s media_filename reach the platform exactly as written, as the link, caption and file name of that media type',
    asserts: { '2.1-media-url-required': ['link-exact-upstream'], '2.1-document-filename': ['filename-exact-upstream'] },
  },
  async () => {
    await run().provision();
    const { api, upstream, world } = run();
    const cast = castOf(world);
    for (const [kind, fields] of sends) {
      upstream.pace(6);
      const mark = upstream.mark();
      expectSent(await api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, type: kind, ...fields } }));
      const sent = upstream.sendsSince(mark).map((entry) => entry.body as Record<string, unknown>);
      expect(sent.map((body) => body.type), `${kind}: one send of that type`).toEqual([kind]);
      const media = sent[0]?.[kind] as Record<string, unknown> | undefined;
      const expected = Object.fromEntries(Object.entries(fields).map(([field, value]) => [platformNames[field], value]));
      expect(media, `${kind}: what reached the platform`).toMatchObject(expected);
    }
  },
);
