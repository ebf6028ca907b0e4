// Sections 4.2, 2.6 and 8: `limit` defaults to 25, and a listing is read until `has_more` is
// false. Catalogues of exactly 25 and of 30 templates sit on either side of the default page.
// The spec profile judges only what decisions A45 and A46 leave common to every reading (a page
// never over its limit, more announced while templates are left, every template once); the
// reference profile adds its own full pages and strict `has_more` / `next_cursor` pairing.
import { expect } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { listingWorld, type SizedAccount } from '../support/listing/listing-world.ts';
import { expectSpecPages } from '../support/listing/paging-rules.ts';
import { repeatedIds, walkPages } from '../support/listing/walk-pages.ts';
import { useRun } from '../support/run/harness-run.ts';

const run = useRun();
const listing = listingWorld(bundledWorld('default'), [25, 30]);

function accountOf(size: number): SizedAccount {
  const account = listing.accounts.find((a) => !a.ties && a.templateIds.length === size);
  if (!account) throw new Error(`the listing world has no catalogue of ${size} templates`);
  return account;
}

check({ id: 'listing-default-page-at-25-and-30', section: '4.2', title: 'without limit, a catalogue of exactly 25 and one of 30 are each listed once in pages of at most 25; the first page of 30 says more follow', decisions: ['A45', 'A46'], asserts: { '4.2-limit-range': ['default-25-of-exactly-25', 'default-25-of-30-has-more'] } }, async (context) => {
  await run().provision(listing.world);
  const warnings = new Warnings();
  for (const size of [25, 30]) {
    const account = accountOf(size);
    const walk = await walkPages(run().api, { caller: { token: account.token }, limitOf: () => undefined, maxPages: 40 });
    const what = `${size} templates, limit left out`;
    warnings.add(expectSpecPages(walk, what));
    expect(repeatedIds(walk.items), `${what}: listed twice`).toEqual([]);
    expect(walk.items.map((t) => t.id).sort(), `${what}: every template listed`).toEqual([...account.templateIds].sort());
    // At most 25 fit on the first page, so with 30 it cannot be the last one.
    if (size === 30) expect(walk.pages[0]?.page.has_more, `${what}: has_more on the first page`).toBe(true);
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

// Decision A45: a cursor is opaque, so whether a damaged one, or one issued to another number or
// filter, still reads as some position is the gateway's affair; what a cursor can never do is fail
// any other way than 400 invalid_cursor, or reach past the number it is read for.
check({ id: 'listing-damaged-cursor', section: '4.2', title: 'a cursor cut short or with one character changed, or issued to another number or under another sendable filter, is 400 invalid_cursor or a page of the number\'s own templates within the limit, never another answer', decisions: ['A45'], asserts: { '4.2-malformed-cursor-400': ['cursor-truncated', 'cursor-one-char-flipped', 'cursor-of-another-number', 'cursor-of-another-filter'] } }, async () => {
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
    expect(value, `${what}: differs from the cursor`).not.toBe(cursor);
    const response = await run().api.listTemplates({ token: account.token, limit: 10, cursor: value });
    if (response.status === 400) {
      expect((response.json as { code?: unknown }).code, what).toBe('invalid_cursor');
      continue;
    }
    expect(response.status, `${what}: 400 invalid_cursor or a page`).toBe(200);
    const page = response.json as TemplatePage;
    expect(page.items.length, `${what}: within the limit`).toBeLessThanOrEqual(10);
    expect(page.items.filter((t) => !own.has(t.id)).map((t) => t.id), `${what}: templates of another account`).toEqual([]);
  }
});
