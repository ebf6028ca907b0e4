// Section 1: the public surface is exactly two operations; dashboard work (numbers, templates
// create/edit/delete/sync, subscriptions, contacts, tags, custom fields, campaigns, orders, shop,
// payments, analytics, AI agent configuration, audit log, media uploads: media is sent by URL
// only, so a form upload is refused wherever it is sent) has no public endpoint, and "there is no endpoint to list numbers, to fetch a message by
// id, or to replay a failed delivery". Decision A56: status only, sent with a valid token; an
// unknown path is 404, a wrong method on one of the two operations' paths is 404 or 405. None of
// these requests may reach the platform.
import { expect } from 'vitest';
import { expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

interface Probe {
  method: string;
  path: string;
  body?: unknown;
}

/** Paths that are no operation at all: 404 whatever the method. */
function unknownPaths(messageId: string, to: string): Probe[] {
  return [
    { method: 'GET', path: '/api/v2/numbers' },
    { method: 'GET', path: '/api/v2/phone_numbers' },
    { method: 'GET', path: '/api/v2/phone-numbers/100000000000001' },
    { method: 'GET', path: `/api/v2/messages/${encodeURIComponent(messageId)}` },
    { method: 'GET', path: `/api/v2/messages/${encodeURIComponent(messageId)}/status` },
    { method: 'POST', path: '/api/v2/deliveries/01JD7Y2M7W8N9PQRS3T4V5W6X7/replay' },
    { method: 'GET', path: '/api/v2/deliveries' },
    { method: 'POST', path: '/api/v2/events/replay', body: { delivery_id: '01JD7Y2M7W8N9PQRS3T4V5W6X7' } },
    { method: 'GET', path: '/api/v2/templates/order_update' },
    { method: 'PUT', path: '/api/v2/templates/order_update', body: { category: 'UTILITY' } },
    { method: 'PATCH', path: '/api/v2/templates/order_update', body: { category: 'UTILITY' } },
    { method: 'DELETE', path: '/api/v2/templates/order_update' },
    { method: 'POST', path: '/api/v2/templates/sync' },
    { method: 'GET', path: '/api/v2/subscriptions' },
    { method: 'POST', path: '/api/v2/subscriptions', body: { url: 'https://hooks.example.org/gateway', events: ['message.sent'] } },
    { method: 'GET', path: '/api/v2/contacts' },
    { method: 'POST', path: '/api/v2/contacts', body: { phone: to, name: 'Ada' } },
    { method: 'GET', path: '/api/v2/tags' },
    { method: 'GET', path: '/api/v2/custom-fields' },
    { method: 'GET', path: '/api/v2/campaigns' },
    { method: 'POST', path: '/api/v2/campaigns', body: { name: 'Spring', template_name: 'spring_sale' } },
    { method: 'GET', path: '/api/v2/orders' },
    { method: 'GET', path: '/api/v2/shop/products' },
    { method: 'GET', path: '/api/v2/payments' },
    { method: 'GET', path: '/api/v2/analytics' },
    { method: 'GET', path: '/api/v2/agent' },
    { method: 'GET', path: '/api/v2/audit-log' },
    { method: 'POST', path: '/api/v2/media', body: { url: 'https://media.fixture.test/files/parcel.jpg' } },
    { method: 'POST', path: '/api/v2/media/upload', body: { url: 'https://media.fixture.test/files/parcel.jpg' } },
    { method: 'POST', path: '/api/v2/uploads', body: { url: 'https://media.fixture.test/files/invoice.pdf' } },
    { method: 'GET', path: '/api/v2/account' },
    // The dashboard's areas under the names section 1 gives them.
    { method: 'GET', path: '/api/v2/numbers/100000000000001' },
    { method: 'POST', path: '/api/v2/numbers', body: { phone_number_id: '100000000000009' } },
    { method: 'GET', path: '/api/v2/custom_fields' },
    { method: 'GET', path: '/api/v2/shop' },
    { method: 'GET', path: '/api/v2/ai-agent' },
    { method: 'GET', path: '/api/v2/ai_agent' },
    { method: 'PUT', path: '/api/v2/ai-agent', body: { enabled: false } },
    { method: 'GET', path: '/api/v2/agent/configuration' },
    { method: 'GET', path: '/api/v2/audit_log' },
    { method: 'GET', path: '/api/v2/event-subscriptions' },
    { method: 'POST', path: '/api/v2/event-subscriptions', body: { url: 'https://hooks.example.org/gateway', events: ['message.sent'] } },
    { method: 'GET', path: `/api/v2/contacts/${encodeURIComponent(to)}/tags` },
  ];
}

const boundary = 'gateway-harness-upload';

/** A form upload of a small file, as a client uploading media to a media store would send it. */
function multipartUpload(extra: Record<string, string>): { headers: Record<string, string>; body: string } {
  const fields = Object.entries(extra).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="parcel.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff\u00e0 parcel photo\r\n`;
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: `${fields.join('')}${file}--${boundary}--\r\n` };
}

function upload(path: string, token: string, extra: Record<string, string>) {
  const { headers, body } = multipartUpload(extra);
  return run().api.checked.request({ method: 'POST', path, headers: { authorization: `Bearer ${token}`, ...headers }, body, undocumented: true });
}

/** Other methods on the two operations' own paths: 404 or 405. */
function wrongMethods(to: string): Probe[] {
  return [
    { method: 'GET', path: '/api/v2/messages' },
    { method: 'PUT', path: '/api/v2/messages', body: textTo(to) },
    { method: 'PATCH', path: '/api/v2/messages', body: textTo(to) },
    { method: 'DELETE', path: '/api/v2/messages' },
    { method: 'POST', path: '/api/v2/templates', body: { name: 'new_offer', language: 'en_US', category: 'MARKETING', components: [{ type: 'BODY', text: 'Hello' }] } },
    { method: 'PUT', path: '/api/v2/templates', body: { name: 'order_update', language: 'en_US' } },
    { method: 'PATCH', path: '/api/v2/templates', body: { name: 'order_update' } },
    { method: 'DELETE', path: '/api/v2/templates' },
  ];
}

function send(probe: Probe, token: string) {
  return run().api.checked.request({
    method: probe.method,
    path: probe.path,
    headers: { authorization: `Bearer ${token}`, ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(probe.body === undefined ? {} : { body: JSON.stringify(probe.body) }),
    // Outside the contract on purpose.
    undocumented: true,
  });
}

check({ id: 'no-other-public-endpoints', section: '1', title: 'with a valid token, no endpoint lists numbers, fetches a message, replays a delivery, takes an uploaded file or does dashboard work under the names section 1 gives it: 404, or 404 or 405 on the two paths, and a send carrying an uploaded file is refused; nothing reaches the platform', decisions: ['A17', 'A56'], asserts: { '1-two-operations': ['other-operations-not-served'], '1-dashboard-work-not-public': ['template-management-404', 'contact-campaign-and-other-dashboard-paths-404', 'dashboard-areas-by-spec-name-404'], '1-no-lookup-or-replay-endpoints': ['list-numbers-404', 'fetch-message-404', 'replay-delivery-404'], '1-media-by-url-only': ['no-upload-endpoint', 'multipart-upload-refused'] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const sent = await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow) });
  expectSent(sent);
  const record = sent.json as MessageRecord;
  const mark = upstream.mark();
  for (const probe of unknownPaths(record.id, cast.customers.inWindow)) expect((await send(probe, cast.main.token)).status, `${probe.method} ${probe.path}`).toBe(404);
  for (const probe of wrongMethods(cast.customers.inWindow)) expect([404, 405], `${probe.method} ${probe.path}`).toContain((await send(probe, cast.main.token)).status);
  // Section 1: "uploading media to the upstream platform's media store (sends take a URL only)".
  for (const path of ['/api/v2/media', '/api/v2/media/upload', '/api/v2/uploads']) expect((await upload(path, cast.main.token, { messaging_product: 'whatsapp' })).status, `a file uploaded to ${path}`).toBe(404);
  const uploadedSend = await upload('/api/v2/messages', cast.main.token, { to: cast.customers.inWindow, type: 'image' });
  expect(uploadedSend.status >= 400 && uploadedSend.status < 500, `a send carrying its image as an uploaded file: answered ${uploadedSend.status}`).toBe(true);
  const reached = upstream.requestsSince(mark).filter((entry) => entry.method !== 'GET');
  expect(reached.map((entry) => `${entry.method} ${entry.path}`), 'requests that changed something on the platform').toEqual([]);
});
