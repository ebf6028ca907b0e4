// Section 3.3: one example per row of the idempotency-key table, plus the closing sentence
// (keys are scoped to the number) and the retention of section 8. Replays must say
// Idempotency-Replayed: true and send nothing; every other answer must not say it (A8).
import { expect } from 'vitest';
import { codeOf, expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { warningAnnotation } from '../support/checks/warnings.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import type { SendOptions } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { textTo } from '../support/run/send-examples.ts';
import { SendTally } from '../support/run/send-tally.ts';
import { whileInFlight, inFlightUnobservable } from '../support/run/in-flight.ts';
import { onNextSend, serviceUnavailable, undeliverable, type FaultAction } from '../support/run/upstream-faults.ts';
import { sentFrom } from '../support/run/upstream-view.ts';
import { bodyWith, templateSend, textValue } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const replayed = (response: CheckedResponse<unknown>) => response.headers['idempotency-replayed'] === 'true';

/**
 * Provisions the default world; returns a keyed send as the main number and a tally. The send is a
 * text to the customer inside the window: the key table holds for every kind of send, and a text
 * is the one a build has first. `template` makes it a template send, for a row only a template
 * reaches (a refusal after the key was claimed that is a 422).
 */
async function setUp(kind: 'text' | 'template' = 'text') {
  await run().provision();
  const cast = castOf(run().world);
  const body = kind === 'text' ? textTo(cast.customers.inWindow, 'Order A-1001 has shipped.') : templateSend(cast.customers.inWindow, 'order_cancelled', 'en_US', [bodyWith(textValue('A-1001'))]);
  const request: SendOptions = { token: cast.main.token, body, idempotencyKey: 'order-1001-shipped' };
  return { cast, request, tally: new SendTally(run().upstream), send: (options: SendOptions = request) => run().api.sendMessage(options) };
}

function expectFirstTime(response: CheckedResponse<unknown>): void {
  expectSent(response);
  expect(replayed(response), 'Idempotency-Replayed: true on a first-time answer').toBe(false);
}

// Row "none → in flight → stored": a first keyed request is processed and sent once.
check({ id: 'idempotency-first-request-sent', section: '3.3', title: 'a first request with a key is sent once and not marked as a replay', decisions: ['A8', 'A10'], asserts: { '3.3-first-request': ['first-request-sent-once'], '4.1-idempotency-key-header': ['key-accepted'] } }, async () => {
  const { send, tally } = await setUp();
  expectFirstTime(await send());
  expect(await tally.fresh()).toHaveLength(1);
});

// Row "in flight, same key again, first still running → 409"; decision A6 for another body. The
// platform holds the first request's send until both others are answered (A81): a build that
// answers them only after the first (one request at a time) shows no in-flight state, and is held
// to what the stored key then allows: the same body replayed, another body 409 or 422.
check({ id: 'idempotency-in-flight-is-409', section: '3.3', title: 'while the platform holds the first request, the same request is 409 idempotency_in_progress and another body 409 or 422; one send; a build answering them only afterwards replays the first', decisions: ['A6', 'A8', 'A81'], asserts: { '3.3-in-flight-409': ['in-flight-same-body-409'], '3.3-replay': [] } }, async (context) => {
  const { cast, request, send, tally } = await setUp();
  const { first, during, observed } = await whileInFlight(run().upstream, cast.main.id, () => send(), () => [send(), send({ ...request, body: textTo(cast.customers.inWindow, 'Order A-1001 is delayed.') })]);
  const [same, other] = during as [CheckedResponse<unknown>, CheckedResponse<unknown>];
  expectFirstTime(first);
  if (observed) {
    expectError(same, 409, 'idempotency_in_progress');
    expect(replayed(same)).toBe(false);
  } else {
    await context.annotate(inFlightUnobservable, warningAnnotation);
    const replay = { status: same.status, replayed: replayed(same), body: same.json };
    if (same.status !== 409) expect(replay, 'the same request, answered after the first: a replay').toEqual({ status: 200, replayed: true, body: first.json });
    else expectError(same, 409, 'idempotency_in_progress');
  }
  expect([
    [409, 'idempotency_in_progress'],
    [422, 'idempotency_key_reused'],
  ]).toContainEqual([other.status, codeOf(other)]);
  expect(replayed(other)).toBe(false);
  expect(await tally.fresh(), 'one send in all').toHaveLength(1);
  expect(replayed(await send()), 'the finished first request replays').toBe(true);
  expect(await tally.fresh()).toEqual([]);
});

// Row "stored, same key, same body → original response replayed, nothing sent upstream".
check({ id: 'idempotency-replay-same-body', section: '3.3', title: 'the same request again replays the original answer with Idempotency-Replayed: true and sends nothing', decisions: ['A65'], asserts: { '3.3-replay': ['replay-same-answer', 'replayed-header', 'nothing-sent-upstream'] } }, async () => {
  const { send, tally } = await setUp();
  const original = await given('a first keyed text send is accepted', () => send(), expectFirstTime);
  expect(await tally.fresh()).toHaveLength(1);
  const replay = await send();
  expect({ status: replay.status, replayed: replayed(replay), body: replay.json }).toEqual({ status: original.status, replayed: true, body: original.json });
  expect(await tally.fresh()).toEqual([]);
});

// Row "stored, same key, different body → 422 idempotency_key_reused".
check({ id: 'idempotency-key-reused-other-body', section: '3.3', title: 'the key with another body is 422 idempotency_key_reused, sends nothing, and the original still replays', decisions: ['A2'], asserts: { '3.3-other-body-422': ['other-body-422', 'stored-answer-kept'] } }, async () => {
  const { cast, request, send, tally } = await setUp();
  const original = await given('a first keyed text send is accepted', () => send(), expectFirstTime);
  await tally.fresh();
  const reused = await send({ ...request, body: textTo(cast.customers.inWindow, 'Order A-2002 has shipped.') });
  expectError(reused, 422, 'idempotency_key_reused');
  expect(replayed(reused)).toBe(false);
  expect(await tally.fresh()).toEqual([]);
  const replay = await send();
  expect({ replayed: replayed(replay), body: replay.json }).toEqual({ replayed: true, body: original.json });
});

// The template twin: a body that differs only inside template_components (one value of the list
// of parameters) is another body too; a key judged on the top-level fields alone would replay it.
check({ id: 'idempotency-key-reused-other-template-value', section: '3.3', title: 'the key with the same template and another parameter value is 422 idempotency_key_reused, sends nothing, and the original still replays', decisions: ['A2'], asserts: { '3.3-other-body-422': ['other-body-422', 'stored-answer-kept'] } }, async () => {
  const { cast, request, send, tally } = await setUp('template');
  const original = await given('a first keyed template send is accepted', () => send(), expectFirstTime);
  await tally.fresh();
  const reused = await send({ ...request, body: templateSend(cast.customers.inWindow, 'order_cancelled', 'en_US', [bodyWith(textValue('A-2002'))]) });
  expectError(reused, 422, 'idempotency_key_reused');
  expect(replayed(reused)).toBe(false);
  expect(await tally.fresh()).toEqual([]);
  const replay = await send();
  expect({ replayed: replayed(replay), body: replay.json }).toEqual({ replayed: true, body: original.json });
});

// The same values under other field names are another body: a document's caption moved into its
// file name changes the message, though every value, and the order of the field names, stays.
check({ id: 'idempotency-key-reused-values-moved', section: '3.3', title: 'the key with a document whose caption text became its file name is 422 idempotency_key_reused and sends nothing', decisions: ['A2'], asserts: { '3.3-other-body-422': ['same-values-other-fields-422'] } }, async () => {
  const { cast, tally } = await setUp();
  const key = 'invoice-4711';
  const first = { to: cast.customers.inWindow, type: 'document', media_url: 'https://media.example.test/files/invoice-4711.pdf', media_caption: 'invoice-4711.pdf' };
  const moved = { to: first.to, type: first.type, media_url: first.media_url, media_filename: first.media_caption };
  await given('a first keyed document send is accepted', () => run().api.sendMessage({ token: cast.main.token, body: first, idempotencyKey: key }), expectFirstTime);
  await tally.fresh();
  const reused = await run().api.sendMessage({ token: cast.main.token, body: moved, idempotencyKey: key });
  expectError(reused, 422, 'idempotency_key_reused');
  expect(await tally.fresh()).toEqual([]);
});

// A body that adds a field the first one left out, or gives the same values under another type, is
// another body: the first sends a different message than the second would.
check({ id: 'idempotency-key-reused-added-field-or-other-type', section: '3.3', title: 'the key with the first body plus a caption, or with the same link and caption sent as a document instead of an image, is 422 idempotency_key_reused and sends nothing', decisions: ['A2'], asserts: { '3.3-other-body-422': ['added-field-422', 'other-type-422'] } }, async () => {
  const { cast, tally } = await setUp();
  const to = cast.customers.inWindow;
  const media_url = 'https://media.fixture.test/files/parcel-4712.jpg';
  const cases: [what: string, first: Record<string, unknown>, again: Record<string, unknown>][] = [
    ['a caption added', { to, type: 'image', media_url }, { to, type: 'image', media_url, media_caption: 'Left at the door' }],
    ['the image sent as a document', { to, type: 'image', media_url, media_caption: 'Parcel 4712' }, { to, type: 'document', media_url, media_caption: 'Parcel 4712' }],
  ];
  for (const [n, [what, first, again]] of cases.entries()) {
    const key = `parcel-4712-photo-${n + 1}`;
    await given(`a first keyed send, before ${what}`, () => run().api.sendMessage({ token: cast.main.token, body: first, idempotencyKey: key }), expectFirstTime);
    await tally.fresh();
    const reused = await run().api.sendMessage({ token: cast.main.token, body: again, idempotencyKey: key });
    expectError(reused, 422, 'idempotency_key_reused');
    expect(replayed(reused), `${what}: marked as a replay`).toBe(false);
    expect(await tally.fresh(), `${what}: nothing sent`).toEqual([]);
  }
});

// An unkeyed send is never a replay (A8): sent twice, the same body goes out twice, and neither
// answer says Idempotency-Replayed: true; nor does a refusal.
check({ id: 'unkeyed-sends-never-replayed', section: '3.3', title: 'the same send twice without a key is sent twice, neither answer marked Idempotency-Replayed: true; an unkeyed refusal is not marked either', decisions: ['A8'], asserts: { '3.3-replay': ['unkeyed-never-replayed'] } }, async () => {
  const { cast, tally } = await setUp();
  const body = textTo(cast.customers.inWindow, 'Your parcel is on its way, no key.');
  for (const n of [1, 2]) {
    run().upstream.pace(6);
    const response = await run().api.sendMessage({ token: cast.main.token, body });
    expectSent(response);
    expect(response.headers['idempotency-replayed'], `send ${n}: Idempotency-Replayed`).not.toBe('true');
  }
  expect(await tally.fresh(), 'both sends reached the platform').toHaveLength(2);
  const refused = await run().api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, type: 'text' }, invalidRequest: true });
  expect(refused.status, 'a text without text').toBe(422);
  expect(refused.headers['idempotency-replayed'], 'a refusal: Idempotency-Replayed').not.toBe('true');
});

// Decision A18: a member the contract does not know may be ignored or refused; either way a key
// on such a body, whatever the member holds (null included), never breaks the gateway.
check({ id: 'idempotency-key-with-unknown-null-member', section: '3.3', title: 'a keyed send carrying an unknown member set to null is 200 or 422 validation_error, never a server error; when accepted, the same request replays', decisions: ['A2', 'A18'], asserts: { '3.3-replay': ['unknown-null-member-replays'] } }, async () => {
  const { cast } = await setUp();
  const options: SendOptions = { token: cast.main.token, body: { ...textTo(cast.customers.inWindow), client_reference: null, labels: [null, 'b'] }, idempotencyKey: 'with-null-member' };
  const first = await run().api.sendMessage(options);
  expect([[200, undefined], [422, 'validation_error']], `the first answer: ${first.status}`).toContainEqual([first.status, codeOf(first)]);
  if (first.status !== 200) return;
  const again = await run().api.sendMessage(options);
  expect({ status: again.status, replayed: replayed(again), body: again.json }).toEqual({ status: 200, replayed: true, body: first.json });
});

// Row "in flight, first request fails → released: a retry is a fresh attempt" (A7, A57).
const failures: [string, string, FaultAction][] = [
  ['refusal', 'the platform refuses the first request', undeliverable],
  ['outage', 'the platform fails the first request', serviceUnavailable],
];
for (const [slug, what, action] of failures) {
  check({ id: `idempotency-${slug}-releases-key`, section: '3.3', title: `${what}: the same request with the same key is then a fresh attempt`, decisions: ['A7', 'A57'], asserts: { '3.3-failure-releases-key': ['retry-after-502'] } }, async () => {
    const { cast, send, tally } = await setUp();
    await given(`the platform is set to ${slug === 'refusal' ? 'refuse' : 'fail'} the next send`, () => run().upstream.addFault(onNextSend(cast.main.id, action)));
    const failed = await send();
    // A57: a refusal is 502 send_failed; an outage 502 send_failed by preference, 500 internal_error accepted.
    const allowed = slug === 'refusal' ? [[502, 'send_failed']] : [[502, 'send_failed'], [500, 'internal_error']];
    expect(allowed).toContainEqual([failed.status, codeOf(failed)]);
    expect(replayed(failed)).toBe(false);
    expect(await tally.fresh()).toHaveLength(1);
    expectFirstTime(await send());
    expect(await tally.fresh()).toHaveLength(1);
  });
}

// A 422 after the key was claimed is a template's (template_not_found, decision A13's order): the
// one row of this table a template send is the route to.
check({ id: 'idempotency-local-refusal-releases-key', section: '3.3', title: 'after a local refusal of a template send the same request is judged again, and a corrected body with the key is sent', decisions: ['A7'], asserts: { '3.3-failure-releases-key': ['retry-after-422'], '4.1-template-not-found-422': ['not-on-account'] } }, async () => {
  const { cast, request, send, tally } = await setUp('template');
  const wrong = { ...request, body: templateSend(cast.customers.inWindow, 'no_such_template', 'en_US') };
  for (const answer of [await send(wrong), await send(wrong)]) {
    expectError(answer, 422, 'template_not_found');
    expect(replayed(answer)).toBe(false);
  }
  expectFirstTime(await send());
  expect(await tally.fresh()).toHaveLength(1);
});

// Closing sentence: "Keys are scoped to the number they were used against."
check({ id: 'idempotency-keys-scoped-per-number', section: '3.3', title: 'one key on two numbers sharing a token sends twice, neither a replay', asserts: { '3.3-keys-per-number': ['same-key-two-numbers'], '5.2-shared-named-holder': ['named-holder-acts'] } }, async () => {
  const { cast, tally } = await setUp();
  const [first, second] = cast.shared;
  const body = textTo(cast.customers.inWindow, 'Order A-1001 has shipped.');
  for (const number of [first, second]) expectFirstTime(await run().api.sendMessage({ token: number.token, phoneNumberId: number.id, body, idempotencyKey: 'order-1001-shipped' }));
  const sent = await tally.fresh();
  expect(sent.map(sentFrom)).toEqual([first.id, second.id]);
});

// Section 8 retention with decision A5: replay at +23 h, fresh at +24 h 10 min. The customer wrote
// 30 minutes before the start, so by then the window has closed too: the fresh attempt is judged
// as any text to them is, 409 outside_messaging_window, where a kept key would have replayed.
check({ id: 'idempotency-retention-24-hours', section: '3.3', title: 'a key replays 23 hours after the first request and is fresh 24 hours 10 minutes after it', decisions: ['A5', 'A37'], needs: ['clock'], asserts: { '3.3-success-kept-24h': ['replay-within-24h', 'fresh-after-24h'] } }, async (context) => {
  requireCapabilities(context, run());
  const { send, tally } = await setUp();
  await given('a first keyed text send is accepted', () => send(), expectFirstTime);
  await run().advance(23 * 3600);
  expect(replayed(await send())).toBe(true);
  expect(await tally.fresh()).toHaveLength(1);
  await run().advance(70 * 60);
  const fresh = await send();
  expect(replayed(fresh), 'a fresh attempt after 24 hours, not a replay').toBe(false);
  expectError(fresh, 409, 'outside_messaging_window');
  expect(await tally.fresh()).toEqual([]);
});

// Decision A9: a stored success replays even after the 24-hour window has closed.
check({ id: 'idempotency-replay-after-window-closes', section: '3.3', title: 'a stored text send replays after the customer’s window closed, while a new text is 409', decisions: ['A5', 'A9', 'A37'], needs: ['clock'], asserts: { '3.3-replay': ['replay-after-window-closes'], '4.1-window-409': ['outside-window-409'] } }, async (context) => {
  requireCapabilities(context, run());
  const { cast, tally } = await setUp();
  // The customer wrote 30 min before the start: at +40 min the window is open, at +23 h 40 min closed.
  await run().advance(40 * 60);
  const keyed = { token: cast.main.token, body: textTo(cast.customers.inWindow), idempotencyKey: 'reply-ada-1' };
  const original = await given('a first keyed text send is accepted inside the window', () => run().api.sendMessage(keyed), expectFirstTime);
  await run().advance(23 * 3600);
  expectError(await run().api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, 'A new question?') }), 409, 'outside_messaging_window');
  const replay = await run().api.sendMessage(keyed);
  expect({ replayed: replayed(replay), body: replay.json }).toEqual({ replayed: true, body: original.json });
  expect(await tally.fresh()).toHaveLength(1);
});
