// Section 7: each code comes with the one status the catalogue gives it, and a send may answer
// with any code of the catalogue. Every code an outside caller can bring about is provoked here,
// on the operations that may answer it (a send: all but invalid_cursor; a listing: the auth, plan
// and query codes), and its answer must carry the table's status. Two codes are left out: a 500
// internal_error cannot be caused from outside, and idempotency_in_progress needs a send still
// running (idempotency-states.check.ts holds one). The spec's table is the oracle. The codes a text
// send can be led to are led out of a text; the codes of templates have a check of their own.
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { errorBodyLeaks, stackTraceIn } from '../support/assertions/error-leaks.ts';
import { check } from '../support/checks/check.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { plainTemplateTo, textTo } from '../support/run/send-examples.ts';
import { onNextSend } from '../support/run/upstream-faults.ts';
import { numberRateLimit, refusalCodes } from '../support/spec/platform-outcomes.ts';
import { specErrorTable } from '../support/spec/error-table.ts';
import { bodyWith, templateSend, textValue } from '../support/spec/template-components.ts';
import { castOf, type Cast } from '../support/world/cast.ts';
import { withWindowOpen } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();

const statusOf = (code: string) => specErrorTable.find((entry) => entry.code === code)?.status;

/**
 * Expects the answer to carry `code` at the status the table gives that code, and, as section 7's
 * notes say of every error answer, no platform code (`platformCode` when the platform gave one),
 * retry flag, request id or stack trace in its body.
 */
function expectPair(response: CheckedResponse<unknown>, code: string, what: string, platformCode?: number): void {
  const status = statusOf(code);
  if (status === undefined) throw new Error(`section 7's table has no code ${code}`);
  expect([response.status, codeOf(response)], `${what}: ${code} comes with ${status}`).toEqual([status, code]);
  expect(errorBodyLeaks(response.json, platformCode), `${what}: the error body`).toEqual([]);
  expect(stackTraceIn(response.text), `${what}: the error body`).toBeUndefined();
}

const defaultWorld = bundledWorld('default');
const defaultCast = castOf(defaultWorld);
// The customer inside the window wrote to the no-API and the suspended numbers too, so their
// codes come from a text, the send a build has first.
const windowOpen = withWindowOpen(defaultWorld, defaultCast.customers.inWindow, [defaultCast.planWithoutApi.id, defaultCast.suspended.id]);

type Send = (token: string | null, body: Record<string, unknown>, more?: { phoneNumberId?: string; idempotencyKey?: string; invalidRequest?: boolean }) => Promise<CheckedResponse<unknown>>;

async function provisioned(): Promise<{ cast: Cast; send: Send }> {
  await run().provision(windowOpen);
  const { api } = run();
  return { cast: castOf(windowOpen), send: (token, body, more = {}) => api.sendMessage({ token, body, ...more }) };
}

// Every code a text send can be led to: a build with text sends gets the pairing judged.
check({ id: 'send-codes-at-table-status', section: '7', title: 'every code a text send can be led to answer comes with the status section 7 gives it, its body free of platform codes, retry flags, request ids and stack traces', decisions: ['A59'], asserts: { '7-code-status-pairs': ['send-codes-at-table-status'], '7-send-any-code': ['send-answers-each-code'], '7-no-extra-error-fields': ['every-status-clean'] } }, async () => {
  const { cast, send } = await provisioned();
  const { upstream } = run();
  const to = cast.customers.inWindow;
  expectPair(await send(cast.shared[0].token, textTo(to)), 'ambiguous_number', 'a shared token naming no number');
  expectPair(await send('no-such-token-7f3a', textTo(to)), 'not_authenticated', 'an unknown token');
  expectPair(await send(cast.planWithoutApi.token, textTo(to)), 'plan_feature_locked', 'a plan without API access');
  expectPair(await send(cast.main.token, textTo(to), { phoneNumberId: cast.noTakeover.id }), 'number_not_for_token', 'another number named');
  expectPair(await send(cast.suspended.token, textTo(to)), 'account_suspended', 'a suspended workspace');
  expectPair(await send(cast.main.token, textTo(cast.customers.neverWrote)), 'outside_messaging_window', 'free-form to a customer who never wrote');
  expect((await send(cast.main.token, textTo(to, 'First use of the key.'), { idempotencyKey: 'pairs-key-1' })).status, 'the key’s first send').toBe(200);
  expectPair(await send(cast.main.token, textTo(to, 'Another body, same key.'), { idempotencyKey: 'pairs-key-1' }), 'idempotency_key_reused', 'the key again with another body');
  expectPair(await send(cast.main.token, { to, type: 'text' }, { invalidRequest: true }), 'validation_error', 'a text send without text');
  await upstream.addFault(onNextSend(cast.main.id, { kind: 'platform-error', code: numberRateLimit }));
  expectPair(await send(cast.main.token, textTo(to, 'Throttled by the platform.')), 'rate_limited', 'the platform throttles the number', numberRateLimit);
  await upstream.addFault(onNextSend(cast.main.id, { kind: 'platform-error', code: refusalCodes[0]! }));
  expectPair(await send(cast.main.token, textTo(to, 'Refused by the platform.')), 'send_failed', 'the platform refuses the message', refusalCodes[0]);
});

// The codes only a template send leads to, beside the text send's: between them every code a send
// can answer is led out of one.
check({ id: 'template-send-codes-at-table-status', section: '7', title: 'every code only a template send can be led to answer comes with the status section 7 gives it, its body free of platform codes, retry flags, request ids and stack traces', decisions: ['A59'], asserts: { '7-code-status-pairs': ['send-codes-at-table-status'], '7-send-any-code': ['send-answers-each-code'], '7-no-extra-error-fields': ['every-status-clean'] } }, async () => {
  const { cast, send } = await provisioned();
  const to = cast.customers.inWindow;
  expectPair(await send(cast.main.token, templateSend(to, 'thank_you', 'fr')), 'invalid_template', 'a language the template lacks');
  expectPair(await send(cast.atContactLimit.token, plainTemplateTo(cast.customers.neverWrote)), 'plan_limit_reached', 'a new number at the contact limit');
  expectPair(await send(cast.main.token, templateSend(to, 'otp_login', 'en_US', [bodyWith(textValue(''))])), 'invalid_one_time_code', 'an empty code');
  expectPair(await send(cast.main.token, templateSend(to, 'no_such_template', 'en_US')), 'template_not_found', 'a template the account lacks');
});

check({ id: 'listing-codes-at-table-status', section: '7', title: 'every code a listing can be led to answer comes with the status section 7 gives it, its body free of platform codes, retry flags, request ids and stack traces', decisions: ['A59'], asserts: { '7-code-status-pairs': ['listing-codes-at-table-status'], '7-no-extra-error-fields': ['every-status-clean'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const cast = castOf(world);
  expectPair(await api.listTemplates({ token: cast.main.token, cursor: 'not-a-cursor-%%' }), 'invalid_cursor', 'a malformed cursor');
  expectPair(await api.listTemplates({ token: cast.shared[0].token }), 'ambiguous_number', 'a shared token naming no number');
  expectPair(await api.listTemplates({ token: 'no-such-token-7f3a' }), 'not_authenticated', 'an unknown token');
  expectPair(await api.listTemplates({ token: cast.planWithoutApi.token }), 'plan_feature_locked', 'a plan without API access');
  expectPair(await api.listTemplates({ token: cast.main.token, phoneNumberId: cast.noTakeover.id }), 'number_not_for_token', 'another number named');
  expectPair(await api.listTemplates({ token: cast.suspended.token }), 'account_suspended', 'a suspended workspace');
  expectPair(await api.listTemplates({ token: cast.main.token, limit: 0, invalidRequest: true }), 'validation_error', 'limit 0');
});
