/**
 * The upstream platform mock as a library: start it on a loopback port with a world, use its
 * base URL as the platform's address, drive customers, statuses and faults through `control`.
 */
import { buildServer } from './http/server.ts';
import { createUpstreamMock } from './mock.ts';
import { listenMock, type RunningUpstreamMock, type StartOptions } from './running-mock.ts';

export { createUpstreamMock, type UpstreamMock, type UpstreamMockOptions } from './mock.ts';
export { UpstreamControl, UpstreamControlError } from './control-client.ts';
export { virtualClock, followingClock } from './clock.ts';
export { verifyWebhookSignature, signWebhookBody } from './webhooks/sign.ts';
export type { RunningUpstreamMock, StartOptions } from './running-mock.ts';

export async function startUpstreamMock(options: StartOptions): Promise<RunningUpstreamMock> {
  const mock = createUpstreamMock(options);
  return listenMock(mock, buildServer(mock), options);
}
