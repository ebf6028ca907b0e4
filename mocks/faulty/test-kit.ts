/**
 * For the builds' own tests: a gateway (the reference, or a faulty build of it) on loopback with
 * its own upstream mock, both loaded with the default world at its start, and a few ways to
 * talk to it. `observe` runs one probe on such a pair and closes it, so a probe can be run on
 * the reference and on a build, and the two observations compared.
 */
import { randomBytes } from 'node:crypto';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../fixtures/worlds/target-world.ts';
import { startReference, type Gateway, type RunningReference } from '../reference/index.ts';
import { startUpstreamMock, virtualClock, type RunningUpstreamMock } from '../upstream/index.ts';
import type { FaultDeclaration } from './faulty-build.ts';
import { startFaulty } from './start-faulty.ts';

const world = bundledWorld('default');
const start = Date.parse(world.clock.start);

/** Numbers and customers of the default world, by the part they play. */
export const fixture = {
  main: { id: '100000000000001', token: 'fixture-token-main-0001' },
  noTakeover: { id: '100000000000002', token: 'fixture-token-no-takeover-0002' },
  shared: [
    { id: '100000000000003', token: 'fixture-token-shared-0003' },
    { id: '100000000000004', token: 'fixture-token-shared-0003' },
  ],
  planWithoutApi: { id: '100000000000006', token: 'fixture-token-no-api-0006' },
  suspended: { id: '100000000000007', token: 'fixture-token-suspended-0007' },
  atContactLimit: { id: '100000000000008', token: 'fixture-token-at-limit-0008' },
  inWindow: '12025550101',
  neverWrote: '12025550103',
} as const;

export interface Answer {
  status: number;
  headers: Record<string, string>;
  json: unknown;
}

export interface CallOptions {
  /** The bearer token; `null` sends no Authorization header. */
  token?: string | null;
  numberId?: string;
  key?: string;
  /** A raw Authorization value, sent instead of the Bearer token. */
  authorization?: string;
  /** The send's Content-Type; `application/json` unless given. */
  contentType?: string;
}

export interface Probed {
  gateway: Gateway;
  /** The gateway's base URL, for a request the helpers below do not make. */
  url: string;
  upstream: RunningUpstreamMock;
  send(body: unknown, options?: CallOptions): Promise<Answer>;
  list(query?: string, options?: CallOptions): Promise<Answer>;
  /** Any request to the public side, with the main number's token; a string body goes as it is. */
  request(method: string, path: string, body?: unknown): Promise<Answer>;
  /** The control plane, with its token. */
  control(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Moves the gateway's clock (and what falls due). */
  advance(seconds: number): Promise<void>;
}

export type Probe = (gateway: Probed) => Promise<unknown>;

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, headers: Object.fromEntries(response.headers), json };
}

function headers(options: CallOptions = {}): Record<string, string> {
  const token = options.token === undefined ? fixture.main.token : options.token;
  return {
    ...(options.authorization !== undefined ? { authorization: options.authorization } : token === null ? {} : { authorization: `Bearer ${token}` }),
    ...(options.numberId === undefined ? {} : { 'x-phone-number-id': options.numberId }),
    ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
  };
}

function probed(running: RunningReference, upstream: RunningUpstreamMock, controlToken: string): Probed {
  const control = async (method: string, path: string, body?: unknown) =>
    answer(
      await fetch(`${running.controlUrl ?? ''}${path}`, {
        method,
        headers: { authorization: `Bearer ${controlToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  return {
    gateway: running.gateway,
    url: running.url,
    upstream,
    control,
    send: async (body, options) =>
      answer(await fetch(`${running.url}/api/v2/messages`, { method: 'POST', headers: { 'content-type': options?.contentType ?? 'application/json', ...headers(options) }, body: JSON.stringify(body) })),
    list: async (query = '', options) => answer(await fetch(`${running.url}/api/v2/templates${query === '' ? '' : `?${query}`}`, { headers: headers(options) })),
    request: async (method, path, body) =>
      answer(
        await fetch(`${running.url}${path}`, {
          method,
          headers: { ...headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        }),
      ),
    async advance(seconds) {
      await control('POST', '/clock/advance', { seconds });
      upstream.mock.clock.advance(seconds * 1000);
    },
  };
}

/** Runs `probe` on the reference (`build` undefined) or on a faulty build, and answers what it saw. */
export async function observe(build: FaultDeclaration | undefined, probe: Probe): Promise<unknown> {
  const controlToken = randomBytes(12).toString('base64url');
  const upstream = await startUpstreamMock({ world, clock: virtualClock(start) });
  const options = { controlToken, clockStart: start };
  const running = await (build ? startFaulty(build, options) : startReference(options));
  try {
    const g = probed(running, upstream, controlToken);
    const loaded = await g.control('PUT', '/world', targetWorld(world, { upstreamBaseUrl: upstream.baseUrl }));
    if (loaded.status !== 204) throw new Error(`the world was refused: ${loaded.status}`);
    await upstream.control.setWebhookUrl(running.webhookUrl);
    return await probe(g);
  } finally {
    await running.close();
    await upstream.close();
  }
}

/** Resolves once `holds` is true, checking after each turn of the event loop (at most `turns`). */
export async function until(holds: () => boolean, turns = 5000): Promise<void> {
  for (let i = 0; i < turns; i++) {
    if (holds()) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error('the awaited state never came');
}
