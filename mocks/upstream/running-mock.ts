/**
 * A built mock put on its port: where it answers (platform, control) and how it stops. Shared by
 * the plain mock and the mock with its handset page, which differ only in what the server serves
 * beside the platform routes and in what else has to stop first.
 */
import { UpstreamControl } from './control-client.ts';
import type { MockServer } from './http/server.ts';
import type { UpstreamMock, UpstreamMockOptions } from './mock.ts';

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

/** Listens on the options' port and host; `stopFirst` runs on close before the mock and the server stop. */
export async function listenMock(mock: UpstreamMock, server: MockServer, options: StartOptions, stopFirst?: () => void): Promise<RunningUpstreamMock> {
  const address = await server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  const control = new UpstreamControl(`${url}/__control`);
  return {
    baseUrl: `${url}/${mock.state.apiVersion}`,
    url,
    controlUrl: `${url}/__control`,
    control,
    mock,
    async close() {
      stopFirst?.();
      control.close();
      mock.close();
      await server.close();
    },
  };
}
