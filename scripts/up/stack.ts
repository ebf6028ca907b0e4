/**
 * The local development stack `up` runs: the upstream platform mock with its handset page, and
 * the reference gateway wired to it (the gateway's platform base URL is the mock; the mock posts
 * its webhooks to the gateway), both on real time and loaded with one world. Optionally its state
 * is kept in a file, and a development subscription forwards events to the developer's endpoint.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { World } from '../../fixtures/worlds/world-file.ts';
import { referenceHandler, type ReferenceHandler, webhookPath, type HostResolver, type RetryPolicy } from '../../mocks/reference/index.ts';
import { startWithHandset, type RunningHandsetMock } from '../../mocks/upstream/index.ts';
import { dashboardHandler } from './dashboard-routes.ts';
import { devTokens, type DevTokens } from './dev-tokens.ts';
import { existingSubscription, registerSubscription, type DevSubscription } from './dev-subscriptions.ts';
import { loadGatewayWorld } from './gateway-world.ts';
import { openStackState, type StackState } from './stack-state.ts';

export interface StackOptions {
  world: World;
  /** Gateway port; 0 picks a free one. */
  port?: number;
  /** Upstream mock (and handset) port; 0 picks a free one. */
  upstreamPort?: number;
  host?: string;
  /** Bearer token of the reference's control plane (`/__harness`); a fresh one unless given. */
  controlToken?: string;
  /** Keep the state in this file across restarts. */
  statePath?: string;
  /** Forward the number's events to this endpoint through a development subscription. */
  forwardTo?: string;
  /** Resolves subscriber host names (tests pass a table). */
  resolveHost?: HostResolver;
  /** Delivery timeout and retry schedule (tests pass a quick one). */
  retryPolicy?: RetryPolicy;
  warn?: (line: string) => void;
}

export interface RunningStack {
  /** The gateway's root URL; the API is under `/api/v2`. */
  gatewayUrl: string;
  docsUrl: string;
  handsetUrl: string;
  upstream: RunningHandsetMock;
  reference: ReferenceHandler;
  /** Guards the reference's control plane (`/__harness`); made fresh for each run. */
  controlToken: string;
  tokens: DevTokens;
  /** The forwarding subscription, and its secret when it was made in this run (shown once). */
  forward?: { subscription: DevSubscription; secret?: string };
  state?: StackState;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

const urlOf = (address: AddressInfo) => `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

async function forward(stack: Pick<RunningStack, 'reference' | 'tokens'>, url: string): Promise<RunningStack['forward']> {
  const gateway = stack.reference.gateway;
  const phoneNumberId = stack.tokens.single?.phoneNumberId ?? [...gateway.state.numbers.keys()][0];
  if (phoneNumberId === undefined) throw new Error('the world has no number to forward events from');
  const kept = existingSubscription(gateway, phoneNumberId, url);
  if (kept) return { subscription: kept };
  const registered = await registerSubscription(gateway, { phoneNumberId, url });
  if (!registered.ok) throw new Error(`--forward-to ${url}: ${registered.problem}`);
  return { subscription: registered.subscription, secret: registered.secret };
}

/** The world on real time for both sides: its history ("wrote 5 minutes ago") placed before now. */
export function onRealTime(world: World): World {
  return { ...world, clock: { start: new Date().toISOString() } };
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const host = options.host ?? '127.0.0.1';
  const warn = options.warn ?? ((line: string) => console.error(line));
  const world = onRealTime(options.world);
  const upstream = await startWithHandset({ world, port: options.upstreamPort ?? 0, host });
  const controlToken = options.controlToken || randomBytes(18).toString('base64url');
  const reference = await referenceHandler({ controlToken, ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}), ...(options.retryPolicy ? { retryPolicy: options.retryPolicy } : {}) });
  const gateway = reference.gateway;
  let state: StackState | undefined;
  try {
    loadGatewayWorld(gateway, world, { upstreamBaseUrl: upstream.baseUrl });
    if (options.statePath !== undefined) state = openStackState(options.statePath, options.world, gateway, upstream, warn);
  } catch (error) {
    await Promise.all([upstream.close(), reference.close()]);
    throw error;
  }

  const dashboard = dashboardHandler(() => reference.gateway);
  const server = createServer((request, response) => {
    if (dashboard(request, response)) return;
    // Whatever the gateway was asked may have changed its state: save once it has answered.
    if (state && request.method !== 'GET' && request.method !== 'HEAD') response.on('finish', () => state?.saveSoon());
    reference.listener(request, response);
  });
  let address: AddressInfo;
  try {
    address = await listen(server, options.port ?? 0, host);
  } catch (error) {
    // A taken gateway port must not leave the platform mock serving: the process would not end.
    state?.close();
    await Promise.all([upstream.close(), reference.close()]);
    throw error;
  }
  const gatewayUrl = urlOf(address);
  upstream.mock.control.setWebhookUrl({ url: `${gatewayUrl}${webhookPath}` });

  const stack: RunningStack = {
    gatewayUrl,
    docsUrl: `${gatewayUrl}/api/v2/docs`,
    handsetUrl: upstream.handsetUrl,
    upstream,
    reference,
    controlToken,
    tokens: devTokens(options.world),
    ...(state ? { state } : {}),
    async close() {
      state?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await reference.close();
      await upstream.close();
    },
  };
  if (options.forwardTo !== undefined) {
    try {
      stack.forward = await forward(stack, options.forwardTo);
      state?.saveSoon();
    } catch (error) {
      await stack.close();
      throw error;
    }
  }
  return stack;
}
