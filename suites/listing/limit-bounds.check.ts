// Sections 4.2 and 8: `limit` is an integer from 1 to 100, default 25; outside that range the
// answer is 422 validation_error. The main number holds 27 local templates, more than one page
// at the default.
import fc from 'fast-check';
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

async function mainToken(): Promise<string> {
  await run().provision();
  return castOf(run().world).main.token;
}

/** A limit value and whether section 4.2 accepts it. */
const limitValue = fc.oneof(
  fc.integer({ min: 1, max: 100 }).map((n) => ({ raw: String(n), within: true })),
  fc.oneof(fc.integer({ min: -1_000_000, max: 0 }), fc.integer({ min: 101, max: 1_000_000 })).map((n) => ({ raw: String(n), within: false })),
  fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 99 })).map(([whole, part]) => ({ raw: `${whole}.${String(part).padStart(2, '0')}`, within: false })),
  fc.stringMatching(/^[a-z]{1,8}$/).map((word) => ({ raw: word, within: false })),
);

check({ id: 'listing-limit-bounds-accepted', section: '4.2', title: 'limit=1 and limit=100 are accepted, each page holding at most that many templates and none empty while more follow', decisions: ['A45'], asserts: { '4.2-limit-range': ['limit-1', 'limit-100'] } }, async () => {
  const token = await mainToken();
  for (const limit of [1, 100]) {
    const response = await run().api.listTemplates({ token, limit });
    expect(response.status, `limit ${limit}`).toBe(200);
    const page = response.json as TemplatePage;
    expect(page.items.length, `limit ${limit}`).toBeLessThanOrEqual(limit);
    expect(page.items.length, `limit ${limit}: 27 templates exist`).toBeGreaterThan(0);
  }
});

check({ id: 'listing-limit-out-of-range', section: '4.2', title: 'limit 0, 101, abc and 1.5 are each 422 validation_error naming limit', decisions: ['A3', 'A4'], asserts: { '2.7-validation-detail': ['detail-per-field'], '4.2-limit-range': ['limit-0', 'limit-101'], '4.2-limit-out-of-range-422': ['limit-0', 'limit-101', 'limit-decimal', 'limit-word'], '7-validation-error-422': ['malformed-query'] } }, async (context) => {
  const token = await mainToken();
  const warnings = new Warnings();
  for (const limit of ['0', '101', 'abc', '1.5']) {
    warnings.add(expectValidationError(await run().api.listTemplates({ token, limit, invalidRequest: true }), ['limit'], `limit=${limit}`));
  }
  await warnings.report(context);
});

check({ id: 'listing-limit-any-value', section: '4.2', title: 'any integer from 1 to 100 gives a page of at most that many; any other integer, a decimal or a word is 422 naming limit', decisions: ['A3', 'A4', 'A45'], asserts: { '4.2-limit-range': [], '4.2-limit-out-of-range-422': [] } }, async (context) => {
  const token = await mainToken();
  const warnings = new Warnings();
  await fc.assert(
    fc.asyncProperty(limitValue, async ({ raw, within }) => {
      const response = await run().api.listTemplates({ token, limit: raw, invalidRequest: !within });
      if (!within) {
        warnings.add(expectValidationError(response, ['limit'], `limit=${raw}`));
        return;
      }
      expect(response.status, `limit=${raw}`).toBe(200);
      const page = response.json as TemplatePage;
      expect(page.items.length, `limit=${raw}`).toBeLessThanOrEqual(Number(raw));
      expect(page.items.length, `limit=${raw}`).toBeGreaterThan(0);
    }),
  );
  await warnings.report(context);
});

check({ id: 'listing-default-limit', section: '4.2', title: 'without limit a page holds at most 25 templates', decisions: ['A45'], asserts: { '4.2-limit-range': [] } }, async () => {
  const token = await mainToken();
  const response = await run().api.listTemplates({ token });
  expect(response.status).toBe(200);
  const page = response.json as TemplatePage;
  expect(page.items.length).toBeLessThanOrEqual(25);
  expect(page.items.length).toBeGreaterThan(0);
});

check({ id: 'listing-default-limit-full', section: '4.2', title: 'without limit the first page of 27 templates holds exactly 25 and has more', profile: 'reference', decisions: ['A45', 'A46'], asserts: { '2.6-page-shape': ['page-shape'], '4.2-limit-range': ['default-25-of-30-has-more'] } }, async () => {
  const token = await mainToken();
  const page = (await run().api.listTemplates({ token })).json as TemplatePage;
  expect([page.items.length, page.has_more, typeof page.next_cursor]).toEqual([25, true, 'string']);
});
