/**
 * The upstream platform mock as a library: start it on a loopback port with a world, use its
 * base URL as the platform's address, drive customers, statuses and faults through `control`.
 */
import { UpstreamControl } from './control-client.ts';
import { buildServer } from './http/server.ts';
import { createUpstreamMock, type UpstreamMock, type UpstreamMockOptions } from './mock.ts';

export { createUpstreamMock, type UpstreamMock, type UpstreamMockOptions } from './mock.ts';
export { UpstreamControl, UpstreamControlError } from './control-client.ts';
export { virtualClock, followingClock } from './clock.ts';
export { verifyWebhookSignature, signWebhookBody } from './webhooks/sign.ts';

export interface StartOptions extends UpstreamMockOptions {
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  /** Loopback unless told otherwise. */
  host?: string;
}

export interface RunningUpstreamMock {
  /** The platform's address including the API version, e.g. `http://127.0.0.1:4010/v23.0`. */
  baseUrl: string;
  /** The server's root URL. */
  url: string;
  /** Base URL of the `/__control` API. */
  controlUrl: string;
  control: UpstreamControl;
  mock: UpstreamMock;
  close(): Promise<void>;
}

export async function startUpstreamMock(options: StartOptions): Promise<RunningUpstreamMock> {
  const mock = createUpstreamMock(options);
  const server = buildServer(mock);
  const address = await server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  return {
    baseUrl: `${url}/${mock.state.apiVersion}`,
    url,
    controlUrl: `${url}/__control`,
    control: new UpstreamControl(`${url}/__control`),
    mock,
    async close() {
      mock.close();
      await server.close();
    },
  };
}
