// Section 8: "sends no X-RateLimit-* headers and no Retry-After"; section 7 and decision A59: no
// request id anywhere. A tour of every kind of answer the reference gives (successes, refusals,
// platform throttling and outages, the served spec and docs, unknown paths, the control plane)
// must carry none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { startUpstreamMock, virtualClock, type RunningUpstreamMock } from '../../upstream/index.ts';
import { startReference, type RunningReference } from '../index.ts';

const world = bundledWorld('default');
const controlToken = 'control-token-for-header-tests';
const mainToken = 'fixture-token-main-0001';
const forbidden = /^(retry-after|x-ratelimit-.*|ratelimit(-.*)?|x-request-id|request-id|x-correlation-id|x-trace-id|traceparent|tracestate)$/i;

let upstream: RunningUpstreamMock;
let reference: RunningReference;

beforeAll(async () => {
  const start = Date.parse(world.clock.start);
  upstream = await startUpstreamMock({ world, clock: virtualClock(start) });
  reference = await startReference({ controlToken, clockStart: start });
  const loaded = await fetch(`${reference.controlUrl ?? ''}/world`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${controlToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(targetWorld(world, { upstreamBaseUrl: upstream.baseUrl })),
  });
  expect(loaded.status).toBe(204);
});

afterAll(async () => {
  await reference.close();
  await upstream.close();
});

interface Call {
  what: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const text = (to: string) => ({ to, text: 'Hello' });

async function call(c: Call): Promise<{ status: number; headerNames: string[] }> {
  const response = await fetch(`${reference.url}${c.path}`, {
    method: c.method ?? 'GET',
    headers: { ...(c.body === undefined ? {} : { 'content-type': 'application/json' }), ...c.headers },
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  await response.arrayBuffer();
  return { status: response.status, headerNames: [...response.headers.keys()] };
}

async function expectClean(calls: Call[], statuses: number[]): Promise<void> {
  const seen: number[] = [];
  for (const c of calls) {
    const { status, headerNames } = await call(c);
    seen.push(status);
    expect(headerNames.filter((name) => forbidden.test(name)), `${c.what} (${status})`).toEqual([]);
  }
  // The tour reached the answers it meant to, so the headers were looked at where it matters.
  expect(seen).toEqual(statuses);
}

describe('headers no answer of the reference carries', () => {
  it('none on sends: accepted, refused by a rule, unauthenticated, outside the window', async () => {
    await expectClean(
      [
        { what: 'accepted text', method: 'POST', path: '/api/v2/messages', headers: bearer(mainToken), body: text('12025550101') },
        { what: 'no token', method: 'POST', path: '/api/v2/messages', body: text('12025550101') },
        { what: 'invalid body', method: 'POST', path: '/api/v2/messages', headers: bearer(mainToken), body: { type: 'text' } },
        { what: 'no window', method: 'POST', path: '/api/v2/messages', headers: bearer(mainToken), body: text('12025550103') },
      ],
      [200, 401, 422, 409],
    );
  });

  it('none when the platform throttles the number (429) or is down (502)', async () => {
    const send = { method: 'POST', path: '/api/v2/messages', headers: bearer(mainToken), body: text('12025550101') };
    // One fault at a time, each used by the send right after it.
    await upstream.control.addFault({ match: { route: 'send' }, times: 1, action: { kind: 'platform-error', code: 130429 } });
    await expectClean([{ what: 'throttled', ...send }], [429]);
    await upstream.control.addFault({ match: { route: 'send' }, times: 1, action: { kind: 'http-status', status: 503 } });
    await expectClean([{ what: 'outage', ...send }], [502]);
  });

  it('none on listings: a page, a bad cursor, a bad limit, no token', async () => {
    await expectClean(
      [
        { what: 'page', path: '/api/v2/templates', headers: bearer(mainToken) },
        { what: 'bad cursor', path: '/api/v2/templates?cursor=not-a-cursor', headers: bearer(mainToken) },
        { what: 'bad limit', path: '/api/v2/templates?limit=0', headers: bearer(mainToken) },
        { what: 'no token', path: '/api/v2/templates' },
      ],
      [200, 400, 422, 401],
    );
  });

  it('none on the spec, the docs, unknown paths, wrong methods and the control plane', async () => {
    await expectClean(
      [
        { what: 'spec', path: '/api/v2/openapi.json' },
        { what: 'docs', path: '/api/v2/docs' },
        { what: 'docs file', path: '/api/v2/docs/assets/start-docs.js' },
        { what: 'legacy path', path: '/api/v1/messages', headers: bearer(mainToken) },
        { what: 'webhooks', method: 'POST', path: '/api/v2/webhooks', headers: bearer(mainToken), body: { url: 'https://example.org/hook' } },
        { what: 'wrong method', method: 'DELETE', path: '/api/v2/templates', headers: bearer(mainToken) },
        { what: 'control plane', path: '/__harness/capabilities', headers: bearer(controlToken) },
        { what: 'unsigned platform webhook', method: 'POST', path: '/__upstream/webhooks', body: {} },
      ],
      [200, 200, 200, 404, 404, 405, 200, 401],
    );
  });
});
