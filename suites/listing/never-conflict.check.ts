// Section 7: "GET templates ... never returns 409, 429 or 502", whatever the platform is doing
// (decision A58), and an Idempotency-Key on it changes nothing (decisions A11, section 3.3).
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { rawListing } from '../support/listing/raw-listing.ts';
import type { UpstreamView } from '../support/run/upstream-view.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const forbidden = [409, 429, 502];

type FaultAction = Parameters<UpstreamView['addFault']>[0]['action'];

// Rate limits, refusals, outages and broken answers on the platform's template listing. A hang
// is left out: it would only show the target's upstream timeout, at the cost of waiting for it.
const faults: [string, FaultAction][] = [
  ['rate limit 130429', { kind: 'platform-error', code: 130429 }],
  ['rate limit 131056', { kind: 'platform-error', code: 131056 }],
  ['refusal 80007', { kind: 'platform-error', code: 80007 }],
  ['HTTP 502', { kind: 'http-status', status: 502 }],
  ['HTTP 503', { kind: 'http-status', status: 503 }],
  ['connection reset', { kind: 'reset' }],
  ['malformed body', { kind: 'malformed-body' }],
];

check({ id: 'listing-never-409-429-502', section: '7', title: 'no listing answers 409, 429 or 502: valid, paged, refused, badly authenticated or repeated at once', decisions: ['A11'], asserts: { '7-listing-statuses': ['no-409-429-502-on-listing'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const { main, shared, suspended } = castOf(world);
  const first = (await api.listTemplates({ token: main.token, limit: 2 })).json as TemplatePage;
  const requests = [
    api.listTemplates({ token: main.token }),
    api.listTemplates({ token: main.token, limit: 2, ...(first.next_cursor ? { cursor: first.next_cursor } : {}) }),
    api.listTemplates({ token: main.token, sendable: true }),
    api.listTemplates({ token: main.token, limit: 0, invalidRequest: true }),
    api.listTemplates({ token: main.token, cursor: 'not!a!cursor' }),
    api.listTemplates({ token: null }),
    api.listTemplates({ token: shared[0].token }),
    api.listTemplates({ token: suspended.token }),
    // The same keyed listing five times at once: a send would be in flight here, a listing is not.
    ...Array.from({ length: 5 }, () => rawListing(api, { token: main.token, headers: { 'idempotency-key': 'listing-burst-1' } })),
  ];
  const statuses = (await Promise.all(requests)).map((r) => r.status);
  expect(statuses.filter((s) => forbidden.includes(s)), `statuses ${statuses.join(', ')}`).toEqual([]);
});

check({ id: 'listing-upstream-fault-no-409-429-502', section: '7', title: "with the platform's template listing rate-limiting, refusing, down or broken, a listing never answers 409, 429 or 502", decisions: ['A58'], asserts: { '7-listing-statuses': ['upstream-fault-no-409-429-502'] } }, async () => {
  for (const [what, action] of faults) {
    // A fresh provisioning per fault also takes the previous fault away.
    await run().provision();
    const { api, upstream, world } = run();
    const main = castOf(world).main;
    await upstream.addFault({ match: { route: 'templates' }, action });
    for (const sendable of [undefined, true]) {
      const response = await api.listTemplates({ token: main.token, ...(sendable === undefined ? {} : { sendable }) });
      expect(forbidden, `${what}: status ${response.status}`).not.toContain(response.status);
    }
  }
});

check({ id: 'listing-served-during-outage', section: '7', title: 'during any platform fault the listing is served from the local copies, unchanged', profile: 'reference', decisions: ['A48', 'A58'], asserts: { '7-listing-statuses': ['upstream-fault-no-409-429-502'] } }, async () => {
  await run().provision();
  const main = castOf(run().world).main;
  const before = (await run().api.listTemplates({ token: main.token, limit: 100 })).json as TemplatePage;
  for (const [what, action] of faults) {
    await run().provision();
    await run().upstream.addFault({ match: { route: 'templates' }, action });
    const during = await run().api.listTemplates({ token: main.token, limit: 100 });
    expect(during.status, what).toBe(200);
    expect((during.json as TemplatePage).items, what).toEqual(before.items);
  }
});

check({ id: 'listing-idempotency-key-ignored', section: '3.3', title: 'a listing with an Idempotency-Key answers as one without it, and reusing the key on another query is neither 409 nor a replay', decisions: ['A8', 'A11'], asserts: { '7-listing-statuses': ['no-409-429-502-on-listing'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const token = castOf(world).main.token;
  const query: [string, string][] = [['limit', '3']];
  const plain = await rawListing(api, { token, query });
  const keyed = await rawListing(api, { token, query, headers: { 'idempotency-key': 'listing-key-1' } });
  const reused = await rawListing(api, { token, query: [['limit', '4']], headers: { 'idempotency-key': 'listing-key-1' } });
  expect([plain.status, keyed.status, reused.status]).toEqual([200, 200, 200]);
  const [a, b, c] = [plain, keyed, reused].map((r) => r.json as TemplatePage);
  // Items and has_more, not the cursor's bytes: a gateway may issue a fresh cursor per answer.
  expect(b!.items).toEqual(a!.items);
  expect(b!.has_more).toBe(a!.has_more);
  expect(c!.items.length, 'the reused key did not replay the limit=3 answer').toBe(4);
  for (const response of [keyed, reused]) expect(response.headers['idempotency-replayed']).not.toBe('true');
  if (b!.next_cursor && a!.next_cursor) {
    const after = async (cursor: string) => ((await api.listTemplates({ token, limit: 3, cursor })).json as TemplatePage).items;
    expect(await after(b!.next_cursor), "the keyed answer's cursor leads to the same next page").toEqual(await after(a!.next_cursor));
  }
});
