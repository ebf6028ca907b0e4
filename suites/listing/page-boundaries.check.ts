// Sections 4.2, 2.6 and 8: `limit` defaults to 25, and a listing is read until `has_more` is
// false. Catalogues of 24, 25, 26 and 30 templates sit on either side of the default page. The
// spec profile judges what decisions A45 and A46 leave common to every reading: a listing without
// `limit` pages exactly as one asking for 25 (whatever fill a build chooses), never over 25 a page,
// more announced while templates are left, every template once. The reference profile adds its
// own full pages and strict `has_more` / `next_cursor` pairing.
import { expect } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { listingWorld, type SizedAccount } from '../support/listing/listing-world.ts';
import { expectSpecPages } from '../support/listing/paging-rules.ts';
import { repeatedIds, walkPages, type Walk } from '../support/listing/walk-pages.ts';
import { useRun } from '../support/run/harness-run.ts';

const run = useRun();
const listing = listingWorld(bundledWorld('default'), [24, 25, 26, 30]);

function accountOf(size: number): SizedAccount {
  const account = listing.accounts.find((a) => !a.ties && a.templateIds.length === size);
  if (!account) throw new Error(`the listing world has no catalogue of ${size} templates`);
  return account;
}

/** Each page of a walk as what a reader sees of it: its templates and whether more follow. */
const pagesOf = (walk: Walk) => walk.pages.map(({ page }) => ({ items: page.items.map((t) => t.id), has_more: page.has_more }));

check({ id: 'listing-default-page-at-25-and-30', section: '4.2', title: 'without limit, catalogues of 24, 25, 26 and 30 templates page exactly as with limit=25 (the same templates on each page, the same has_more), each template once and no page over 25; the first page of 26 and of 30 says more follow', decisions: ['A45', 'A46'], asserts: { '4.2-limit-range': ['default-pages-as-limit-25', 'default-25-of-30-has-more'] } }, async (context) => {
  await run().provision(listing.world);
  const warnings = new Warnings();
  for (const size of [24, 25, 26, 30]) {
    const account = accountOf(size);
    const walk = await walkPages(run().api, { caller: { token: account.token }, limitOf: () => undefined, maxPages: 40 });
    const asked = await walkPages(run().api, { caller: { token: account.token }, limitOf: () => 25, maxPages: 40 });
    const what = `${size} templates, limit left out`;
    warnings.add(expectSpecPages(walk, what));
    expect(pagesOf(walk), `${what}: the pages of limit=25`).toEqual(pagesOf(asked));
    expect(repeatedIds(walk.items), `${what}: listed twice`).toEqual([]);
    expect(walk.items.map((t) => t.id).sort(), `${what}: every template listed`).toEqual([...account.templateIds].sort());
    // At most 25 fit on the first page, so with more it cannot be the last one.
    if (size > 25) expect(walk.pages[0]?.page.has_more, `${what}: has_more on the first page`).toBe(true);
  }
  await warnings.report(context);
});

check({ id: 'listing-default-page-exact-at-25-and-30', section: '4.2', title: 'without limit, exactly 25 templates come as one page with has_more false and no cursor; 30 come as 25 with a cursor, then 5', profile: 'reference', decisions: ['A45', 'A46'] }, async () => {
  await run().provision(listing.world);
  const expected: Record<number, [number, boolean, string][]> = {
    25: [[25, false, 'object']],
    30: [
      [25, true, 'string'],
      [5, false, 'object'],
    ],
  };
  for (const size of [25, 30]) {
    const account = accountOf(size);
    const walk = await walkPages(run().api, { caller: { token: account.token }, limitOf: () => undefined, maxPages: 40 });
    const shapes = walk.pages.map(({ page }) => [page.items.length, page.has_more, typeof page.next_cursor]);
    expect(shapes, `${size} templates: items, has_more and the type of next_cursor of each page`).toEqual(expected[size]);
    expect(walk.items.map((t) => t.id), `${size} templates: newest first`).toEqual(account.templateIds);
  }
});

/** A second-page cursor of `account`, asked with limit 10 (and `sendable` when given). */
async function secondPageCursor(account: SizedAccount, sendable?: boolean): Promise<string> {
  const page = (await run().api.listTemplates({ token: account.token, limit: 10, ...(sendable === undefined ? {} : { sendable }) })).json as TemplatePage;
  if (!page.has_more || typeof page.next_cursor !== 'string') throw new Error(`the first page of 10 out of ${account.templateIds.length} templates should have a next_cursor`);
  return page.next_cursor;
}

/** `cursor` with the character at `at` replaced by another one of the same kind. */
function flipped(cursor: string, at: number): string {
  const char = cursor.charAt(at);
  const other = /[0-9]/.test(char) ? String((Number(char) + 1) % 10) : /[a-z]/.test(char) ? (char === 'a' ? 'b' : 'a') : /[A-Z]/.test(char) ? (char === 'A' ? 'B' : 'A') : char === '-' ? '_' : '-';
  return `${cursor.slice(0, at)}${other}${cursor.slice(at + 1)}`;
}

// Decisions A45 and A92: a cursor is opaque, so whether a damaged one, or one issued to another
// number or filter, still reads as some position is the gateway's affair (a cursor that does not
// hold its filter reads the same under both). What a cursor can never do is fail any other way
// than 400 invalid_cursor, or reach past the number it is read for.
check({ id: 'listing-damaged-cursor', section: '4.2', title: 'a cursor cut short or with one character changed, or issued to another number or under another sendable filter, is 400 invalid_cursor or a page of the number\'s own templates within the limit, never another answer', decisions: ['A45', 'A92'], asserts: { '4.2-every-template': ['cursor-never-leaves-number'] } }, async () => {
  await run().provision(listing.world);
  const account = accountOf(30);
  const own = new Set(listing.world.business_accounts.find((a) => a.id === account.businessAccountId)?.templates.map((t) => t.id));
  const cursor = await secondPageCursor(account);
  const middle = Math.floor(cursor.length / 2);
  const damaged: [string, string][] = [
    ['cut by one character', cursor.slice(0, -1)],
    ['cut in half', cursor.slice(0, middle)],
    ['first character changed', flipped(cursor, 0)],
    ['middle character changed', flipped(cursor, middle)],
    ['last character changed', flipped(cursor, cursor.length - 1)],
    // Sound cursors, read where they were not issued: the listing is still the caller's own.
    ['issued to another number', await secondPageCursor(accountOf(25))],
    ['issued under sendable=true', await secondPageCursor(account, true)],
  ];
  for (const [what, value] of damaged) {
    const response = await run().api.listTemplates({ token: account.token, limit: 10, cursor: value });
    if (response.status === 400) {
      expect(codeOf(response), what).toBe('invalid_cursor');
      continue;
    }
    expect(response.status, `${what}: 400 invalid_cursor or a page`).toBe(200);
    const page = response.json as TemplatePage;
    expect(page.items.length, `${what}: within the limit`).toBeLessThanOrEqual(10);
    expect(page.items.filter((t) => !own.has(t.id)).map((t) => t.id), `${what}: templates of another account`).toEqual([]);
  }
});

// Decision A92: an empty cursor holds no position, so it is malformed, or read as a cursor left
// out (as an empty `sendable` may be, A43): 400 invalid_cursor, or the first page itself.
check({ id: 'listing-empty-cursor', section: '4.2', title: 'an empty cursor is 400 invalid_cursor or the first page, exactly as without a cursor, never another answer', decisions: ['A43', 'A92'], asserts: { '4.2-malformed-cursor-400': ['cursor-empty-400-or-first-page'] } }, async () => {
  await run().provision(listing.world);
  const account = accountOf(30);
  for (const limit of [10, undefined]) {
    const what = `an empty cursor, limit ${String(limit ?? 'left out')}`;
    const response = await run().api.listTemplates({ token: account.token, cursor: '', ...(limit === undefined ? {} : { limit }) });
    if (response.status === 400) {
      expect(codeOf(response), what).toBe('invalid_cursor');
      continue;
    }
    expect(response.status, `${what}: 400 invalid_cursor or the first page`).toBe(200);
    const first = (await run().api.listTemplates({ token: account.token, ...(limit === undefined ? {} : { limit }) })).json as TemplatePage;
    const page = response.json as TemplatePage;
    expect({ items: page.items.map((t) => t.id), has_more: page.has_more }, `${what}: the first page`).toEqual({ items: first.items.map((t) => t.id), has_more: first.has_more });
  }
});
