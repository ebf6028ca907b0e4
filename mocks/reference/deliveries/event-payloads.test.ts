// Decision A67: the payload layout the reference documents in its README, observed end to end:
// the upstream mock drives the reference over loopback, and a subscriber on loopback receives.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { startUpstreamMock, virtualClock, type RunningUpstreamMock } from '../../upstream/index.ts';
import { startReference, type RunningReference } from '../index.ts';

const world = bundledWorld('default');
const start = Date.parse(world.clock.start);
const controlToken = 'control-token-for-payload-tests';
const customer = '12025550101';
let upstream: RunningUpstreamMock;
let reference: RunningReference;
let subscriber: Server;
let received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  subscriber = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => subscriber.listen(0, '127.0.0.1', resolve));
  upstream = await startUpstreamMock({ world, clock: virtualClock(start) });
  reference = await startReference({ controlToken, clockStart: start });
});

afterAll(async () => {
  await reference.close();
  await upstream.close();
  subscriber.closeAllConnections();
  await new Promise((resolve) => subscriber.close(resolve));
});

beforeEach(async () => {
  received = [];
  await upstream.control.reset();
  const receiverUrl = `http://127.0.0.1:${(subscriber.address() as AddressInfo).port}/events`;
  const loaded = await fetch(`${reference.controlUrl ?? ''}/world`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(targetWorld(world, { upstreamBaseUrl: upstream.baseUrl, receiverUrl })),
  });
  expect(loaded.status).toBe(204);
  await upstream.control.setWebhookUrl(reference.webhookUrl);
});

async function send(body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${reference.url}/api/v2/messages`, {
    method: 'POST',
    headers: { authorization: 'Bearer fixture-token-main-0001', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function delivered(event: string, count = 1): Promise<Record<string, unknown>[]> {
  for (let waited = 0; waited < 30_000; waited += 10) {
    const found = received.filter((r) => r.headers['x-service-event'] === event);
    if (found.length >= count) return found.map((r) => r.body);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${event} delivery arrived`);
}

const envelope = (event: string, data: unknown) => ({ event, occurred_at: expect.stringMatching(/Z$/), phone_number_id: '100000000000001', data });

describe('event payloads (A67)', () => {
  it('message.sent carries the record as answered, the recipient and the wording', async () => {
    const record = await send({ to: customer, type: 'text', text: 'Your parcel is on its way.' });
    expect(await delivered('message.sent')).toEqual([envelope('message.sent', { message: record, to: customer, wording: 'Your parcel is on its way.' })]);
  });

  it('message.sent of a one-time code says only that a code was sent (A31)', async () => {
    await send({ to: customer, type: 'template', template_name: 'otp_login', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: 'QX482913' }] }] });
    const [body] = await delivered('message.sent');
    expect(body).toMatchObject({ data: { wording: 'Verification code sent', message: { content: 'Verification code sent', redacted: true } } });
    expect(JSON.stringify(body)).not.toContain('QX482913');
  });

  it('message.status carries the updated record, the status, its time and the failure reason', async () => {
    const record = await send({ to: customer, type: 'text', text: 'Hello' });
    await upstream.control.advanceMessageStatus(String(record.wa_message_id), { status: 'delivered' });
    await upstream.control.advanceMessageStatus(String(record.wa_message_id), { status: 'failed', error: { code: 131026, details: 'Handset unreachable' } });
    await upstream.mock.drainWebhooks();
    const [deliveredBody, failedBody] = await delivered('message.status', 2);
    expect(deliveredBody).toMatchObject(envelope('message.status', { message: { id: record.id, wa_message_id: record.wa_message_id, delivered_at: expect.any(String) }, to: customer, status: 'DELIVERED', status_at: expect.any(String), failure_reason: null }));
    expect(failedBody).toMatchObject({ data: { status: 'FAILED', failure_reason: expect.stringContaining('Handset unreachable'), message: { status: 'FAILED', failed_at: expect.any(String) } } });
  });

  it('message.received carries the tapped option id, and a quick reply as "text [payload]"', async () => {
    await send({ to: customer, type: 'interactive', interactive: { type: 'buttons', body: 'Pick', buttons: [{ id: 'btn_track', title: 'Track' }] } });
    await upstream.control.customerWrites(customer, { phone_number_id: '100000000000001', message: { type: 'interactive', reply: { kind: 'button_reply', id: 'btn_track', title: 'Track' } } });
    await upstream.control.customerWrites(customer, { phone_number_id: '100000000000001', message: { type: 'button', text: 'Loved it', payload: 'FEEDBACK_GOOD' } });
    await upstream.mock.drainWebhooks();
    const [tap, quickReply] = await delivered('message.received', 2);
    expect(tap).toMatchObject(envelope('message.received', { from: customer, profile_name: 'Ada Open', message_type: 'interactive', content: 'Track', option_id: 'btn_track', media: null }));
    expect(quickReply).toMatchObject({ data: { message_type: 'button', content: 'Loved it [FEEDBACK_GOOD]', option_id: null } });
  });

  it('template.status carries the template id, status, the platform reason and the quality score', async () => {
    await upstream.control.changeTemplateStatus('310000000000011', { event: 'PAUSED', reason: 'Paused after customer feedback' });
    await upstream.mock.drainWebhooks();
    const [body] = await delivered('template.status');
    expect(body).toEqual(
      envelope('template.status', {
        id: '310000000000011',
        name: 'thank_you',
        language: 'en_US',
        category: 'UTILITY',
        status: 'PAUSED',
        reason: 'Paused after customer feedback',
        quality_score: 'GREEN',
        changed_at: expect.any(String),
      }),
    );
  });
});
