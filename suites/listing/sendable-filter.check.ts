// Section 4.2: `sendable=true` keeps the templates a send would not refuse for their state,
// `sendable=false` those it would; left out, all of them. Decision A43 fixes the spellings judged.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import { localFixtures } from '../support/listing/local-fixtures.ts';
import { rawListing } from '../support/listing/raw-listing.ts';
import { repeatedIds, walkPages } from '../support/listing/walk-pages.ts';
import { useRun } from '../support/run/harness-run.ts';
import { sendableByStatus } from '../support/spec/template-states.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

check({ id: 'listing-sendable-filter-partitions', section: '4.2', title: 'sendable=true and sendable=false split the whole listing in two, each side holding exactly the templates the status table puts there', decisions: ['A45', 'A48'], asserts: { '3.2-sendable-is-send-rule': ['filter-matches-send'], '4.2-sendable-filter': ['sendable-true', 'sendable-false', 'sendable-omitted-all'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const main = castOf(world).main;
  const fixtures = localFixtures(world, main.businessAccountId);
  for (const limit of [100, 7, 1]) {
    const walk = (sendable?: boolean) => walkPages(api, { caller: { token: main.token }, ...(sendable === undefined ? {} : { sendable }), limitOf: () => limit, maxPages: 110 });
    const [all, yes, no] = [await walk(), await walk(true), await walk(false)];
    const what = `limit ${limit}`;
    for (const side of [yes, no]) expect(repeatedIds(side.items), `${what}: listed twice`).toEqual([]);
    expect(yes.items.every((t) => t.sendable), `${what}: sendable=true lists only sendable templates`).toBe(true);
    expect(no.items.every((t) => !t.sendable), `${what}: sendable=false lists only unsendable templates`).toBe(true);
    const ids = (items: { id: string }[]) => items.map((t) => t.id).sort();
    expect(ids([...yes.items, ...no.items]), `${what}: the two sides together are the whole`).toEqual(ids(all.items));
    for (const fixture of fixtures) {
      const side = sendableByStatus[fixture.status] ? yes : no;
      expect(side.items.some((t) => t.id === fixture.id), `${what}: ${fixture.name} (${fixture.status}) on the ${String(sendableByStatus[fixture.status])} side`).toBe(true);
    }
  }
});

check({ id: 'listing-sendable-bad-value', section: '4.2', title: 'sendable=maybe is 422 validation_error naming sendable', decisions: ['A3', 'A4', 'A43'], asserts: { '4.2-sendable-boolean': ['sendable-word-422'], '7-validation-error-422': ['malformed-query'] } }, async (context) => {
  await run().provision();
  const { api, world } = run();
  const response = await api.listTemplates({ token: castOf(world).main.token, sendable: 'maybe', invalidRequest: true });
  const warnings = new Warnings();
  warnings.add(expectValidationError(response, ['sendable'], 'sendable=maybe'));
  await warnings.report(context);
});

check({ id: 'listing-sendable-exact-spelling', section: '4.2', title: 'only lower-case true and false are read; True, 1, yes or an empty value are 422 at query.sendable', profile: 'reference', decisions: ['A3', 'A43'], asserts: { '4.2-sendable-boolean': ['sendable-empty', 'sendable-upper-case'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const token = castOf(world).main.token;
  const cases: [string, string][][] = [[['sendable', 'True']], [['sendable', '1']], [['sendable', 'yes']], [['sendable', '']]];
  for (const query of cases) {
    const response = await rawListing(api, { token, query, invalidRequest: true });
    const what = new URLSearchParams(query).toString();
    expect(response.status, what).toBe(422);
    expect((response.json as { detail?: { loc: unknown[] }[] }).detail?.map((d) => d.loc), what).toEqual([['query', 'sendable']]);
  }
});
