// Section 4.2: "Order is newest first." Decision A42: the spec profile judges relative order only
// between templates whose creation, approval and status-change times agree and lie days apart;
// the reference orders by the creation time of its local copy, ties by id.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { localFixtures } from '../support/listing/local-fixtures.ts';
import { walkPages } from '../support/listing/walk-pages.ts';
import { wellSeparated } from '../support/listing/well-separated.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

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
