// Section 9: the legacy shape's "page-and-limit pagination with a total" is not served. Listing
// pages by cursor only (section 4.2), so a `page` parameter changes nothing and no page carries a
// `total`. Decision A44: an unknown query parameter is either ignored (200, the same items as
// without it) or refused with 422; it never selects other items.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

const idsOf = (json: unknown) => ((json as TemplatePage).items ?? []).map((t) => `${t.id} ${t.name} ${t.language}`);

check({ id: 'page-parameter-changes-nothing', section: '9', title: 'page=2 (with and without limit) selects no other templates than the first cursor page, and no page carries a total', decisions: ['A44'], asserts: { '9-no-page-pagination': ['page-changes-nothing', 'no-total'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const token = castOf(world).main.token;
  for (const limit of [5, undefined]) {
    const first = await api.listTemplates({ token, ...(limit === undefined ? {} : { limit }) });
    expect(first.status, first.text.slice(0, 300)).toBe(200);
    expect(first.json, 'a cursor page carries no total').not.toHaveProperty('total');
    // The world holds more templates than either page, so a page 2 would hold other ones.
    expect((first.json as TemplatePage).has_more, 'more than one page of templates').toBe(true);
    for (const page of ['2', '3']) {
      const query = new URLSearchParams({ page, ...(limit === undefined ? {} : { limit: String(limit) }) });
      const paged = await api.checked.request({ method: 'GET', path: `/api/v2/templates?${query.toString()}`, headers: { authorization: `Bearer ${token}` }, invalidRequest: true });
      const what = `GET /api/v2/templates?${query.toString()}`;
      expect([200, 422], `${what}: status`).toContain(paged.status);
      if (paged.status !== 200) continue;
      expect(paged.json, `${what}: no total`).not.toHaveProperty('total');
      expect(idsOf(paged.json), `${what}: the same items as the first page`).toEqual(idsOf(first.json));
    }
  }
});
