// Sections 4.2 and 7 under hostile input (decisions A43, A44, A45, A69, A73): whatever query and
// extra headers a client sends to GET /api/v2/templates, the answer is never a 5xx and never one of
// the statuses section 7 rules out for the listing (409, 429, 502), every 4xx is the error object
// of section 2.7, and the gateway still lists afterwards.
import fc from 'fast-check';
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { answerProblems } from '../support/robustness/answer-judge.ts';
import { hostileCall } from '../support/robustness/hostile-call.ts';
import { hostileHeaders } from '../support/robustness/hostile-header-value.ts';
import { hostileQuery } from '../support/robustness/hostile-query.ts';
import { hostileRuns } from '../support/robustness/hostile-runs.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

check({ id: 'hostile-listing-queries', section: '4.2', title: 'garbage queries and headers on the listing: never a 5xx, 409, 429 or 502, every 4xx in the error format, and it still lists afterwards', decisions: ['A43', 'A44', 'A45', 'A69', 'A73'] }, async () => {
  const { api, world } = run();
  await run().provision();
  const cast = castOf(world);
  await fc.assert(
    fc.asyncProperty(hostileQuery, hostileHeaders, async (query, extra) => {
      const headers = { authorization: `Bearer ${cast.main.token}`, ...extra.headers };
      const { response, violations } = await hostileCall(api.checked, 'gateway', { method: 'GET', path: `/api/v2/templates?${query}`, headers });
      const what = `?${query.slice(0, 200)} with ${extra.what}`;
      expect([...answerProblems(response, { format: 'public' }), ...violations], what).toEqual([]);
      expect([409, 429, 502], `${what}: section 7 rules this status out for the listing`).not.toContain(response.status);
    }),
    { numRuns: hostileRuns() },
  );
  const after = await api.listTemplates({ token: cast.main.token });
  expect(after.status, 'an ordinary listing after the hostile ones').toBe(200);
});
