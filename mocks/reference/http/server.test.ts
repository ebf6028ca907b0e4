// The reference's HTTP edge, wired to the upstream platform mock as a real pair on loopback.
import { describe, expect, it } from 'vitest';
import { contractText } from '../../../contracts/index.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { loopbackAgent } from '../../http-kit/supertest-kit.ts';
import { controlPrefix, webhookPath } from './paths.ts';
import { start, usePair, world } from './pair-kit.ts';

const controlToken = 'control-token-for-tests';
const pair = usePair(controlToken);
const gateway = () => loopbackAgent(pair.reference.url);

/** A control-plane request (`path` below the control prefix) with the control token, or `token`. */
function control(method: 'get' | 'put' | 'post', path: string, body?: object, token = controlToken) {
  const call = gateway()[method](`${controlPrefix}${path}`).set('authorization', `Bearer ${token}`);
  return body === undefined ? call : call.send(body);
}

/** A send as a client makes it; a string body goes as it is, still labelled JSON. */
function send(body: object | string, token = 'fixture-token-main-0001') {
  return gateway()
    .post('/api/v2/messages')
    .set('authorization', `Bearer ${token}`)
    .set('content-type', 'application/json')
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

describe('reference server', () => {
  it('sends a text inside the window and answers with the record', async () => {
    const response = await send({ to: '12025550101', text: 'Hello' }).expect(200);
    expect(response.body).toMatchObject({ status: 'SENT', content: 'Hello', direction: 'OUTBOUND' });
  });

  it('learns a new window from a signed inbound webhook', async () => {
    await send({ to: '12025550103', text: 'Hello' }).expect(409);
    await pair.upstream.control.customerWrites('12025550103', { phone_number_id: '100000000000001', message: { type: 'text', text: 'hi' } });
    await pair.upstream.mock.drainWebhooks();
    await send({ to: '12025550103', text: 'Hello' }).expect(200);
  });

  it('ignores an unsigned webhook', async () => {
    const forged = { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { metadata: { phone_number_id: '100000000000001' }, messages: [{ from: '12025550103', id: 'wamid.x', timestamp: '1', type: 'text', text: { body: 'hi' } }] } }] }] };
    await gateway().post(webhookPath).set('x-hub-signature-256', 'sha256=00').send(forged).expect(401);
    await send({ to: '12025550103', text: 'Hello' }).expect(409);
  });

  it('answers unknown paths 404 and wrong methods 405 with Allow, before authentication (decision A56)', async () => {
    await gateway().get('/api/v2/webhooks').expect(404);
    await gateway().get('/api/v2/messages').expect(405).expect('allow', 'POST');
  });

  it('serves the bundled contract byte for byte', async () => {
    // As bytes, not JSON parsed and written again.
    const served = await gateway().get('/api/v2/openapi.json').responseType('blob').expect(200);
    expect((served.body as Buffer).toString('utf8')).toBe(contractText('gateway'));
  });

  it('answers a body over the limit with 422 validation_error, not a crash', async () => {
    const response = await send({ to: '12025550101', text: 'x'.repeat(2_000_000) }).expect(422);
    expect(response.body).toMatchObject({ code: 'validation_error', detail: [{ loc: ['body'] }] });
  });

  it('refuses the control plane without its token', async () => {
    const response = await control('get', '/capabilities', undefined, 'wrong').expect(401);
    expect(response.body).toMatchObject({ error: 'control_unauthorized' });
  });

  it('refuses a world with a dangling reference, naming it, and keeps the old world', async () => {
    const broken = targetWorld(world, { upstreamBaseUrl: pair.upstream.baseUrl });
    broken.numbers[0] = { ...broken.numbers[0]!, workspace_id: 'nowhere' };
    const response = await control('put', '/world', broken).expect(400);
    expect(response.body).toMatchObject({ error: 'invalid_world', detail: [{ loc: ['numbers', 0, 'workspace_id'] }] });
    await send({ to: '12025550101', text: 'still here' }).expect(200);
  });

  it('moves the clock by an ISO 8601 duration and closes the window', async () => {
    const moved = await control('post', '/clock/advance', { duration: 'PT24H' }).expect(200);
    expect((moved.body as { now: string }).now).toBe(new Date(start + 24 * 3_600_000).toISOString());
    await send({ to: '12025550101', text: 'late' }).expect(409);
  });

  it('reports customer state: contact, stand-down and window', async () => {
    await send({ to: '12025550101', text: 'Hello' }).expect(200);
    const state = await control('get', '/customers/100000000000001/12025550101').expect(200);
    expect(state.body).toMatchObject({ contact_exists: true, agent_paused: true, window_open: true });
  });

  it('syncs the platform-only templates into the local copy', async () => {
    const response = await control('post', '/templates/sync', { phone_number_id: '100000000000001' }).expect(200);
    expect((response.body as { synced: number }).synced).toBeGreaterThan(0);
  });
});
