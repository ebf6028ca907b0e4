/**
 * A schema-only stand-in for a gateway: Stoplight Prism serves `contracts/gateway-v2.openapi.json`
 * in mock mode, in this process. Answers come from the contract alone (its examples, or samples
 * built from its schemas); requests are validated against it and a missing bearer token is
 * refused; nothing is remembered. For behaviour (windows, idempotency, events) use `up`.
 */
import { fileURLToPath } from 'node:url';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec, type IHttpMockConfig } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';

export interface RunningStaticGateway {
  /** The server's root URL; the contract's paths start with `/api/v2`. */
  url: string;
  close(): Promise<void>;
}

const contractPath = fileURLToPath(new URL('../../contracts/gateway-v2.openapi.json', import.meta.url));

const config: IHttpMockConfig = {
  isProxy: false,
  mock: { dynamic: false },
  checkSecurity: true,
  validateRequest: true,
  validateResponse: true,
  errors: false,
  upstreamProxy: undefined,
};

export async function startStaticGateway(options: { port?: number; host?: string } = {}): Promise<RunningStaticGateway> {
  const host = options.host ?? '127.0.0.1';
  const operations = await getHttpOperationsFromSpec(contractPath);
  const server = createServer(operations, { components: { logger: createLogger('gateway-static', { level: 'silent' }) }, config, cors: false });
  const address = await server.listen(options.port ?? 0, host);
  const port = /:(\d+)$/.exec(address)?.[1];
  if (port === undefined) {
    await server.close();
    throw new Error(`the static gateway listens at an address without a port: ${address}`);
  }
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, close: () => server.close() };
}
