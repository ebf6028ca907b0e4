/**
 * The upstream platform mock as a library: start it on a loopback port with a world, use its
 * base URL as the platform's address, drive customers, statuses and faults through `control`.
 */
import { buildServer } from './http/server.ts';
import { createUpstreamMock } from './mock.ts';
import { listenMock, type RunningUpstreamMock, type StartOptions } from './running-mock.ts';
import type { PrismMockOptions, RunningPrismMock, RunningStaticUpstream, StaticServerOptions } from './static/prism-static.ts';

export { createUpstreamMock, type UpstreamMock, type UpstreamMockOptions } from './mock.ts';
export { InvalidWorldError } from './control/state-control.ts';
export { UpstreamControl, UpstreamControlError } from './control-client.ts';
export { virtualClock, followingClock } from './clock.ts';
export { verifyWebhookSignature, signWebhookBody } from './webhooks/sign.ts';
export type { RunningUpstreamMock, StartOptions } from './running-mock.ts';
export type { AnswerGate } from './faults/answer-gate.ts';

// What the CLI (scripts/) builds on beyond a running mock: this file is its only door into the
// mock, which lint keeps (eslint.config.js).
export { seededRandom } from './faults/random.ts';
export { startWithHandset, type RunningHandsetMock } from './handset/start-with-handset.ts';
export { handsetPrefix } from './handset/handset-routes.ts';
export type { Bubble, ConversationView, OutboundBubble } from './handset/handset-views.ts';
export { platformSnapshot, restorePlatform } from './handset/platform-snapshot.ts';
export { JsonText } from './journal/json-text.ts';
export { createJournal } from './journal/ring.ts';
export type { PairLimit } from './rate-limits/pair-limiter.ts';
export type { PrismMockOptions, RunningPrismMock, RunningStaticUpstream, StaticServerOptions } from './static/prism-static.ts';

export async function startUpstreamMock(options: StartOptions): Promise<RunningUpstreamMock> {
  const mock = createUpstreamMock(options);
  return listenMock(mock, buildServer(mock), options);
}

// Prism is large and only `mock` needs it: it is loaded when a schema-only stand-in starts.
/** A schema-only stand-in for any contract of the project, served by Stoplight Prism (`static/prism-static.ts`). */
export async function startPrismMock(options: PrismMockOptions): Promise<RunningPrismMock> {
  return (await import('./static/prism-static.ts')).startPrismMock(options);
}

/** The schema-only stand-in for the platform, from `contracts/upstream.openapi.json`. */
export async function startStaticUpstream(options: StaticServerOptions = {}): Promise<RunningStaticUpstream> {
  return (await import('./static/prism-static.ts')).startStaticUpstream(options);
}
