// Sections 4.1, 5 and 7 give no order between refusals; decision A13 records the reference's:
// 401 → 402 plan → 403 suspended → number resolution → body validation → idempotency → template
// checks → window → contact limit. These checks hold the reference (profile `reference`) to the
// crossings it is cheap to build; the spec profile's two crossings live beside 401 and 402.
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

interface Crossing {
  what: string;
  token: string;
  phoneNumberId?: string;
  body: Record<string, unknown>;
  invalid: boolean;
  expected: [number, string];
}

async function expectWinners(crossings: Crossing[]): Promise<void> {
  const { api, upstream } = run();
  await run().provision();
  for (const c of crossings) {
    const mark = upstream.mark();
    const response = await api.sendMessage({ token: c.token, body: c.body, invalidRequest: c.invalid, ...(c.phoneNumberId === undefined ? {} : { phoneNumberId: c.phoneNumberId }) });
    expect([response.status, codeOf(response)], c.what).toEqual(c.expected);
    expect(upstream.sendsSince(mark), `${c.what}: nothing sent`).toHaveLength(0);
  }
}

// A body missing both `to` and `text`: invalid under any reading.
const brokenBody = { type: 'text' };

check({ id: 'access-refusals-before-validation', section: '7', title: 'plan, suspension and number resolution refusals win over an invalid body', profile: 'reference', decisions: ['A13'], asserts: { '4.1-prechecks-send-nothing': [], '5.4-no-api-plan-402': [], '5.5-suspended-403': [] } }, async () => {
  const cast = castOf(run().world);
  await expectWinners([
    { what: 'plan without API, invalid body', token: cast.planWithoutApi.token, body: brokenBody, invalid: true, expected: [402, 'plan_feature_locked'] },
    { what: 'suspended workspace, invalid body', token: cast.suspended.token, body: brokenBody, invalid: true, expected: [403, 'account_suspended'] },
    { what: 'shared token without header, invalid body', token: cast.shared[0].token, body: brokenBody, invalid: true, expected: [400, 'ambiguous_number'] },
    { what: 'other number named, invalid body', token: cast.main.token, phoneNumberId: cast.noTakeover.id, body: brokenBody, invalid: true, expected: [403, 'number_not_for_token'] },
  ]);
});

check({ id: 'validation-before-window', section: '7', title: 'an invalid free-form body outside the window is 422 validation_error, not 409', profile: 'reference', decisions: ['A13'], asserts: { '2.1-text-max-4096': [], '4.1-prechecks-send-nothing': [], '8-payload-limits-local': [] } }, async () => {
  const cast = castOf(run().world);
  const tooLong = { to: cast.customers.windowClosed, type: 'text', text: 'x'.repeat(4097) };
  await expectWinners([{ what: 'text over 4096 to a closed window', token: cast.main.token, body: tooLong, invalid: true, expected: [422, 'validation_error'] }]);
});

check({ id: 'template-checks-before-contact-limit', section: '7', title: 'at the contact limit, an unknown template or language is refused as such, not 402', profile: 'reference', decisions: ['A13'], asserts: { '4.1-prechecks-send-nothing': [], '4.1-template-not-found-422': [], '4.1-wrong-language-400': [] } }, async () => {
  const cast = castOf(run().world);
  const to = cast.customers.neverWrote;
  await expectWinners([
    { what: 'unknown template to a new number', token: cast.atContactLimit.token, body: { to, type: 'template', template_name: 'no_such_template', template_language: 'en_US' }, invalid: false, expected: [422, 'template_not_found'] },
    { what: 'unapproved language to a new number', token: cast.atContactLimit.token, body: { to, type: 'template', template_name: 'thank_you', template_language: 'fr' }, invalid: false, expected: [400, 'invalid_template'] },
  ]);
});
