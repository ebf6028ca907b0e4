// The listing as the HTTP edge serves it: the route, the raw query, and headers it must ignore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceServer, type ReferenceServer } from '../http/server.ts';
import { fixtureGateway, mainToken } from './test-kit.ts';

let app: ReferenceServer;
let origin: string;

beforeAll(async () => {
  app = buildReferenceServer(fixtureGateway());
  const { port } = await app.listen(0, '127.0.0.1');
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await app.close();
});

async function call(method: string, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${url}`, { method, headers });
  const body = await response.text();
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body, json: (): unknown => JSON.parse(body) };
}

function get(url: string, headers: Record<string, string> = {}) {
  return call('GET', url, { authorization: `Bearer ${mainToken}`, ...headers });
}

describe('GET /api/v2/templates at the HTTP edge', () => {
  it('answers a bare JSON page (section 2.6)', async () => {
    const response = await get('/api/v2/templates?limit=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(response.json() as object)).toEqual(['items', 'next_cursor', 'has_more']);
  });

  // Decision A11: "ignores the header on GET /api/v2/templates; nothing is stored or looked up".
  it('answers the same with and without an Idempotency-Key, and never 409 or 422 on reuse', async () => {
    const plain = await get('/api/v2/templates?limit=3');
    const keyed = await get('/api/v2/templates?limit=3', { 'idempotency-key': 'listing-key-1' });
    const reused = await get('/api/v2/templates?limit=4', { 'idempotency-key': 'listing-key-1' });
    const oversized = await get('/api/v2/templates?limit=3', { 'idempotency-key': 'k'.repeat(300) });
    expect(keyed.body).toBe(plain.body);
    expect(oversized.body).toBe(plain.body);
    expect(reused.statusCode).toBe(200);
    expect(keyed.headers['idempotency-replayed']).toBeUndefined();
  });

  it('reads every value of a repeated parameter from the raw query', async () => {
    const response = await get('/api/v2/templates?limit=2&limit=3');
    expect(response.statusCode).toBe(422);
  });

  it('passes an encoded cursor through unchanged', async () => {
    const first = (await get('/api/v2/templates?limit=1')).json() as { next_cursor: string };
    const second = await get(`/api/v2/templates?limit=1&cursor=${encodeURIComponent(first.next_cursor)}`);
    expect(second.statusCode).toBe(200);
  });

  // Decision A56: routing before authentication; the path is known, so another method is 405.
  it('answers POST on the path with 405 and Allow: GET', async () => {
    const response = await call('POST', '/api/v2/templates');
    expect([response.statusCode, response.headers.allow]).toEqual([405, 'GET']);
  });
});
