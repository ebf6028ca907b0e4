// The reference's HTTP edge, wired to the upstream platform mock as a real pair on loopback.
import { describe, expect, it } from 'vitest';
import { contractText } from '../../../contracts/index.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { start, usePair, world } from './pair-kit.ts';

const controlToken = 'control-token-for-tests';
const pair = usePair(controlToken);

async function control(method: string, path: string, body?: unknown, token = controlToken): Promise<Response> {
  return fetch(`${pair.reference.controlUrl ?? ''}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function send(body: unknown, token = 'fixture-token-main-0001', headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${pair.reference.url}/api/v2/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('reference server', () => {
  it('sends a text inside the window and answers with the record', async () => {
    const response = await send({ to: '12025550101', text: 'Hello' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'SENT', content: 'Hello', direction: 'OUTBOUND' });
  });

  it('learns a new window from a signed inbound webhook', async () => {
    expect((await send({ to: '12025550103', text: 'Hello' })).status).toBe(409);
    await pair.upstream.control.customerWrites('12025550103', { phone_number_id: '100000000000001', message: { type: 'text', text: 'hi' } });
    await pair.upstream.mock.drainWebhooks();
    expect((await send({ to: '12025550103', text: 'Hello' })).status).toBe(200);
  });

  it('ignores an unsigned webhook', async () => {
    const forged = { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { metadata: { phone_number_id: '100000000000001' }, messages: [{ from: '12025550103', id: 'wamid.x', timestamp: '1', type: 'text', text: { body: 'hi' } }] } }] }] };
    const response = await fetch(pair.reference.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' }, body: JSON.stringify(forged) });
    expect(response.status).toBe(401);
    expect((await send({ to: '12025550103', text: 'Hello' })).status).toBe(409);
  });

  it('answers unknown paths 404 and wrong methods 405 with Allow, before authentication (decision A56)', async () => {
    expect((await fetch(`${pair.reference.url}/api/v2/webhooks`)).status).toBe(404);
    const wrong = await fetch(`${pair.reference.url}/api/v2/messages`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('serves the bundled contract byte for byte', async () => {
    expect(await (await fetch(`${pair.reference.url}/api/v2/openapi.json`)).text()).toBe(contractText('gateway'));
  });

  it('answers a body over the limit with 422 validation_error, not a crash', async () => {
    const response = await send({ to: '12025550101', text: 'x'.repeat(2_000_000) });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'validation_error', detail: [{ loc: ['body'] }] });
  });

  it('refuses the control plane without its token', async () => {
    const response = await control('GET', '/capabilities', undefined, 'wrong');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'control_unauthorized' });
  });

  it('refuses a world with a dangling reference, naming it, and keeps the old world', async () => {
    const broken = targetWorld(world, { upstreamBaseUrl: pair.upstream.baseUrl });
    broken.numbers[0] = { ...broken.numbers[0]!, workspace_id: 'nowhere' };
    const response = await control('PUT', '/world', broken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_world', detail: [{ loc: ['numbers', 0, 'workspace_id'] }] });
    expect((await send({ to: '12025550101', text: 'still here' })).status).toBe(200);
  });

  it('moves the clock by an ISO 8601 duration and closes the window', async () => {
    const moved = await control('POST', '/clock/advance', { duration: 'PT24H' });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { now: string }).now).toBe(new Date(start + 24 * 3_600_000).toISOString());
    expect((await send({ to: '12025550101', text: 'late' })).status).toBe(409);
  });

  it('reports customer state: contact, stand-down and window', async () => {
    expect((await send({ to: '12025550101', text: 'Hello' })).status).toBe(200);
    const state = await (await control('GET', '/customers/100000000000001/12025550101')).json();
    expect(state).toMatchObject({ contact_exists: true, agent_paused: true, window_open: true });
  });

  it('syncs the platform-only templates into the local copy', async () => {
    const response = await control('POST', '/templates/sync', { phone_number_id: '100000000000001' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { synced: number }).synced).toBeGreaterThan(0);
  });
});
