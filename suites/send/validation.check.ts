// Sections 2.1, 2.3, 2.7 and 4.1: a body that breaks the send rules (missing `to`, unknown
// `type`, a required field missing, a wrong JSON type, a repeated option id) is 422
// validation_error whose `detail` names the field, and nothing reaches the platform.
import fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { expectValidationError, locNames } from '../support/assertions/validation-error.ts';
import { malformedSend } from '../support/generators/malformed-send.ts';
import { repeatedOptionIds } from '../support/generators/repeated-option-ids.ts';
import { anyClientError } from '../support/http/checked-client.ts';
import { answerProblems } from '../support/robustness/answer-judge.ts';
import { useRun } from '../support/run/harness-run.ts';
import { freeFormTo, plainTemplateTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

// Section 4.1, first rows of the pre-check table: missing `to`, unknown `type`, wrong JSON type,
// `template_name` or `template_language` missing; plus the fields each type requires (2.1).
check({ id: 'malformed-body-is-422', section: '4.1', title: 'a body broken in one field is 422 validation_error naming that field, and sends nothing', decisions: ['A3', 'A4', 'A21'], asserts: { '1-media-by-url-only': ['media-without-url-422'], '1-unsupported-kinds': ['sticker-type-422'], '2.1-to-required': ['to-missing', 'to-wrong-type'], '2.1-type-values': ['type-unknown-422', 'type-wrong-json-type-422', 'type-capitalised'], '2.1-text-required': ['text-missing-422', 'text-wrong-type-422'], '2.1-template-name-required': ['template-name-missing-422', 'template-name-wrong-type-422'], '2.1-template-language-required': ['template-language-missing-422', 'template-language-wrong-type-422'], '2.1-media-url-required': ['media-url-missing-422', 'media-url-wrong-type-422'], '2.1-interactive-required': ['interactive-missing-422', 'interactive-wrong-type-422'], '2.3-three-kinds': [], '2.3-body-required': ['body-wrong-type-422'], '2.7-validation-detail': ['detail-per-field'], '4.1-prechecks-send-nothing': ['validation-sends-nothing'], '4.1-malformed-422': ['to-missing', 'type-unknown', 'wrong-json-type'], '4.1-template-fields-missing-422': ['template-name-missing', 'template-language-missing'], '7-validation-error-422': ['malformed-body'] } }, async (context) => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const warnings = new Warnings();
  await fc.assert(
    fc.asyncProperty(malformedSend(cast.customers.inWindow), async ({ fault, field, body }) => {
      const mark = upstream.mark();
      const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: true });
      warnings.add(expectValidationError(response, [field], fault));
      expect(upstream.sendsSince(mark), `${fault}: nothing sent`).toHaveLength(0);
    }),
  );
  await warnings.report(context);
});

// Section 2.3: "Option ids must be unique within the message"; section 4.1 lists repeated ids
// among the interactive messages refused with 422 before the platform is called.
check({ id: 'repeated-option-ids-are-422', section: '2.3', title: 'a repeated button or row id is 422 validation_error and sends nothing; distinct ids send', decisions: ['A3', 'A4'], asserts: { '2.3-option-ids-unique': ['repeated-button-id-422', 'repeated-row-id-422', 'repeated-row-id-across-sections-422', 'distinct-ids-sent'], '4.1-interactive-422': ['repeated-id'] } }, async (context) => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const warnings = new Warnings();
  await fc.assert(
    fc.asyncProperty(repeatedOptionIds(cast.customers.inWindow), async ({ kind, ids, repeated, body }) => {
      upstream.pace(6);
      const mark = upstream.mark();
      const what = `${kind} with ids ${JSON.stringify(ids)}`;
      const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: repeated });
      const sent = upstream.sendsSince(mark);
      if (!repeated) {
        expect(response.status, what).toBe(200);
        expect(sent, `${what}: sent once`).toHaveLength(1);
        return;
      }
      warnings.add(expectValidationError(response, ['id', 'buttons', 'rows', 'sections'], what));
      expect(sent, `${what}: nothing sent`).toHaveLength(0);
    }),
  );
  await warnings.report(context);
});

// Section 2.7: "detail: array of {loc: array, msg: string} naming each offending field".
check({ id: 'detail-names-each-offending-field', section: '2.7', title: 'a body with two faults, even the same fault twice, gets one validation_error whose detail names both fields', decisions: ['A3', 'A4'], asserts: { '2.1-text-max-4096': ['one-past-limit'], '2.7-validation-detail': ['detail-per-field', 'detail-two-fields', 'detail-two-fields-same-fault'] } }, async (context) => {
  const { api, upstream, world } = run();
  await run().provision();
  const warnings = new Warnings();
  const response = await api.sendMessage({ token: castOf(world).main.token, body: { type: 'text', text: 'x'.repeat(4097) }, invalidRequest: true });
  warnings.add(expectValidationError(response, ['to'], 'missing to and text over 4096'));
  const detail = (response.json as { detail: { loc: (string | number)[]; msg: string }[] }).detail;
  expect(detail.some((d) => locNames(d.loc, 'text')), `detail names text too: ${JSON.stringify(detail)}`).toBe(true);
  for (const entry of detail) expect(entry.msg.trim(), JSON.stringify(entry)).not.toBe('');
  // Two fields with the same fault (both missing) are still two offending fields.
  const bare = await api.sendMessage({ token: castOf(world).main.token, body: { type: 'text' }, invalidRequest: true });
  warnings.add(expectValidationError(bare, ['to'], 'missing to and text'));
  const bareDetail = (bare.json as { detail: { loc: (string | number)[] }[] }).detail;
  expect(bareDetail.some((d) => locNames(d.loc, 'text')), `detail names text too: ${JSON.stringify(bareDetail)}`).toBe(true);
  expect(await upstream.sends()).toHaveLength(0);
  await warnings.report(context);
});

// Section 7 names a malformed body under 422; decision A17 settles broken JSON and media types.
check({ id: 'broken-json-is-422', section: '7', title: 'syntactically broken JSON sent as application/json is 422 validation_error and sends nothing', decisions: ['A17'], asserts: { '4-json-bodies': ['broken-json-422'], '7-validation-error-422': ['broken-json'] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const headers = { authorization: `Bearer ${castOf(world).main.token}`, 'content-type': 'application/json' };
  for (const text of ['{"to": "12025550101", "text": "Hi"', '{to: 12025550101}', '{"to": "12025550101",}']) {
    const response = await api.checked.request({ method: 'POST', path: '/api/v2/messages', headers, body: text, invalidRequest: true });
    expect([response.status, codeOf(response)], JSON.stringify(text)).toEqual([422, 'validation_error']);
  }
  expect(await upstream.sends()).toHaveLength(0);
});

// Section 4.1 puts a wrong JSON type under 422 validation_error, and the body itself must be a JSON
// object (2.1); decision A17 reads JSON that is no object as a malformed body. A message that does
// not read as a field, a colon and a reason is a warning (A4); what it calls the whole body is open.
check({ id: 'json-not-object-is-422', section: '4.1', title: 'a JSON body that is not an object (null, an array, a number, a string) is 422 validation_error and sends nothing', decisions: ['A4', 'A17'], asserts: { '4-json-bodies': ['json-not-object-422'], '7-validation-error-422': ['malformed-body'] } }, async (context) => {
  const { api, upstream, world } = run();
  await run().provision();
  const headers = { authorization: `Bearer ${castOf(world).main.token}`, 'content-type': 'application/json' };
  const warnings = new Warnings();
  for (const text of ['null', '[]', '5', '"12025550101"']) {
    const response = await api.checked.request({ method: 'POST', path: '/api/v2/messages', headers, body: text, invalidRequest: true });
    expect([response.status, codeOf(response)], text).toEqual([422, 'validation_error']);
    const message = String((response.json as { message?: unknown }).message);
    const colon = message.indexOf(':');
    if (!(colon > 0 && message.slice(0, colon).trim() !== '' && message.slice(colon + 1).trim() !== '')) warnings.add(`A4: validation message for ${text} does not read "<field>: <reason>": ${JSON.stringify(message)}`);
  }
  expect(await upstream.sends()).toHaveLength(0);
  await warnings.report(context);
});

// Section 4.1: a missing `to` is 422 validation_error, and nothing is sent. Whatever else is wrong
// with the body (here a media header object with neither `link` nor an id, which a gateway may
// leave to the platform or to its template checks), the answer is a refusal and sends nothing.
check({ id: 'missing-to-refused-beside-other-faults', section: '4.1', title: 'a template send without `to` whose media header object is also incomplete is refused with a 4xx and sends nothing', decisions: ['A13'], asserts: { '2.1-to-required': ['to-missing'], '4.1-prechecks-send-nothing': ['validation-sends-nothing'] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const { to: _, ...template } = plainTemplateTo(cast.customers.inWindow);
  const mark = upstream.mark();
  const body = { ...template, template_components: [{ type: 'header', parameters: [{ type: 'image', image: {} }] }] };
  const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: true });
  expect(anyClientError(response.status), `answered ${response.status}`).toBe(true);
  expect(upstream.sendsSince(mark), 'nothing sent').toHaveLength(0);
});

// Decision A17: any 4xx (415 and 413 included, which the contract does not list, so the check
// and not the client judges them), carrying the error object of section 2.7.
check({ id: 'wrong-media-type-sends-nothing', section: '7', title: 'a valid body without a JSON Content-Type is refused with a 4xx carrying the error object, and sends nothing', decisions: ['A17'], asserts: { '4-json-bodies': ['non-json-media-type-refused'], '7-validation-error-422': [] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const body = JSON.stringify({ to: cast.customers.inWindow, type: 'text', text: 'Hi' });
  for (const type of [undefined, 'text/plain', 'application/x-www-form-urlencoded']) {
    const headers: Record<string, string> = { authorization: `Bearer ${cast.main.token}`, ...(type === undefined ? {} : { 'content-type': type }) };
    const what = type === undefined ? 'no Content-Type' : `Content-Type ${type}`;
    const response = await api.checked.request({ method: 'POST', path: '/api/v2/messages', headers, body, invalidRequest: true, statusesJudgedByCheck: anyClientError });
    expect(anyClientError(response.status), `${what}: answered ${response.status}`).toBe(true);
    expect(answerProblems({ status: response.status, text: response.text }, { format: 'public' }), `${what}: the error object`).toEqual([]);
  }
  expect(await upstream.sends()).toHaveLength(0);
});

// Section 4.1, "wrong JSON type": an `interactive` that is null or an array, even an array holding
// a valid list, is no interactive object. The property check draws such values now and then;
// these are always sent.
check({ id: 'interactive-not-an-object-is-422', section: '4.1', title: 'an interactive send whose interactive is null, an array of strings or an array holding a list is 422 validation_error naming interactive, and sends nothing', decisions: ['A3'], asserts: { '2.1-interactive-required': ['interactive-null-422', 'interactive-array-422'], '4.1-malformed-422': ['wrong-json-type'] } }, async (context) => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const warnings = new Warnings();
  const list = freeFormTo('list', cast.customers.inWindow);
  for (const [what, interactive] of [['null', null], ['an array of strings', ['list']], ['an array holding a list', [list.interactive]]] as const) {
    const mark = upstream.mark();
    const response = await api.sendMessage({ token: cast.main.token, body: { ...list, interactive }, invalidRequest: true });
    warnings.add(expectValidationError(response, ['interactive'], `interactive ${what}`));
    expect(upstream.sendsSince(mark), `interactive ${what}: nothing sent`).toHaveLength(0);
  }
  await warnings.report(context);
});

// Decisions A3, A4 and A17, reference profile: `loc` starts with its source, `message` is the
// first entry's path joined with dots, a colon and the reason.
check({ id: 'validation-message-names-first-loc', section: '2.7', title: 'loc is ["body", …path] and message is "<dotted path>: <reason>" of the first detail entry', profile: 'reference', decisions: ['A3', 'A4', 'A17'], asserts: { '2.7-validation-message-form': [], '4-json-bodies': [] } }, async () => {
  const { api, world } = run();
  await run().provision();
  const cast = castOf(world);
  const bodies = [
    { type: 'text', text: 'Hi' },
    { to: cast.customers.inWindow, type: 'text', text: 'x'.repeat(4097) },
    { to: cast.customers.inWindow, type: 'location' },
    { to: cast.customers.inWindow, type: 'interactive', interactive: { type: 'buttons', body: 'Pick', buttons: [1, 2, 3, 4].map((n) => ({ id: `b${n}`, title: `B${n}` })) } },
  ];
  for (const body of bodies) {
    const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: true });
    const { message, detail } = response.json as { message: string; detail: { loc: (string | number)[] }[] };
    const first = detail[0]!.loc;
    expect(first[0], JSON.stringify(body)).toBe('body');
    expect(message.startsWith(`${first.slice(1).join('.')}: `), `${message} vs ${JSON.stringify(first)}`).toBe(true);
  }
  // An empty body and a non-JSON media type are 422 too, located at the whole body.
  for (const [type, text] of [['text/plain', '{}'], ['application/json', '']]) {
    const answer = await api.checked.request({ method: 'POST', path: '/api/v2/messages', headers: { authorization: `Bearer ${cast.main.token}`, 'content-type': type ?? '' }, body: text, invalidRequest: true });
    expect([answer.status, (answer.json as { detail?: { loc: unknown }[] }).detail?.[0]?.loc], `${type} ${JSON.stringify(text)}`).toEqual([422, ['body']]);
  }
});
