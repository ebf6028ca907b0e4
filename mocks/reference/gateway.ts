/**
 * One reference gateway: its state, its clock and the parts with I/O (the platform client, the
 * event log, deliveries to subscribers). Created once per server or per in-process target; the
 * HTTP edge and the control plane both work on the same instance.
 */
import { randomBytes } from 'node:crypto';
import { virtualClock, followingClock } from './clock.ts';
import { createEventBus } from './events/event-bus.ts';
import { createDeliverer, type Deliverer } from './deliveries/deliverer.ts';
import { deliveryIds } from './deliveries/delivery-id.ts';
import { systemResolver, withHostTable, type HostResolver } from './deliveries/host-resolver.ts';
import { postDelivery, type PostDelivery } from './deliveries/post-delivery.ts';
import { backoffPolicy, type RetryPolicy } from './deliveries/retry-policy.ts';
import { clockScheduler, type Scheduler } from './scheduler.ts';
import { messageIds, type IdSource } from './messages/message-id.ts';
import { emptyState, type GatewayState } from './state/gateway-state.ts';
import { PlatformClient } from './platform/platform-client.ts';
import { referenceParts, type GatewayParts } from './gateway-parts.ts';
import type { GatewayCore } from './pipeline/gateway-core.ts';

export interface GatewayOptions {
  /** Virtual time starting here (tests); otherwise real time, still adjustable by the control plane. */
  clockStart?: number;
  /** Platform calls slower than this count as an outage. */
  upstreamTimeoutMs?: number;
  /** Resolves subscriber host names; the system resolver unless given (tests pass a table). */
  resolveHost?: HostResolver;
  /** Posts one delivery attempt; tests replace it to observe attempts without sockets. */
  postDelivery?: PostDelivery;
  /** Delivery timeout and retry schedule. */
  retryPolicy?: RetryPolicy;
  /** The service's message ids; ULIDs prefixed `msg_` unless given another source. */
  messageIds?: IdSource;
  /** `X-Service-Delivery` values (ULIDs, section 4.3); monotonic ULIDs on the gateway's clock unless given another source. */
  deliveryIds?: (now: number) => string;
  /** Parts that replace the reference's own; only faulty and variant builds (mocks/faulty, mocks/variants) give any. */
  parts?: Partial<GatewayParts>;
  /**
   * The control plane's optional capabilities; all of them unless given. Without `clock` the
   * gateway keeps real time whatever a world says, as a build with no virtual clock would, so
   * the harness's own runs can show which checks such a build gets.
   */
  capabilities?: readonly ControlCapability[];
}

/** The optional capabilities of `contracts/harness-control.openapi.json` the reference can offer. */
export const controlCapabilities = ['clock', 'customer_state', 'template_sync', 'loopback_subscriptions', 'delivery_history', 'internal_failure', 'other_source_sends', 'message_records', 'host_table', 'reconnect', 'subscription_reregister'] as const;
export type ControlCapability = (typeof controlCapabilities)[number];

/** The core the pipelines' steps work on, and the parts and delivery machinery around it. */
export interface Gateway extends GatewayCore {
  /** Work due on the gateway's clock; the control plane runs what is due after moving the clock. */
  scheduler: Scheduler;
  /**
   * Resolves subscriber host names for names no world's host table holds (the system resolver
   * unless given); the loaded world's table goes first, when a world is loaded and before each
   * delivery (`resolverFor`).
   */
  resolveHost: HostResolver;
  /** The resolver a world's subscriptions are judged and delivered with: its host table (capability host_table), then `resolveHost`. */
  resolverFor(hosts: GatewayState['hosts']): HostResolver;
  /** Signed deliveries of every emitted event to the subscriptions that want it (section 6). */
  deliveries: Deliverer;
  /** The pipelines' steps and the delivery rules this gateway is built from. */
  parts: GatewayParts;
  /** What its control plane offers (`GET /capabilities`); operations of the others answer 501. */
  capabilities: readonly ControlCapability[];
}

export function createGateway(options: GatewayOptions = {}): Gateway {
  const capabilities = options.capabilities ?? controlCapabilities;
  const virtual = options.clockStart !== undefined && capabilities.includes('clock');
  const clock = virtual ? virtualClock(options.clockStart ?? 0) : followingClock();
  // Real timers only with real time: a virtual clock's retries wait for the control plane to move it.
  const scheduler = clockScheduler(clock, { realTimers: !virtual });
  const resolveHost = options.resolveHost ?? systemResolver();
  const parts: GatewayParts = { ...referenceParts, ...options.parts };
  const gateway: Gateway = {
    state: emptyState(parts.limits),
    clock,
    platform: new PlatformClient({ timeoutMs: options.upstreamTimeoutMs ?? 10_000 }),
    events: createEventBus(),
    ids: options.messageIds ?? messageIds(),
    fingerprintSecret: randomBytes(32),
    cursorSecret: randomBytes(32),
    limits: parts.limits,
    sendability: parts.sendability,
    keywordReach: new Map(),
    scheduler,
    resolveHost,
    resolverFor: (hosts) => withHostTable(hosts, resolveHost),
    deliveries: createDeliverer({
      clock,
      scheduler,
      state: () => gateway.state,
      post: options.postDelivery ?? postDelivery,
      // The current world's table, read at each attempt: a new world brings its own.
      resolve: (name) => gateway.resolverFor(gateway.state.hosts)(name),
      policy: options.retryPolicy ?? backoffPolicy(),
      deliveryIds: options.deliveryIds ?? deliveryIds(),
      body: parts.eventBody,
      headers: parts.deliveryHeaders,
      outcome: parts.attemptOutcome,
      health: parts.afterEvent,
      retriedAttempt: parts.afterRetriedAttempt,
      limits: parts.limits,
      classify: parts.addressClass,
      vet: parts.vetUrl,
    }),
    parts,
    capabilities,
  };
  gateway.events.subscribe(
    (event) => gateway.deliveries.take(event),
    (name, phoneNumberId) => gateway.deliveries.wants(name, phoneNumberId),
  );
  return gateway;
}
