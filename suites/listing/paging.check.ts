// Sections 4.2 and 2.6: "Read until has_more is false"; cursors are opaque and a malformed one is
// 400 invalid_cursor. The spec profile keeps limit and filter constant within a walk and judges
// only what decisions A45 and A46 leave common to every reading.
import fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { garbageCursor } from '../support/generators/garbage-cursor.ts';
import { pageLimit } from '../support/generators/page-limit.ts';
import { listingWorld } from '../support/listing/listing-world.ts';
import { localFixtures } from '../support/listing/local-fixtures.ts';
import { expectReferencePages, expectSpecPages } from '../support/listing/paging-rules.ts';
import { repeatedIds, walkPages } from '../support/listing/walk-pages.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const listing = listingWorld(bundledWorld('default'));
// Enough for 101 templates one per page, with room for a gateway that leaves an empty last page.
const maxPages = 110;

// The main number's catalogue has 27 local templates and `limit` only 100 values, so every
// value is walked rather than a random sample of them.
check({ id: 'listing-walk-every-limit', section: '4.2', title: 'for every limit from 1 to 100, following next_cursor until has_more is false lists every local template of the number exactly once, no page over its limit', decisions: ['A45', 'A46', 'A48'], asserts: { '2.6-page-shape': ['page-shape'], '2.6-no-envelope': ['listing-not-wrapped'], '4.2-every-template': ['every-template-once'], '4.2-cursor-from-previous-page': ['next-cursor-continues'], '4.2-limit-range': ['limit-1', 'limit-100'], '4.2-read-until-no-more': ['walk-ends-when-has-more-false'] } }, async (context) => {
  await run().provision();
  const { api, world } = run();
  const main = castOf(world).main;
  const expected = localFixtures(world, main.businessAccountId).map((t) => t.id);
  const warnings = new Warnings();
  for (let limit = 1; limit <= 100; limit += 1) {
    const walk = await walkPages(api, { caller: { token: main.token }, limitOf: () => limit, maxPages });
    const what = `limit ${limit}`;
    warnings.add(expectSpecPages(walk, what));
    expect(repeatedIds(walk.items), `${what}: listed twice`).toEqual([]);
    expect(expected.filter((id) => !walk.items.some((t) => t.id === id)), `${what}: never listed`).toEqual([]);
  }
  await warnings.report(context);
});

check({ id: 'listing-walk-any-catalogue', section: '4.2', title: 'for catalogues of 0 to 38 templates (one with shared creation times) and any limit, a walk lists each template exactly once', decisions: ['A45', 'A46'], asserts: { '4.2-every-template': ['every-template-once'], '4.2-cursor-from-previous-page': ['next-cursor-continues'], '4.2-read-until-no-more': ['walk-ends-when-has-more-false'] } }, async (context) => {
  const { world, accounts } = listing;
  await run().provision(world);
  // The largest catalogues are walked in the next check, with limits that keep the walks short.
  const small = accounts.filter((a) => a.templateIds.length < 99);
  const warnings = new Warnings();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...small), pageLimit, async (account, limit) => {
      const walk = await walkPages(run().api, { caller: { token: account.token }, limitOf: () => limit, maxPages });
      const what = `${account.templateIds.length} templates${account.ties ? ' with shared times' : ''}, limit ${limit}`;
      warnings.add(expectSpecPages(walk, what));
      expect(walk.items.map((t) => t.id).sort(), what).toEqual([...account.templateIds].sort());
    }),
  );
  await warnings.report(context);
});

// The property above picks catalogues at random; this walk always meets the shared creation
// times, with limits that end pages both inside and at the edge of a group of four.
check({ id: 'listing-walk-shared-times', section: '4.2', title: 'a catalogue whose templates share creation times in groups of four, walked with limit 1, 3 and 5, lists each template exactly once', decisions: ['A42', 'A45', 'A46'], asserts: { '4.2-every-template': ['every-template-once', 'shared-creation-times'], '4.2-read-until-no-more': ['walk-ends-when-has-more-false'] } }, async (context) => {
  const { world, accounts } = listing;
  await run().provision(world);
  const account = accounts.find((a) => a.ties);
  if (!account) throw new Error('the listing world has no catalogue with shared creation times');
  const warnings = new Warnings();
  for (const limit of [1, 3, 5]) {
    const walk = await walkPages(run().api, { caller: { token: account.token }, limitOf: () => limit, maxPages });
    const what = `${account.templateIds.length} templates with shared times, limit ${limit}`;
    warnings.add(expectSpecPages(walk, what));
    expect(repeatedIds(walk.items), `${what}: listed twice`).toEqual([]);
    expect(walk.items.map((t) => t.id).sort(), `${what}: every template listed`).toEqual([...account.templateIds].sort());
  }
  await warnings.report(context);
});

check({ id: 'listing-walk-around-max-limit', section: '4.2', title: 'catalogues of 99, 100 and 101 templates walked with limit 100, 50 and the default each list every template exactly once', decisions: ['A45', 'A46'], asserts: { '4.2-cursor-from-previous-page': ['next-cursor-continues'], '4.2-read-until-no-more': ['walk-ends-when-has-more-false', 'walk-at-99-100-101'] } }, async (context) => {
  const { world, accounts } = listing;
  await run().provision(world);
  const warnings = new Warnings();
  for (const account of accounts.filter((a) => a.templateIds.length >= 99)) {
    for (const limit of [100, 50, undefined]) {
      const walk = await walkPages(run().api, { caller: { token: account.token }, limitOf: () => limit, maxPages });
      const what = `${account.templateIds.length} templates, limit ${String(limit ?? 'left out')}`;
      warnings.add(expectSpecPages(walk, what));
      expect(walk.items.map((t) => t.id).sort(), what).toEqual([...account.templateIds].sort());
    }
  }
  await warnings.report(context);
});

check({ id: 'listing-large-catalogue-exact-pages', section: '4.2', title: 'catalogues of 99, 100 and 101 templates, walked with changing limits up to 100, come in full pages, newest first, with no empty last page', profile: 'reference', decisions: ['A42', 'A45', 'A46'], asserts: { '4.2-newest-first': ['newest-first-within-page', 'newest-first-across-pages'], '4.2-read-until-no-more': ['walk-ends-when-has-more-false', 'walk-at-99-100-101'] } }, async () => {
  const { world, accounts } = listing;
  await run().provision(world);
  for (const account of accounts.filter((a) => a.templateIds.length >= 99)) {
    for (const limits of [[100], [1, 100], [99, 1, 1], [50, 100]]) {
      const walk = await walkPages(run().api, { caller: { token: account.token }, limitOf: (n) => limits[n % limits.length], maxPages });
      const what = `${account.templateIds.length} templates, limits ${limits.join(',')}`;
      expectReferencePages(walk, what);
      expect(walk.items.map((t) => t.id), what).toEqual(account.templateIds);
    }
  }
});

check({ id: 'listing-garbage-cursor-400', section: '4.2', title: 'a cursor that is clear garbage is 400 invalid_cursor', decisions: ['A45'], asserts: { '4.2-malformed-cursor-400': ['cursor-garbage'], '7-invalid-cursor-400': ['malformed-cursor'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const main = castOf(world).main;
  await fc.assert(
    fc.asyncProperty(garbageCursor, async (cursor) => {
      const response = await api.listTemplates({ token: main.token, cursor });
      expect([response.status, codeOf(response)], JSON.stringify(cursor)).toEqual([400, 'invalid_cursor']);
    }),
  );
});

check({ id: 'listing-walk-changing-limit', section: '4.2', title: 'a cursor holds a position: each page may ask another limit, pages are full until the last, and the walk is complete and newest first', profile: 'reference', decisions: ['A42', 'A45', 'A46'], asserts: { '4.2-newest-first': ['newest-first-within-page', 'newest-first-across-pages'], '4.2-read-until-no-more': ['walk-ends-when-has-more-false', 'walk-at-99-100-101'] } }, async () => {
  const { world, accounts } = listing;
  await run().provision(world);
  // Small catalogues keep the walks short; the largest ones are walked below with set limits.
  const small = accounts.filter((a) => a.templateIds.length < 99);
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...small), fc.array(pageLimit, { minLength: 1, maxLength: 12 }), async (account, limits) => {
      const limitOf = (n: number) => limits[n % limits.length];
      const walk = await walkPages(run().api, { caller: { token: account.token }, limitOf, maxPages });
      const what = `${account.templateIds.length} templates, limits ${limits.join(',')}`;
      expectReferencePages(walk, what);
      expect(walk.items.map((t) => t.id), what).toEqual(account.templateIds);
    }),
  );
});

check({ id: 'listing-cursor-tamper-and-foreign', section: '4.2', title: 'an empty, truncated or edited cursor, or one issued to another number of the same account or under another sendable filter, is 400 invalid_cursor', profile: 'reference', decisions: ['A45'], asserts: { '4.2-malformed-cursor-400': ['cursor-empty-400-or-first-page'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const { main, noTakeover } = castOf(world);
  const next = async (token: string, sendable?: boolean) => {
    const page = (await api.listTemplates({ token, limit: 2, ...(sendable === undefined ? {} : { sendable }) })).json as TemplatePage;
    if (page.next_cursor === null) throw new Error('the first page of two templates should have a next_cursor');
    return page.next_cursor;
  };
  const cursor = await next(main.token);
  const middle = Math.floor(cursor.length / 2);
  const edited = `${cursor.slice(0, middle)}${cursor[middle] === 'A' ? 'B' : 'A'}${cursor.slice(middle + 1)}`;
  const cases: [string, { cursor: string; sendable?: boolean }][] = [
    ['empty', { cursor: '' }],
    ['truncated', { cursor: cursor.slice(0, -1) }],
    ['edited', { cursor: edited }],
    ['of another number', { cursor: await next(noTakeover.token) }],
    ['of sendable=true, read unfiltered', { cursor: await next(main.token, true) }],
    ['unfiltered, read as sendable=false', { cursor, sendable: false }],
  ];
  for (const [what, request] of cases) {
    const response = await api.listTemplates({ token: main.token, ...request });
    expect([response.status, codeOf(response)], what).toEqual([400, 'invalid_cursor']);
  }
});
