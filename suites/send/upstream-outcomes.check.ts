// Section 7 (and 8): what a send answers when the platform does not accept it. A platform rate
// limit is 429 rate_limited, a refusal 502 send_failed with the reason as prose, an outage 502
// (or 500, decision A57). Each is judged on a text send, which a build has first; template and
// media sends have their own checks where the platform's answer to them differs. No answer carries a stack trace, the platform's numeric code, a retry
// flag, a request id, `Retry-After` or `X-RateLimit-*` headers.
import { expect, type TestContext } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { errorBodyLeaks, rateLimitHeaders, requestIdHeaders, stackTraceIn } from '../support/assertions/error-leaks.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import { freeFormTo, plainTemplateTo } from '../support/run/send-examples.ts';
import { useRun } from '../support/run/harness-run.ts';
import { mediaRefusal, numberRateLimit, outages, referenceRateMapping, refusalCodes, type FaultAction } from '../support/spec/platform-outcomes.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

/**
 * One send of `kind` as the main number while the platform answers `action`. A refusal is planted
 * once, and the send must reach the platform exactly once (a gateway that never asked would leave
 * it behind; one that asked again would send what the platform refused). Outages and throttling
 * last until lifted, so a gateway that retries on its own meets them again; it must have asked at
 * least once.
 */
async function sendAgainst(action: FaultAction, kind: 'text' | 'image' | 'template', lasting = false): Promise<CheckedResponse<unknown>> {
  const { api, upstream, world } = run();
  const cast = castOf(world);
  await given('the platform is set to fail the send', () => upstream.addFault({ match: { route: 'send', phoneNumberId: cast.main.id }, ...(lasting ? {} : { times: 1 }), action }));
  const body = kind === 'template' ? plainTemplateTo(cast.customers.inWindow) : freeFormTo(kind, cast.customers.inWindow);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.main.token, body });
  const asked = upstream.sendsSince(mark).length;
  if (lasting) {
    await upstream.clearFaults();
    expect(asked, `the ${kind} send reached the platform`).toBeGreaterThan(0);
  } else {
    expect(asked, `the ${kind} send reached the platform once`).toBe(1);
  }
  return response;
}

/** What section 7's notes and section 8 rule out on an error answer; request-id headers only warn (A59). */
function expectCleanError(response: CheckedResponse<unknown>, what: string, warnings: Warnings, platformCode?: number): void {
  const message = (response.json as { message?: unknown } | undefined)?.message;
  expect(typeof message === 'string' && message.trim().length > 0, `${what}: a non-empty message`).toBe(true);
  expect(stackTraceIn(response.text), what).toBeUndefined();
  expect(errorBodyLeaks(response.json, platformCode), what).toEqual([]);
  expect(rateLimitHeaders(response.headers), `${what}: rate-limit headers`).toEqual([]);
  const ids = requestIdHeaders(response.headers);
  if (ids.length > 0) warnings.add(`A59: request-id headers ${ids.join(', ')} on ${what}`);
}

function answerOf(response: CheckedResponse<unknown>): [number, string | undefined] {
  return [response.status, codeOf(response)];
}

// Section 7: `rate_limited` 429, "the upstream platform is rate-limiting this number"; section 8:
// no `Retry-After`, no `X-RateLimit-*`. A statement about sends in general, judged on a text send
// (the simplest a build has); the template send's own check follows.
const rateLimitClaims = { '7-rate-limited-429': ['platform-throttles'], '7-no-extra-error-fields': ['no-platform-code', 'no-retry-flag', 'no-request-id', 'no-retry-after'], '8-no-rate-limit-headers': ['none-on-platform-429'], '8-429-only-from-platform': ['platform-429-passed-on'] };

async function rateLimited(context: TestContext, kind: 'text' | 'template'): Promise<void> {
  await run().provision();
  const warnings = new Warnings();
  // Lasting: a gateway may retry a throttled send itself, as long as it answers 429 in the end.
  const response = await sendAgainst({ kind: 'platform-error', code: numberRateLimit }, kind, true);
  expect(answerOf(response), kind).toEqual([429, 'rate_limited']);
  expectCleanError(response, `130429 on a ${kind} send`, warnings, numberRateLimit);
  await warnings.report(context);
}

check({ id: 'platform-rate-limit-is-429', section: '7', title: 'the platform throttling the number (130429) on a text send is 429 rate_limited without retry or rate-limit headers', decisions: ['A57', 'A59'], asserts: rateLimitClaims }, (context: TestContext) => rateLimited(context, 'text'));

check({ id: 'platform-rate-limit-on-template-is-429', section: '7', title: 'the platform throttling the number (130429) on a template send is 429 rate_limited without retry or rate-limit headers', decisions: ['A57', 'A59'], asserts: rateLimitClaims }, (context: TestContext) => rateLimited(context, 'template'));

// Section 7: `send_failed` 502, "the platform refused the message; reason in message"; the
// response carries no numeric upstream code, no retryable flag, no request id. The refusal codes
// are few, so every one is tried: on a text send, then on a template send with the details the
// platform gives template refusals (section 7's notes), then, for the media codes, on a media send.
const refusalClaims = { '2.7-code-and-message': ['code-and-message'], '7-send-failed-502': ['platform-refusal'], '7-502-reason-is-prose': ['refusal-prose-only'], '7-no-extra-error-fields': ['no-platform-code', 'no-retry-flag', 'no-request-id', 'no-retry-after'] };

async function refusedEach(context: TestContext, kind: 'text' | 'image' | 'template', codes: readonly number[], details?: string): Promise<void> {
  await run().provision();
  const warnings = new Warnings();
  for (const code of codes) {
    const response = await sendAgainst({ kind: 'platform-error', code, ...(details === undefined ? {} : { details }) }, kind);
    const what = `platform ${code} on a${kind === 'image' ? 'n' : ''} ${kind} send`;
    expect(answerOf(response), what).toEqual([502, 'send_failed']);
    expectCleanError(response, what, warnings, code);
  }
  await warnings.report(context);
}

check({ id: 'platform-refusal-is-502', section: '7', title: 'every platform refusal of a text send is 502 send_failed with a prose reason and no platform code', decisions: ['A57', 'A59'], asserts: refusalClaims }, (context: TestContext) => refusedEach(context, 'text', refusalCodes));

check({ id: 'platform-refusal-on-template-is-502', section: '7', title: 'every platform refusal of a template send, with its details, is 502 send_failed with a prose reason and no platform code', decisions: ['A57', 'A59'], asserts: refusalClaims }, (context: TestContext) =>
  refusedEach(context, 'template', refusalCodes, 'The recipient cannot receive this message right now'),
);

// Section 7's notes: media failures surface as 502. The platform's media refusal on a media send.
check({ id: 'media-refusal-is-502', section: '7', title: 'the platform refusing the media of an image send (131053) is 502 send_failed with a prose reason and no platform code', decisions: ['A57', 'A59'], asserts: { ...refusalClaims, '7-media-failures-502': ['media-refusal-502'] } }, (context: TestContext) =>
  refusedEach(context, 'image', [mediaRefusal], 'Media download failed'),
);

// Decision A57: an outage is 502 send_failed (preferred) or 500 internal_error (accepted, noted).
check({ id: 'platform-outage-is-502-or-500', section: '7', title: 'a platform outage (5xx, reset, broken body) is 502 send_failed or 500 internal_error, never a stack trace', decisions: ['A57', 'A59'], asserts: { '7-send-failed-502': [], '7-502-reason-is-prose': ['outage-prose-only'], '7-no-extra-error-fields': ['no-platform-code'] } }, async (context: TestContext) => {
  await run().provision();
  const warnings = new Warnings();
  for (const { name, action } of outages) {
    const response = await sendAgainst(action, 'text', true);
    expect([[502, 'send_failed'], [500, 'internal_error']], name).toContainEqual(answerOf(response));
    if (response.status === 500) warnings.add(`A57: ${name} answered 500 internal_error; 502 send_failed is preferred`);
    expectCleanError(response, name, warnings, action.kind === 'platform-error' ? action.code : undefined);
  }
  await warnings.report(context);
});

// Section 8: "sends no X-RateLimit-* headers and no Retry-After" — on successes too.
check({ id: 'no-rate-limit-headers-on-success', section: '8', title: 'a successful send carries no Retry-After or X-RateLimit-* header', asserts: { '8-no-rate-limit-headers': ['none-on-success'] } }, async () => {
  const { api, world } = run();
  await run().provision();
  const cast = castOf(world);
  const response = await api.sendMessage({ token: cast.main.token, body: freeFormTo('text', cast.customers.inWindow) });
  expect(response.status).toBe(200);
  expect(rateLimitHeaders(response.headers)).toEqual([]);
});

// Decision A57, reference profile: the exact mapping the reference chose.
check({ id: 'platform-outcomes-as-reference', section: '7', title: '131056 is 429, codes 4 and 80007 are 502, and every outage is 502 send_failed', profile: 'reference', decisions: ['A57'], asserts: { '7-rate-limited-429': ['platform-throttles'], '8-429-only-from-platform': ['platform-429-passed-on'] } }, async () => {
  await run().provision();
  for (const { code, status, answer } of referenceRateMapping) {
    expect(answerOf(await sendAgainst({ kind: 'platform-error', code }, 'text')), `platform ${code}`).toEqual([status, answer]);
  }
  for (const { name, action } of outages) expect(answerOf(await sendAgainst(action, 'text', true)), name).toEqual([502, 'send_failed']);
});
