/**
 * A schema-only stand-in served by Stoplight Prism in mock mode, in this process: any OpenAPI
 * contract of the project, by default `contracts/upstream.openapi.json` for the platform. Each
 * answer comes from the contract alone (its examples, or a sample built from the response
 * schema); requests are validated against the contract, a missing bearer token is refused, and
 * nothing is remembered between requests. Use the stateful mock (`../index.ts`) for behaviour;
 * use this to see what the contract by itself promises.
 */
import { fileURLToPath } from 'node:url';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec, type IHttpMockConfig } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';

export interface StaticServerOptions {
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  /** Loopback unless told otherwise. */
  host?: string;
}

export interface PrismMockOptions extends StaticServerOptions {
  /** The OpenAPI document to serve, as a file path. */
  contractPath: string;
  /** What the server stands in for (`upstream`, `gateway`): names its logger and its errors. */
  name: string;
}

export interface RunningPrismMock {
  /** The server's root URL, e.g. `http://127.0.0.1:4010`; the contract's paths start there. */
  url: string;
  close(): Promise<void>;
}

export type RunningStaticUpstream = RunningPrismMock;

const upstreamContract = fileURLToPath(new URL('../../../contracts/upstream.openapi.json', import.meta.url));

const config: IHttpMockConfig = {
  isProxy: false,
  mock: { dynamic: false },
  checkSecurity: true,
  validateRequest: true,
  validateResponse: true,
  errors: false,
  upstreamProxy: undefined,
};

/** Serves `options.contractPath` in Prism's static mock mode. */
export async function startPrismMock(options: PrismMockOptions): Promise<RunningPrismMock> {
  const host = options.host ?? '127.0.0.1';
  const operations = await getHttpOperationsFromSpec(options.contractPath);
  const server = createServer(operations, {
    components: { logger: createLogger(`${options.name}-static`, { level: 'silent' }) },
    config,
    cors: false,
  });
  const address = await server.listen(options.port ?? 0, host).catch((reason: unknown) => {
    // Prism rejects with the listen error's message alone; its code is what callers act on.
    if (typeof reason !== 'string') throw reason;
    throw Object.assign(new Error(reason), { code: /^listen (E[A-Z]+)/.exec(reason)?.[1] });
  });
  const port = /:(\d+)$/.exec(address)?.[1];
  if (port === undefined) {
    await server.close();
    throw new Error(`the static ${options.name} listens at an address without a port: ${address}`);
  }
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => server.close(),
  };
}

/** The platform's contract served by Prism; platform paths start with the API version. */
export function startStaticUpstream(options: StaticServerOptions = {}): Promise<RunningStaticUpstream> {
  return startPrismMock({ ...options, contractPath: upstreamContract, name: 'upstream' });
}
