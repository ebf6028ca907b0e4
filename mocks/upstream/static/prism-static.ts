/**
 * A schema-only stand-in for the platform: Stoplight Prism serves `contracts/upstream.openapi.json`
 * in mock mode, in this process. Each answer comes from the contract alone (its examples, or a
 * sample built from the response schema); requests are validated against the contract, a missing
 * bearer token is refused, and nothing is remembered between requests. Use the stateful mock
 * (`../index.ts`) for behaviour; use this to see what the contract by itself promises.
 */
import { fileURLToPath } from 'node:url';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec, type IHttpMockConfig } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';

export interface StaticUpstreamOptions {
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  /** Loopback unless told otherwise. */
  host?: string;
}

export interface RunningStaticUpstream {
  /** The server's root URL, e.g. `http://127.0.0.1:4010`; platform paths start with the version. */
  url: string;
  close(): Promise<void>;
}

const contractPath = fileURLToPath(new URL('../../../contracts/upstream.openapi.json', import.meta.url));

const config: IHttpMockConfig = {
  isProxy: false,
  mock: { dynamic: false },
  checkSecurity: true,
  validateRequest: true,
  validateResponse: true,
  errors: false,
  upstreamProxy: undefined,
};

export async function startStaticUpstream(options: StaticUpstreamOptions = {}): Promise<RunningStaticUpstream> {
  const host = options.host ?? '127.0.0.1';
  const operations = await getHttpOperationsFromSpec(contractPath);
  const server = createServer(operations, {
    components: { logger: createLogger('upstream-static', { level: 'silent' }) },
    config,
    cors: false,
  });
  const address = await server.listen(options.port ?? 0, host);
  const port = /:(\d+)$/.exec(address)?.[1];
  if (port === undefined) {
    await server.close();
    throw new Error(`the static upstream listens at an address without a port: ${address}`);
  }
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => server.close(),
  };
}
