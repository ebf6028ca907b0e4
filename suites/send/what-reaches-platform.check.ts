// Section 2.1: `type` is optional and defaults to `text`, so a body with only `to` and `text` is a
// text message, held to the text's limits; `media_filename` on a document is the name shown to the
// customer, so it reaches the platform as the document's file name. What reached the platform is
// read from the harness's own platform mock, in the platform's send format.
import { expect } from 'vitest';
import { expectSent } from '../support/assertions/error-answer.ts';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { freeFormTo } from '../support/run/send-examples.ts';
import type { JournalEntry } from '../support/run/upstream-view.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

interface PlatformSend {
  to?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  document?: { link?: unknown; filename?: unknown };
}

const platformSend = (entry: JournalEntry | undefined) => (entry?.body ?? {}) as PlatformSend;

check({ id: 'type-omitted-is-text', section: '2.1', title: 'a send without `type` is a text message: 200, the platform receives a text with that body, and a text over 4096 characters is 422', decisions: ['A3'], asserts: { '2.1-to-required': ['to-exact-upstream'], '2.1-to-digits-only': ['to-exact-upstream'], '2.1-type-default-text': ['type-omitted', 'type-omitted-text-over-limit'], '2.1-text-max-4096': ['one-past-limit'] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const text = 'No type given: this is a text.';
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, text } });
  expectSent(response);
  const sent = upstream.sendsSince(mark);
  expect(sent, 'one send reached the platform').toHaveLength(1);
  const body = platformSend(sent[0]);
  expect({ type: body.type, text: body.text?.body, to: body.to }).toEqual({ type: 'text', text, to: cast.customers.inWindow });
  // Read as a text, it is held to the text's limit (section 8): one character over is 422 naming `text`.
  const over = await api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, text: 'x'.repeat(4097) }, invalidRequest: true });
  expectValidationError(over, ['text'], 'no type, text of 4097 characters');
  expect(upstream.sendsSince(mark), 'nothing more sent').toHaveLength(1);
});

check({ id: 'document-filename-reaches-platform', section: '2.1', title: 'a document send with `media_filename` reaches the platform with that file name, unchanged', asserts: { '2.1-document-filename': ['filename-exact-upstream'] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const filename = 'Invoice 2026-11 (parcel 7F-204).pdf';
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.main.token, body: { ...freeFormTo('document', cast.customers.inWindow), media_filename: filename } });
  expectSent(response);
  const sent = upstream.sendsSince(mark);
  expect(sent, 'one send reached the platform').toHaveLength(1);
  const body = platformSend(sent[0]);
  expect({ type: body.type, filename: body.document?.filename }).toEqual({ type: 'document', filename });
});
