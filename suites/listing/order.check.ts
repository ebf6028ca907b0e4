// Section 4.2: "Order is newest first." Decision A42: the spec profile judges relative order only
// between templates whose creation, approval and status-change times agree and lie days apart;
// the reference orders by the creation time of its local copy, ties by id.
import { expect } from 'vitest';
import { bundledWorld, parseWorld, type World } from '../../fixtures/worlds/world-file.ts';
import { check } from '../support/checks/check.ts';
import { listingWorld } from '../support/listing/listing-world.ts';
import { localFixtures } from '../support/listing/local-fixtures.ts';
import { walkPages } from '../support/listing/walk-pages.ts';
import { wellSeparated } from '../support/listing/well-separated.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';
import { editedWorld } from '../support/world/world-variants.ts';

const run = useRun();

async function mainWalk(limit: number) {
  await run().provision();
  const { api, world } = run();
  const main = castOf(world).main;
  const walk = await walkPages(api, { caller: { token: main.token }, limitOf: () => limit, maxPages: 30 });
  return { fixtures: localFixtures(world, main.businessAccountId), ids: walk.items.map((t) => t.id) };
}

check({ id: 'listing-newest-first', section: '4.2', title: 'templates days apart on every time field are listed newest first, within a page and across pages', decisions: ['A42', 'A48'], asserts: { '4.2-newest-first': ['newest-first-within-page', 'newest-first-across-pages'] } }, async () => {
  for (const limit of [100, 4]) {
    const { fixtures, ids } = await mainWalk(limit);
    const chain = wellSeparated(fixtures);
    // The fixture is built for this: most of its templates must qualify, or the check says little.
    expect(chain.length, 'well-separated fixture templates').toBeGreaterThanOrEqual(10);
    const positions = chain.map((t) => ids.indexOf(t.id));
    expect(positions.every((p) => p >= 0), `limit ${limit}: every chosen template is listed`).toBe(true);
    expect(positions, `limit ${limit}: ${chain.map((t) => t.name).join(' > ')}`).toEqual([...positions].sort((a, b) => a - b));
  }
});

check({ id: 'listing-order-by-creation', section: '4.2', title: 'the whole listing is ordered by the creation time of the local copy, newest first, ties by id', profile: 'reference', decisions: ['A42'], asserts: { '4.2-newest-first': ['newest-first-within-page', 'newest-first-across-pages'] } }, async () => {
  const { fixtures, ids } = await mainWalk(100);
  const expected = [...fixtures].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  expect(ids).toEqual(expected.map((t) => t.id));
});

const day = 24 * 60 * 60 * 1000;

/**
 * The default world plus a catalogue of eight templates a day apart on every time field, whose ids
 * grow from the newest to the oldest, so listing by id alone reads oldest first.
 */
function idsAgainstTimeWorld(): { world: World; token: string; businessAccountId: string } {
  const listing = listingWorld(bundledWorld('default'), [8]);
  const account = listing.accounts.find((a) => !a.ties && a.templateIds.length === 8);
  if (!account) throw new Error('the listing world has no catalogue of 8 templates');
  const world = editedWorld(listing.world, 'ids-against-time', (copy) => {
    const templates = copy.business_accounts.find((a) => a.id === account.businessAccountId)?.templates ?? [];
    const start = Date.parse(copy.clock.start);
    const ids = templates.map((t) => t.id);
    templates.forEach((t, n) => {
      const at = new Date(start - (n + 1) * day).toISOString().replace('.000Z', 'Z');
      Object.assign(t, { id: ids[ids.length - 1 - n], created_at: at, approved_at: at, status_changed_at: at });
    });
  });
  const checked = parseWorld(world);
  if (!checked.ok) throw new Error(`the world is invalid:\n  ${checked.problems.join('\n  ')}`);
  return { world, token: account.token, businessAccountId: account.businessAccountId };
}

const idsAgainstTime = idsAgainstTimeWorld();

check({ id: 'listing-newest-first-not-by-id', section: '4.2', title: 'templates a day apart whose ids grow with age are listed newest first, within a page and across pages', decisions: ['A42', 'A48'], asserts: { '4.2-newest-first': ['newest-first-within-page', 'newest-first-across-pages', 'ids-against-time'] } }, async () => {
  const { world, token, businessAccountId } = idsAgainstTime;
  await run().provision(world);
  const chain = wellSeparated(localFixtures(world, businessAccountId));
  expect(chain.length, 'well-separated templates').toBe(8);
  for (const limit of [100, 3]) {
    const walk = await walkPages(run().api, { caller: { token }, limitOf: () => limit, maxPages: 10 });
    const listed = walk.items.map((t) => t.id).filter((id) => chain.some((t) => t.id === id));
    expect(listed, `limit ${limit}: newest first`).toEqual(chain.map((t) => t.id));
  }
});
