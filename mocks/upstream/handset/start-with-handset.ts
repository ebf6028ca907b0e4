/**
 * The upstream mock with its handset page: the same mock `startUpstreamMock` starts, watched by
 * the handset store and served with `/__handset` beside the platform routes on one port.
 */
import { UpstreamControl } from '../control-client.ts';
import { buildServer } from '../http/server.ts';
import type { RunningUpstreamMock, StartOptions } from '../index.ts';
import { createUpstreamMock } from '../mock.ts';
import { createHandsetStore, type HandsetStore } from './handset-store.ts';
import { handsetMount, handsetPrefix } from './handset-routes.ts';
import { observeMock } from './observe-mock.ts';

export interface RunningHandsetMock extends RunningUpstreamMock {
  /** The handset page. */
  handsetUrl: string;
  handset: HandsetStore;
}

export async function startWithHandset(options: StartOptions): Promise<RunningHandsetMock> {
  const store = createHandsetStore();
  const inner = createUpstreamMock(options);
  const mock = observeMock(inner, store, options.world);
  store.seed(options.world, mock.state);
  const mount = handsetMount(mock, store);
  const server = buildServer(mock, { mount: (request, response) => mount.handle(request, response) });
  const address = await server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  return {
    baseUrl: `${url}/${mock.state.apiVersion}`,
    url,
    controlUrl: `${url}/__control`,
    handsetUrl: `${url}${handsetPrefix}/`,
    control: new UpstreamControl(`${url}/__control`),
    mock,
    handset: store,
    async close() {
      mount.close();
      mock.close();
      await server.close();
    },
  };
}
