// Section 1: "a request to /api/v2/webhooks returns 404". Section 9: the legacy public shape under
// `/api/v1` "is not served; every path there returns 404", while `/api/v1` on the same host is the
// internal dashboard interface. Decisions A56 (status only, with a valid token) and A61 (with a
// v2 token on `/api/v1`: not 2xx and nothing sent upstream; a legacy host is not configured here).
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

interface Probe {
  method: string;
  path: string;
  body?: unknown;
}

// What an integrator of the removed registration endpoints would still send.
const webhookProbes: Probe[] = [
  { method: 'GET', path: '/api/v2/webhooks' },
  { method: 'POST', path: '/api/v2/webhooks', body: { url: 'https://hooks.example.org/gateway', events: ['message.status'] } },
  { method: 'PUT', path: '/api/v2/webhooks', body: { url: 'https://hooks.example.org/gateway' } },
  { method: 'PATCH', path: '/api/v2/webhooks/sub_01', body: { events: ['message.sent'] } },
  { method: 'DELETE', path: '/api/v2/webhooks/sub_01' },
  { method: 'GET', path: '/api/v2/webhooks/sub_01' },
];

// The legacy shape of section 9 (sends with a nested `text.body`, page-and-limit listings,
// contacts, template creation, analytics, webhook registration) and the bare prefix.
function legacyProbes(to: string): Probe[] {
  return [
    { method: 'POST', path: '/api/v1/messages', body: { to, type: 'text', text: { body: 'Your parcel is on its way.' } } },
    { method: 'POST', path: '/api/v1/messages', body: { to, type: 'text', text: 'Your parcel is on its way.' } },
    { method: 'GET', path: '/api/v1/templates?page=1&limit=10' },
    { method: 'POST', path: '/api/v1/templates', body: { name: 'order_update', language: 'en_US', category: 'UTILITY' } },
    { method: 'GET', path: '/api/v1/contacts' },
    { method: 'POST', path: '/api/v1/contacts', body: { phone: to } },
    { method: 'GET', path: '/api/v1/analytics' },
    { method: 'POST', path: '/api/v1/webhooks', body: { url: 'https://hooks.example.org/gateway' } },
    { method: 'DELETE', path: '/api/v1/webhooks/sub_01' },
    { method: 'GET', path: '/api/v1' },
  ];
}

function sendProbe(probe: Probe, headers: Record<string, string>): Promise<CheckedResponse<unknown>> {
  return run().api.checked.request({
    method: probe.method,
    path: probe.path,
    headers: { ...headers, ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(probe.body === undefined ? {} : { body: JSON.stringify(probe.body) }),
    // These paths are outside the contract on purpose.
    undocumented: true,
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

check({ id: 'webhooks-path-is-404', section: '1', title: '/api/v2/webhooks and its sub-paths answer 404 to every method, with a valid token', decisions: ['A56'], asserts: { '1-webhooks-path-404': ['webhooks-404'], '6-not-managed-by-api': ['webhooks-path-404'] } }, async () => {
  await run().provision();
  const token = castOf(run().world).main.token;
  for (const probe of webhookProbes) expect((await sendProbe(probe, bearer(token))).status, `${probe.method} ${probe.path}`).toBe(404);
});

check({ id: 'legacy-v1-not-served', section: '9', title: 'with a v2 token, no /api/v1 request succeeds and none reaches the platform', decisions: ['A61'], asserts: { '9-v1-internal': ['v1-not-public'], '9-legacy-shape-not-served': ['legacy-requests-not-served'] } }, async () => {
  await run().provision();
  const { upstream, world } = run();
  const cast = castOf(world);
  const mark = upstream.mark();
  for (const probe of legacyProbes(cast.customers.inWindow)) {
    const { status } = await sendProbe(probe, bearer(cast.main.token));
    expect(status >= 200 && status < 300, `${probe.method} ${probe.path} answered ${status}`).toBe(false);
  }
  expect(upstream.sendsSince(mark), 'sends that reached the platform').toEqual([]);
});

check({ id: 'unserved-paths-are-404-not-found', section: '9', title: 'every /api/v1 and /api/v2/webhooks request is 404 not_found, with or without a token', profile: 'reference', decisions: ['A56', 'A61'], asserts: { '1-webhooks-path-404': ['webhooks-404'], '9-v1-internal': ['v1-not-public'], '9-legacy-shape-not-served': ['legacy-requests-not-served'] } }, async () => {
  await run().provision();
  const cast = castOf(run().world);
  for (const headers of [{}, bearer(cast.main.token)]) {
    for (const probe of [...webhookProbes, ...legacyProbes(cast.customers.inWindow)]) {
      const response = await sendProbe(probe, headers);
      expect([response.status, codeOf(response)], `${probe.method} ${probe.path}`).toEqual([404, 'not_found']);
    }
  }
});
