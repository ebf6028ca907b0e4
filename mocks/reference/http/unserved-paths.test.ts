// Section 9 and decisions A56, A61: no `/api/v1` on the public surface (every path there is 404),
// `/api/v2/webhooks` is 404 (section 1), and the docs (section 1, A16) are public, with wrong
// methods 405 and nothing but the allow-listed files below `/api/v2/docs/assets`.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsAssetsPath } from '../docs/docs-routes.ts';
import { startReference, type RunningReference } from '../index.ts';

let reference: RunningReference;

beforeAll(async () => {
  reference = await startReference();
});

afterAll(async () => reference.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request with its path sent byte for byte: `fetch` would resolve `..` before sending. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(reference.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
// The legacy shape of section 9 and the dashboard's same-host interface, in their likely spellings.
const legacyPaths = ['/api/v1', '/api/v1/', '/api/v1/messages', '/api/v1/templates', '/api/v1/contacts', '/api/v1/webhooks', '/api/v1/analytics', '/api/v1/auth/session', '/api/v1/messages?page=1&limit=10'];
const callers: [string, Record<string, string>][] = [
  ['no token', {}],
  ['a v2 bearer token', { authorization: 'Bearer fixture-token-main-0001' }],
  ['a legacy-style key', { authorization: 'Bearer ghala_live_0123456789abcdef', 'x-api-key': 'ghala_live_0123456789abcdef' }],
];

function expectNotFound(answer: Answer, what: string): void {
  expect(answer.status, what).toBe(404);
  // HEAD answers carry no body.
  if (answer.text !== '') expect(JSON.parse(answer.text), what).toMatchObject({ code: 'not_found' });
}

describe('paths the reference does not serve', () => {
  it.each(callers)('answers 404 not_found on every /api/v1 path and method, with %s', async (_who, headers) => {
    for (const path of legacyPaths) {
      for (const method of methods) {
        const body = ['POST', 'PUT', 'PATCH'].includes(method) ? JSON.stringify({ to: '12025550101', text: { body: 'Hello' } }) : undefined;
        expectNotFound(await raw(method, path, { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, body), `${method} ${path}`);
      }
    }
  });

  it.each(callers)('answers 404 not_found on /api/v2/webhooks, its sub-paths and every method, with %s', async (_who, headers) => {
    for (const path of ['/api/v2/webhooks', '/api/v2/webhooks/', '/api/v2/webhooks/sub_01']) {
      for (const method of methods) expectNotFound(await raw(method, path, headers), `${method} ${path}`);
    }
  });
});

describe('the docs routes', () => {
  it.each(callers)('serve the page as HTML with %s, the token being ignored (A16)', async (_who, headers) => {
    const answer = await raw('GET', '/api/v2/docs', headers);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(answer.text).toMatch(/^<!doctype html>/i);
  });

  it('serve the renderer with the content type of each file', async () => {
    expect((await raw('GET', `${docsAssetsPath}/swagger-ui-bundle.js`)).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await raw('GET', `${docsAssetsPath}/swagger-ui.css`)).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await raw('GET', `${docsAssetsPath}/favicon-32x32.png`)).headers['content-type']).toBe('image/png');
  });

  it('answer 405 with Allow: GET to another method on the page or a file', async () => {
    for (const path of ['/api/v2/docs', `${docsAssetsPath}/start-docs.js`]) {
      const answer = await raw('POST', path);
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow, path).toBe('GET');
    }
  });

  it.each([
    `${docsAssetsPath}/../../../../package.json`,
    `${docsAssetsPath}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json`,
    `${docsAssetsPath}/..%2f..%2f..%2f..%2fpackage.json`,
    `${docsAssetsPath}/....//....//package.json`,
    `${docsAssetsPath}//etc/passwd`,
    `${docsAssetsPath}/`,
    `${docsAssetsPath}/swagger-ui.css.map`,
    `${docsAssetsPath}/swagger-ui-bundle.js.map`,
    `${docsAssetsPath}/index.html`,
    `${docsAssetsPath}/swagger-initializer.js`,
    `${docsAssetsPath}/package.json`,
    '/api/v2/docs/',
    '/api/v2/docs/index.html',
  ])('answer 404 to %s: only the allow-listed files are served', async (path) => {
    const answer = await raw('GET', path);
    expectNotFound(answer, path);
    expect(answer.text).not.toContain('gateway-harness');
  });
});
