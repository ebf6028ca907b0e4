// Section 2.1: "`type` selects which group of fields is read", and `media_caption` is "ignored on
// audio"; section 1: quoted replies cannot be sent ("no context or reply_to field"). So nothing of
// a field the type does not read, nor of `context` or `reply_to`, ever reaches the platform.
// Whether such a body is answered 200 or refused with 422 is left open (decisions A18, A21): the
// check judges only what the platform received, in the harness's own platform mock.
import { expect } from 'vitest';
import { codeOf, expectSent } from '../support/assertions/error-answer.ts';
import { strings } from '../support/assertions/json-search.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { freeFormTo, type FreeFormType } from '../support/run/send-examples.ts';
import type { JournalEntry } from '../support/run/upstream-view.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

/** Every key of a JSON tree, at any depth. */
function keysOf(tree: unknown): string[] {
  if (Array.isArray(tree)) return tree.flatMap(keysOf);
  if (tree !== null && typeof tree === 'object') return Object.entries(tree).flatMap(([key, value]) => [key, ...keysOf(value)]);
  return [];
}

/** The marked values (and keys) of `sent` that reached the platform: none may. */
function leaked(sent: JournalEntry[], markers: readonly string[], keys: readonly string[] = []): string[] {
  const found = sent.flatMap((entry) => [...strings(entry.body), ...keysOf(entry.body)]);
  return [...markers, ...keys].filter((marker) => found.some((value) => value.includes(marker)));
}

/** Sends `body` as the main number: the answer's status and code, and what reached the platform. */
async function sendAndWatch(body: Record<string, unknown>) {
  const { api, upstream, world } = run();
  upstream.pace(6);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: castOf(world).main.token, body, invalidRequest: true });
  return { response, sent: upstream.sendsSince(mark) };
}

/** 200 with one send, or 422 validation_error with none: the two answers decisions A18 and A21 leave open. */
function expectAcceptedOrRefused(outcome: Awaited<ReturnType<typeof sendAndWatch>>, what: string): void {
  const { response, sent } = outcome;
  const answer = [response.status, codeOf(response) ?? null, sent.length];
  const allowed = [
    [200, null, 1],
    [422, 'validation_error', 0],
  ];
  expect(allowed, `${what}: answered ${response.status} ${String(codeOf(response))} with ${sent.length} send(s)`).toContainEqual(answer);
}

// Section 1: "quoted replies (no context or reply_to field)". The quoted message id is one a
// platform would take, so forwarding it would make a real quoted reply.
check(
  {
    id: 'quoted-reply-fields-never-reach-platform',
    section: '1',
    title: 'a send carrying context or reply_to is 200 or 422, and nothing of either reaches the platform',
    decisions: ['A18'],
    asserts: { '1-no-quoted-replies': ['context-not-forwarded', 'reply-to-not-forwarded'] },
  },
  async () => {
    await run().provision();
    const to = castOf(run().world).customers.inWindow;
    const cases: [string, Record<string, unknown>, string][] = [
      ['context', { context: { message_id: 'wamid.QUOTEDCONTEXT0001' } }, 'QUOTEDCONTEXT0001'],
      ['reply_to', { reply_to: 'wamid.QUOTEDREPLYTO0001' }, 'QUOTEDREPLYTO0001'],
    ];
    for (const kind of ['text', 'image'] as const) {
      for (const [field, extra, marker] of cases) {
        const what = `${kind} send with ${field}`;
        const outcome = await sendAndWatch({ ...freeFormTo(kind, to), ...extra });
        expectAcceptedOrRefused(outcome, what);
        expect(leaked(outcome.sent, [marker], ['context', 'reply_to']), `${what}: reached the platform`).toEqual([]);
      }
    }
  },
);

// Section 2.1: "media_caption … ignored on audio". Ignored means the send goes out, without it.
check(
  {
    id: 'audio-caption-never-reaches-platform',
    section: '2.1',
    title: 'an audio send with media_caption is sent, and the caption does not reach the platform',
    decisions: ['A21'],
    asserts: { '2.1-caption-ignored-on-audio': ['audio-caption-not-forwarded'] },
  },
  async () => {
    await run().provision();
    const to = castOf(run().world).customers.inWindow;
    const caption = 'Audio caption that must stay behind';
    const audio = freeFormTo('audio', to);
    const { response, sent } = await sendAndWatch({ ...audio, media_caption: caption });
    expectSent(response);
    expect(sent, 'one send reached the platform').toHaveLength(1);
    expect(leaked(sent, [caption], ['caption']), 'the caption reached the platform').toEqual([]);
    expect(strings(sent[0]?.body), 'the audio link reached the platform').toContain(audio.media_url);
  },
);

// Fields of every other kind, each a valid value of its own field (decision A21 leaves invalid
// values in unread fields open), each marked so that any trace of it on the platform shows.
const otherFields: Record<string, Record<string, unknown>> = {
  text: { text: 'MARKER-TEXT the text field of a text send' },
  template: { template_name: 'thank_you', template_language: 'MARKER-LANG', template_components: [{ type: 'body', parameters: [{ type: 'text', text: 'MARKER-PARAM' }] }] },
  media: { media_url: 'https://media.fixture.test/files/MARKER-URL.jpg', media_caption: 'MARKER-CAPTION', media_filename: 'MARKER-FILENAME.pdf' },
  interactive: { interactive: { type: 'buttons', body: 'MARKER-BODY', buttons: [{ id: 'MARKER-ID', title: 'MARKER-TITLE' }] } },
};

const fieldsOf: Record<FreeFormType, string[]> = {
  text: ['text'],
  image: ['media'],
  document: ['media'],
  video: ['media'],
  audio: ['media'],
  buttons: ['interactive'],
  list: ['interactive'],
  cta_url: ['interactive'],
};

/** The other kinds' fields for a send of `kind` (a document's `media_filename` is its own; an image never reads one). */
function foreignTo(kind: FreeFormType): Record<string, unknown> {
  const foreign = Object.entries(otherFields).filter(([group]) => !fieldsOf[kind].includes(group));
  const fields = Object.assign({}, ...foreign.map(([, values]) => values)) as Record<string, unknown>;
  if (kind === 'image' || kind === 'video' || kind === 'audio') fields.media_filename = 'MARKER-FILENAME.pdf';
  return fields;
}

function markersOf(fields: Record<string, unknown>): string[] {
  return strings(fields).flatMap((value) => value.match(/MARKER-[A-Z]+/g) ?? []);
}

// Section 2.1: "`type` selects which group of fields is read."
check(
  {
    id: 'other-kinds-fields-never-reach-platform',
    section: '2.1',
    title: 'a send carrying the fields of other kinds is 200 or 422, and none of them reaches the platform',
    decisions: ['A21'],
    asserts: { '2.1-type-selects-fields': ['other-kind-fields-not-forwarded'] },
  },
  async () => {
    await run().provision();
    const to = castOf(run().world).customers.inWindow;
    for (const kind of ['text', 'image', 'document', 'audio', 'buttons', 'list', 'cta_url'] as const) {
      const foreign = foreignTo(kind);
      const body = { ...foreign, ...freeFormTo(kind, to) };
      const outcome = await sendAndWatch(body);
      expectAcceptedOrRefused(outcome, kind);
      expect(leaked(outcome.sent, markersOf(foreign)), `${kind}: other kinds' fields reached the platform`).toEqual([]);
    }
  },
);
