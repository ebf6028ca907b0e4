/**
 * supertest kept on loopback, for the tests of both mocks' HTTP edges. Handed a request listener
 * or a server not yet listening, supertest would `listen(0)` on every interface itself; here it is
 * only ever handed the root URL of a server the test already started on loopback (and stops), so
 * no request of a test leaves this machine and supertest binds nothing.
 */
import supertest from 'supertest';

export type LoopbackAgent = ReturnType<typeof supertest>;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** supertest against the running server at `url`, its root URL on a loopback address. */
export function loopbackAgent(url: string): LoopbackAgent {
  const { hostname, pathname, search } = new URL(url);
  if (!loopbackHosts.has(hostname)) throw new Error(`supertest is kept on loopback; ${url} is not a loopback address`);
  if (pathname !== '/' || search !== '') throw new Error(`give the server's root URL, not ${url}: each request names its own path`);
  return supertest(url.replace(/\/$/, ''));
}
