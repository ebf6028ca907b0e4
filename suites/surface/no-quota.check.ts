// Section 8: "the service has no request-per-minute quota on any plan and sends no X-RateLimit-*
// headers and no Retry-After"; a 429 only ever comes from the platform. Section 7's notes: no
// request id and no retry-after header on a response. Decisions A60 (a modest burst with the
// platform not throttling gets no 429) and A59 (request-id headers are only a warning: a proxy
// in front of a gateway may add them).
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type TestContext } from 'vitest';
import { rateLimitHeaders, requestIdHeaders } from '../support/assertions/error-leaks.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { numberRateLimit, refusalCodes } from '../support/spec/platform-outcomes.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

// A60 allows up to 10 requests a second; ten of them, one every 100 ms, is one second of that.
const burstSize = 10;
const burstGapMs = 100;

/** Ten requests made by `request`, one every 100 ms: none is 429, and each, valid under every reading, succeeds. */
async function burst(request: (i: number) => Promise<CheckedResponse<unknown>>): Promise<void> {
  const answers: Promise<CheckedResponse<unknown>>[] = [];
  for (let i = 0; i < burstSize; i += 1) {
    if (i > 0) await sleep(burstGapMs);
    answers.push(request(i));
  }
  const statuses = (await Promise.all(answers)).map((r) => r.status);
  expect(statuses.filter((s) => s === 429), `statuses ${statuses.join(', ')}`).toEqual([]);
  expect(statuses).toEqual(Array.from({ length: burstSize }, () => 200));
}

const burstClaims = { '8-no-quota': ['burst-no-429'], '8-429-only-from-platform': ['no-429-without-platform-throttle'] };

// Text sends: a build that has only them gets the quota judged.
check({ id: 'modest-burst-no-429', section: '8', title: 'ten text sends in one second, the platform not throttling, get no 429', decisions: ['A60'], asserts: burstClaims }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  await burst(() => {
    // Six seconds of the platform's clock per send keep the pair rate limit out of reach.
    upstream.pace(6);
    return api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow) });
  });
});

check({ id: 'modest-listing-burst-no-429', section: '8', title: 'ten listings in one second get no 429', decisions: ['A60'], asserts: burstClaims }, async () => {
  await run().provision();
  const { api, world } = run();
  const cast = castOf(world);
  await burst(() => api.listTemplates({ token: cast.main.token }));
});

/** Every kind of answer a client meets: successes, refusals, platform faults, the spec, the docs, unknown paths. */
async function answerTour(): Promise<[string, CheckedResponse<unknown>][]> {
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const send = (body: Record<string, unknown>, token: string | null = cast.main.token, invalidRequest = false) => api.sendMessage({ token, body, invalidRequest });
  const seen: [string, CheckedResponse<unknown>][] = [];
  const note = async (what: string, answer: Promise<CheckedResponse<unknown>>) => seen.push([what, await answer]);
  await note('accepted send', send(textTo(cast.customers.inWindow)));
  await note('send without a token', send(textTo(cast.customers.inWindow), null));
  await note('invalid send', send({ type: 'text' }, cast.main.token, true));
  await note('send outside the window', send(textTo(cast.customers.neverWrote)));
  // One fault at a time, each lasting until cleared (a gateway may try again on its own): the
  // platform throttling the number (429), then refusing the message (502).
  await upstream.addFault({ match: { route: 'send', phoneNumberId: cast.main.id }, action: { kind: 'platform-error', code: numberRateLimit } });
  await note('send the platform throttles', send(textTo(cast.customers.inWindow)));
  await upstream.clearFaults();
  await upstream.addFault({ match: { route: 'send', phoneNumberId: cast.main.id }, action: { kind: 'platform-error', code: refusalCodes[0]! } });
  await note('send the platform refuses', send(textTo(cast.customers.inWindow)));
  await upstream.clearFaults();
  await note('listing', api.listTemplates({ token: cast.main.token }));
  await note('listing without a token', api.listTemplates({ token: null }));
  await note('listing with a bad cursor', api.listTemplates({ token: cast.main.token, cursor: 'not!a!cursor' }));
  await note('listing with a bad limit', api.listTemplates({ token: cast.main.token, limit: 0, invalidRequest: true }));
  for (const path of ['/api/v2/openapi.json', '/api/v2/docs']) await note(path, api.checked.request({ method: 'GET', path, headers: {} }));
  await note('unknown path', api.checked.request({ method: 'GET', path: '/api/v2/webhooks', headers: { authorization: `Bearer ${cast.main.token}` }, undocumented: true }));
  return seen;
}

check({ id: 'no-rate-limit-headers-anywhere', section: '8', title: 'no answer (success, refusal, platform 429 or 502, spec, docs, 404) carries X-RateLimit-* or Retry-After; request-id headers warn', decisions: ['A59'], asserts: { '7-no-extra-error-fields': ['no-retry-after'], '8-no-rate-limit-headers': ['none-on-success', 'none-on-refusal', 'none-on-platform-429'] } }, async (context: TestContext) => {
  await run().provision();
  const warnings = new Warnings();
  const seen = await answerTour();
  for (const [what, response] of seen) {
    expect(rateLimitHeaders(response.headers), `${what} (${response.status})`).toEqual([]);
    const ids = requestIdHeaders(response.headers);
    if (ids.length > 0) warnings.add(`A59: request-id headers ${ids.join(', ')} on ${what}`);
  }
  // The tour met client and platform errors, so headers were looked at where a limiter would add them.
  const statuses = seen.map(([, response]) => response.status);
  expect(statuses.some((s) => s >= 400 && s < 500) && statuses.some((s) => s >= 500), `statuses ${statuses.join(', ')}`).toBe(true);
  await warnings.report(context);
});
