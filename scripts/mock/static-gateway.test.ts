// `mock gateway --static`: the public contract served through Prism, schema-shaped and stateless.
// Answers follow the contract (section 2.6 cursor page; section 5 bearer token required).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticGateway, type RunningStaticGateway } from './static-gateway.ts';

let gateway: RunningStaticGateway;

beforeAll(async () => {
  gateway = await startStaticGateway();
}, 60_000);
afterAll(async () => {
  await gateway?.close();
});

describe('the static gateway mock', () => {
  it('answers a template listing with a cursor page', async () => {
    const response = await fetch(`${gateway.url}/api/v2/templates`, { headers: { authorization: 'Bearer any-token' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ items: expect.any(Array), has_more: expect.any(Boolean) });
  });

  it('refuses a call without a bearer token', async () => {
    const response = await fetch(`${gateway.url}/api/v2/templates`);
    expect(response.status).toBe(401);
  });

  it('validates a send against the contract', async () => {
    const ok = await fetch(`${gateway.url}/api/v2/messages`, { method: 'POST', headers: { authorization: 'Bearer any-token', 'content-type': 'application/json' }, body: JSON.stringify({ to: '12025550131', text: 'hi' }) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: expect.any(String), direction: 'OUTBOUND' });
    const bad = await fetch(`${gateway.url}/api/v2/messages`, { method: 'POST', headers: { authorization: 'Bearer any-token', 'content-type': 'application/json' }, body: JSON.stringify({ text: 'no recipient' }) });
    expect(bad.status).toBeGreaterThanOrEqual(400);
  });
});
