// Sections 4.2 and 2.7: a refused listing query is 422 validation_error whose detail names the
// parameter. Whether its message reads `<field>: <reason>` is soft (decision A4): a warning, never
// a failure. Decision A69 leaves open whether a repeated limit, sendable or cursor is refused or
// read: a gateway that reads one answers a page within the limit, one that refuses it answers
// with the error section 7 gives a malformed query (422 validation_error naming the parameter) or,
// for a repeated cursor, the one section 4.2 gives a malformed cursor (400 invalid_cursor).
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { rawListing } from '../support/listing/raw-listing.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

async function mainToken(): Promise<string> {
  await run().provision();
  return castOf(run().world).main.token;
}

check({ id: 'listing-query-message-form', section: '2.7', title: 'limit=0 and sendable=2 are each 422 validation_error whose detail names the parameter; a message not reading as the parameter, a colon and a reason is a warning', decisions: ['A3', 'A4', 'A43'], asserts: { '4.2-limit-out-of-range-422': ['limit-0'], '4.2-sendable-boolean': ['sendable-2'] } }, async (context: TestContext) => {
  const token = await mainToken();
  const warnings = new Warnings();
  for (const [name, value] of [['limit', '0'], ['sendable', '2']] as const) {
    const response = await rawListing(run().api, { token, query: [[name, value]], invalidRequest: true });
    warnings.add(expectValidationError(response, [name], `${name}=${value}`));
  }
  await warnings.report(context);
});

check({ id: 'listing-repeated-parameters', section: '4.2', title: 'a repeated limit, sendable or cursor is read as a page within the limit, or refused with 422 validation_error naming it; a repeated cursor may also be 400 invalid_cursor', decisions: ['A3', 'A4', 'A45', 'A69'], asserts: { '4.2-limit-out-of-range-422': ['limit-repeated'], '4.2-sendable-boolean': ['sendable-repeated'] } }, async (context: TestContext) => {
  const token = await mainToken();
  const api = run().api;
  const warnings = new Warnings();
  const first = (await rawListing(api, { token, query: [['limit', '2']] })).json as TemplatePage;
  if (typeof first.next_cursor !== 'string') throw new Error('the first page of 2 out of 27 templates should have a next_cursor');
  const cases: { what: string; query: [string, string][]; field: string; most: number }[] = [
    { what: 'limit=5&limit=6', query: [['limit', '5'], ['limit', '6']], field: 'limit', most: 6 },
    { what: 'sendable=true&sendable=false', query: [['sendable', 'true'], ['sendable', 'false'], ['limit', '2']], field: 'sendable', most: 2 },
    { what: 'the same cursor twice', query: [['cursor', first.next_cursor], ['cursor', first.next_cursor], ['limit', '2']], field: 'cursor', most: 2 },
  ];
  for (const { what, query, field, most } of cases) {
    const response = await rawListing(api, { token, query, invalidRequest: true });
    if (response.status === 200) {
      expect((response.json as TemplatePage).items.length, `${what}: a page within the limit`).toBeLessThanOrEqual(most);
    } else if (field === 'cursor' && response.status === 400) {
      expect((response.json as { code?: unknown }).code, `${what}: a 400 is invalid_cursor`).toBe('invalid_cursor');
    } else {
      warnings.add(expectValidationError(response, [field], what));
    }
  }
  await warnings.report(context);
});
