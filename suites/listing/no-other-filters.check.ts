// Section 4.2: "There is no filter by name, language or category." Decision A44: such a parameter
// is either ignored (200 with the items the same request without it lists) or refused with 422;
// it never narrows the listing. The values given would each select fewer templates if obeyed.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

const itemsOf = (json: unknown) => ((json as TemplatePage).items ?? []).map((t) => `${t.id} ${t.name} ${t.language}`);

const filters: Record<string, string>[] = [
  { name: 'order_update' },
  { language: 'en_US' },
  { category: 'MARKETING' },
  { name: 'order_update', language: 'en_US', category: 'UTILITY' },
];

check({ id: 'name-language-category-filter-nothing', section: '4.2', title: 'name, language and category parameters (alone and together) list the same templates as none, or are 422', decisions: ['A44'], asserts: { '4.2-no-other-filters': ['name-language-category-ignored'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const token = castOf(world).main.token;
  const plain = await api.listTemplates({ token, limit: 100 });
  expect(plain.status, plain.text.slice(0, 300)).toBe(200);
  const names = new Set(itemsOf(plain.json).map((item) => item.split(' ')[1]));
  expect(names.size, 'the listing holds templates of more than one name, so a name filter would show').toBeGreaterThan(1);
  for (const filter of filters) {
    const query = new URLSearchParams({ ...filter, limit: '100' });
    const what = `GET /api/v2/templates?${query.toString()}`;
    const answer = await api.checked.request({ method: 'GET', path: `/api/v2/templates?${query.toString()}`, headers: { authorization: `Bearer ${token}` }, invalidRequest: true });
    expect([200, 422], `${what}: status`).toContain(answer.status);
    if (answer.status === 200) expect(itemsOf(answer.json), `${what}: the same templates as without the filter`).toEqual(itemsOf(plain.json));
  }
});
