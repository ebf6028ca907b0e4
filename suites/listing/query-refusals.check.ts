// Sections 4.2 and 2.7: a refused listing query is 422 validation_error whose detail names the
// parameter and whose message reads `<field>: <reason>`. Decision A69 leaves open whether a
// repeated limit, sendable or cursor is refused or read; a gateway that refuses one still answers
// with the error section 2.7 or 4.2 describes.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { rawListing } from '../support/listing/raw-listing.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

async function mainToken(): Promise<string> {
  await run().provision();
  return castOf(run().world).main.token;
}

/** The names a `loc` holds, dotted strings split, integer indices left out. */
function locNames(loc: unknown): string[] {
  return Array.isArray(loc) ? loc.flatMap((part) => (typeof part === 'string' ? part.split('.') : [])) : [];
}

/** A 422 whose detail names `field` and whose message is a field detail locates, a colon, then a reason (A4's fixed form). */
function expectRefusedWithForm(response: CheckedResponse<unknown>, field: string, what: string): void {
  expectValidationError(response, [field], what);
  const answer = response.json as { message?: unknown; detail?: { loc?: unknown }[] };
  const message = typeof answer.message === 'string' ? answer.message : '';
  const colon = message.indexOf(':');
  const named = colon < 0 ? '' : message.slice(0, colon).trim().replace(/^[`'"]|[`'"]$/g, '');
  const reason = colon < 0 ? '' : message.slice(colon + 1).trim();
  const located = new Set((answer.detail ?? []).flatMap((entry) => locNames(entry.loc)));
  const form = named !== '' && reason !== '' && named.split('.').every((name) => located.has(name));
  expect(form, `${what}: message "<field>: <reason>" with a field detail locates; got ${JSON.stringify(message)}`).toBe(true);
}

check({ id: 'listing-query-message-form', section: '2.7', title: 'limit=0 and sendable=2 are each 422 validation_error whose message is the parameter, a colon, then a reason', decisions: ['A3', 'A4', 'A43'], asserts: { '2.7-validation-message-form': ['listing-query-message'] } }, async () => {
  const token = await mainToken();
  for (const [name, value] of [['limit', '0'], ['sendable', '2']] as const) {
    const response = await rawListing(run().api, { token, query: [[name, value]], invalidRequest: true });
    expectRefusedWithForm(response, name, `${name}=${value}`);
  }
});

check({ id: 'listing-repeated-parameters', section: '4.2', title: 'a repeated limit or sendable is read as a page or refused with 422 validation_error in the form of section 2.7; a repeated cursor is read as a page or refused with 400 invalid_cursor', decisions: ['A3', 'A4', 'A45', 'A69'], asserts: { '4.2-limit-out-of-range-422': ['limit-repeated'], '4.2-sendable-boolean': ['sendable-repeated'], '4.2-malformed-cursor-400': ['cursor-repeated-400-or-page'] } }, async () => {
  const token = await mainToken();
  const api = run().api;
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
    } else if (field === 'cursor') {
      expect([response.status, (response.json as { code?: unknown }).code], `${what}: a page or 400 invalid_cursor`).toEqual([400, 'invalid_cursor']);
    } else {
      expectRefusedWithForm(response, field, what);
    }
  }
});
