// The control plane's internal_failure hook (harness-control contract): it only arms; the armed
// number of public requests then fail inside the pipeline, whose own crash handling answers
// 500 internal_error (section 7), and the service answers normally once they are spent.
import { describe, expect, it } from 'vitest';
import { controlCapabilities, createGateway, type Gateway } from '../gateway.ts';
import { fixtureGateway, list } from '../listing/test-kit.ts';
import { controlRoutes } from './control-routes.ts';

async function arm(gateway: Gateway, body: unknown) {
  const route = controlRoutes.find((r) => r.operationId === 'armInternalFailure');
  if (!route) throw new Error('no route armInternalFailure');
  return route.handle(gateway, { params: {}, body, webhookUrl: 'http://127.0.0.1:1/__upstream/webhooks' });
}

describe('armInternalFailure', () => {
  it('fails exactly the armed number of requests with 500 internal_error, then answers normally', async () => {
    const gateway = fixtureGateway();
    expect(await arm(gateway, { requests: 2 })).toEqual({ status: 200, body: { armed: 2 } });
    for (const n of [1, 2]) expect(await list(gateway), `failure ${n}`).toMatchObject({ status: 500, body: { code: 'internal_error' } });
    expect((await list(gateway)).status).toBe(200);
  });

  it('arming 0 disarms, and arming replaces what was armed', async () => {
    const gateway = fixtureGateway();
    await arm(gateway, { requests: 5 });
    expect(await arm(gateway, { requests: 0 })).toEqual({ status: 200, body: { armed: 0 } });
    expect((await list(gateway)).status).toBe(200);
  });

  it('is disarmed by a reset', async () => {
    const gateway = fixtureGateway();
    await arm(gateway, { requests: 3 });
    const reset = controlRoutes.find((r) => r.operationId === 'reset');
    await reset?.handle(gateway, { params: {}, body: undefined, webhookUrl: 'http://127.0.0.1:1/__upstream/webhooks' });
    expect(gateway.state.armedFailures).toBe(0);
  });

  it('does not fail a request refused before the failure point (no token)', async () => {
    const gateway = fixtureGateway();
    await arm(gateway, { requests: 1 });
    expect((await list(gateway, { token: null })).status).toBe(401);
    expect((await list(gateway)).status).toBe(500);
  });

  it.each([[{}], [{ requests: -1 }], [{ requests: 1001 }], [{ requests: 1.5 }], [{ requests: '2' }], [{ requests: 1, extra: true }], [null]])('refuses %j with 400 invalid_request', async (body) => {
    const gateway = fixtureGateway();
    expect(await arm(gateway, body)).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(gateway.state.armedFailures).toBe(0);
  });

  it('is 501 capability_not_offered on a gateway without internal_failure', async () => {
    const gateway = createGateway({ capabilities: controlCapabilities.filter((c) => c !== 'internal_failure') });
    expect(await arm(gateway, { requests: 1 })).toMatchObject({ status: 501, body: { error: 'capability_not_offered' } });
    expect(gateway.state.armedFailures).toBe(0);
  });
});
