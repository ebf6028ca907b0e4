/**
 * The upstream mock with its handset page: the same mock `startUpstreamMock` starts, watched by
 * the handset store and served with `/__handset` beside the platform routes on one port.
 */
import { buildServer } from '../http/server.ts';
import { createUpstreamMock } from '../mock.ts';
import { listenMock, type RunningUpstreamMock, type StartOptions } from '../running-mock.ts';
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
  const running = await listenMock(mock, server, options, () => mount.close());
  return { ...running, handsetUrl: `${running.url}${handsetPrefix}/`, handset: store };
}
