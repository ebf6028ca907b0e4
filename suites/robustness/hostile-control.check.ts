// The control plane (harness-control.openapi.json) under hostile input, where its contract fixes
// the behaviour (decisions A63, A73): without the right control token every operation is 401, and
// with it a request the plane cannot take is a 4xx ControlError, never a 5xx other than 501 for a
// capability not offered; afterwards the target is provisioned as usual.
import fc from 'fast-check';
import { expect } from 'vitest';
import { exchangeContract } from '../../contracts/exchange/bundled-contracts.ts';
import { check } from '../support/checks/check.ts';
import { CheckedClient } from '../support/http/checked-client.ts';
import { answerProblems } from '../support/robustness/answer-judge.ts';
import { hostileCall } from '../support/robustness/hostile-call.ts';
import { hostileControlRequest, type TokenUse } from '../support/robustness/hostile-control-request.ts';
import { hostileRuns } from '../support/robustness/hostile-runs.ts';
import { useRun } from '../support/run/harness-run.ts';

const run = useRun();

function authorization(use: TokenUse, token: string): Record<string, string> {
  switch (use) {
    case 'missing':
      return {};
    case 'wrong':
      return { authorization: `Bearer ${token.split('').reverse().join('')}x` };
    case 'basic scheme':
      return { authorization: `Basic ${Buffer.from(`harness:${token}`).toString('base64')}` };
    case 'right':
      return { authorization: `Bearer ${token}` };
  }
}

check({ id: 'hostile-control-requests', section: '1', subject: 'control-plane', title: 'the control plane answers 401 without its token and a 4xx ControlError to a request it cannot take, never a 5xx, and provisions afterwards', decisions: ['A63', 'A73', 'A97'] }, async () => {
  const { target } = run();
  await run().provision();
  const world = run().targetWorldOf() as unknown as Record<string, unknown>;
  const control = new CheckedClient({ transport: target.control, contract: exchangeContract('control') });
  await fc.assert(
    fc.asyncProperty(hostileControlRequest(world), async (request) => {
      const headers = { ...authorization(request.token, target.controlToken), ...(request.body ? { 'content-type': 'application/json' } : {}) };
      const { response, violations } = await hostileCall(control, 'control', { method: request.method, path: request.path, headers, ...(request.body ? { body: request.body.bytes } : {}) });
      const what = `${request.method} ${request.path.slice(0, 120)} with the token ${request.token}${request.body ? `, body: ${request.body.what}` : ''}`;
      // The contract's own 5xx: 501 for a capability not offered, 502 when a sync cannot reach the platform
      // (a hostile request before may have reset the target or loaded a world without one).
      const allowed5xx = request.path === '/templates/sync' ? [501, 502] : [501];
      // A path that names no operation (a client may even fold its dot segments away) is outside the contract: any 4xx.
      const problems = request.plainPath ? [...answerProblems(response, { format: 'control', allowed5xx }), ...violations] : answerProblems(response, { format: 'none', allowed5xx });
      expect(problems, what).toEqual([]);
      if (request.token !== 'right' && request.plainPath) expect(response.status, `${what}: the control contract answers 401`).toBe(401);
      if (request.token !== 'right' && !request.plainPath) expect(response.status >= 400 && response.status < 500, `${what}: answered ${response.status}`).toBe(true);
    }),
    { numRuns: hostileRuns() },
  );
  await run().provision();
  expect((await run().control.capabilities()).spec_version, 'the control plane after the hostile requests').toBe('2');
});
