/**
 * A schema-only stand-in for a gateway: Stoplight Prism serves `contracts/gateway-v2.openapi.json`
 * in mock mode, in this process. Answers come from the contract alone (its examples, or samples
 * built from its schemas); requests are validated against it and a missing bearer token is
 * refused; nothing is remembered. For behaviour (windows, idempotency, events) use `up`.
 */
import { contractPath } from '../../contracts/index.ts';
import { startPrismMock, type RunningPrismMock, type StaticServerOptions } from '../../mocks/upstream/index.ts';

/** `url` is the server's root; the contract's paths start with `/api/v2`. */
export type RunningStaticGateway = RunningPrismMock;

export function startStaticGateway(options: StaticServerOptions = {}): Promise<RunningStaticGateway> {
  return startPrismMock({ ...options, contractPath: contractPath('gateway'), name: 'gateway' });
}
