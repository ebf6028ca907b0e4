// Section 4.2: `sendable` is a boolean. Decision A43 leaves open which spellings of a boolean a
// gateway reads (`TRUE`, `1`, an empty value left as if absent), but not what a spelling it reads
// means, and no reading makes `2` a boolean.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { rawListing } from '../support/listing/raw-listing.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

/** A spelling and the query it may stand for when a gateway reads it, `null` when none may. */
const spellings: [string, 'true' | 'false' | 'absent' | null][] = [
  ['2', null],
  ['-1', null],
  ['ture', null],
  ['TRUE', 'true'],
  ['True', 'true'],
  ['FALSE', 'false'],
  ['', 'absent'],
];

const idsOf = (json: unknown) => (json as TemplatePage).items.map((t) => t.id);

check({ id: 'listing-sendable-spellings', section: '4.2', title: 'sendable=2, -1 or ture is 422 validation_error naming sendable; TRUE, True, FALSE and an empty value are 422 or read as true, true, false and left out', decisions: ['A3', 'A4', 'A43'], asserts: { '4.2-sendable-boolean': ['sendable-2', 'sendable-empty', 'sendable-upper-case'] } }, async (context) => {
  await run().provision();
  const { api, world } = run();
  const token = castOf(world).main.token;
  // One page of the main number's 27 templates under each reading, to compare against.
  const firstPage = async (query: [string, string][]) => rawListing(api, { token, query: [...query, ['limit', '100']], invalidRequest: true });
  const readings = { true: idsOf((await firstPage([['sendable', 'true']])).json), false: idsOf((await firstPage([['sendable', 'false']])).json), absent: idsOf((await firstPage([])).json) };
  expect(readings.true, 'sendable=true and sendable=false list different templates').not.toEqual(readings.false);
  const warnings = new Warnings();
  for (const [spelling, means] of spellings) {
    const what = `sendable=${spelling}`;
    const response = await firstPage([['sendable', spelling]]);
    if (means === null || response.status !== 200) {
      warnings.add(expectValidationError(response, ['sendable'], what));
      continue;
    }
    expect(idsOf(response.json), `${what}: read as ${means === 'absent' ? 'left out' : `sendable=${means}`}`).toEqual(readings[means]);
  }
  await warnings.report(context);
});
