// Section 9: the legacy public shape is not served. What an integrator of that shape would still
// send to the v2 host: an API key with the `ghala_` prefix in place of the number's token, a text
// nested as `text.body`, and a reader expecting a `{success, data}` envelope or upper-case codes.
// Section 5 (a token is the number's own), 2.1 (`text` is a string), 2.6 and 2.7 (answers are the
// object itself, codes in lower case) say what v2 answers instead.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { codeOf, expectSent } from '../support/assertions/error-answer.ts';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { SendTally } from '../support/run/send-tally.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const legacyKey = 'ghala_live_4f1c2a9b7d3e8f60a1b2c3d4';

function expectNoEnvelope(json: unknown, what: string): void {
  expect(Object.keys(json as object).filter((k) => k === 'success' || k === 'data'), `${what}: envelope keys`).toEqual([]);
}

check({ id: 'legacy-shape-refused-on-v2', section: '9', title: 'on /api/v2 a ghala_ API key is 401 not_authenticated on both operations and a text nested as text.body is 422 naming text, nothing sent; a record and an error carry no success/data envelope, and codes are lower case', decisions: ['A3', 'A4'], asserts: { '9-legacy-shape-not-served': ['legacy-api-key-401', 'nested-text-body-422', 'no-success-data-envelope'] } }, async (context) => {
  await run().provision();
  const { api, world } = run();
  const cast = castOf(world);
  const tally = new SendTally(run().upstream);
  const keyed = await api.sendMessage({ token: legacyKey, body: textTo(cast.customers.inWindow) });
  const listed = await api.listTemplates({ token: legacyKey });
  for (const [what, response] of [['send', keyed], ['listing', listed]] as const) expect([response.status, codeOf(response)], `${what} with a ghala_ key`).toEqual([401, 'not_authenticated']);
  const warnings = new Warnings();
  const nested = await api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, type: 'text', text: { body: 'Your parcel is on its way.' } }, invalidRequest: true });
  warnings.add(expectValidationError(nested, ['text'], 'text nested as text.body'));
  expect(await tally.fresh(), 'nothing sent').toEqual([]);
  const sent = await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow) });
  expectSent(sent);
  for (const [what, json] of [['message record', sent.json], ['error', nested.json]] as const) expectNoEnvelope(json, what);
  expect(sent.json, 'the record itself').toHaveProperty('id');
  for (const response of [keyed, listed, nested]) expect(codeOf(response), 'codes in lower case').toMatch(/^[a-z_]+$/);
  await warnings.report(context);
});

// The listing's page, apart: a build that has written sends and not yet its listing gets the rest judged.
check({ id: 'legacy-envelope-absent-on-listing', section: '9', title: 'on /api/v2 a template page is the page itself, without a success/data envelope', asserts: { '9-legacy-shape-not-served': ['no-success-data-envelope'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const page = await api.listTemplates({ token: castOf(world).main.token });
  expect(page.status).toBe(200);
  expectNoEnvelope(page.json, 'template page');
  expect(page.json, 'the page itself').toHaveProperty('items');
});
