/**
 * The control plane of `contracts/harness-control.openapi.json`, as a table: each operation a
 * method, a path and a handler over the gateway. The HTTP edge mounts the table under a prefix
 * and checks the control token before any handler runs.
 */
import { randomBytes } from 'node:crypto';
import { isoTime } from '../clock.ts';
import type { ControlCapability, Gateway } from '../gateway.ts';
import { daysMs, hoursMs } from '../limits/spec-limits.ts';
import { emptyState } from '../state/gateway-state.ts';
import { readWorld, stateFromWorld, type TargetWorld } from '../state/load-world.ts';
import { resolvedUrlProblems } from '../deliveries/world-subscriptions.ts';
import { deliveryLogOf } from '../deliveries/delivery-log.ts';
import { localFromPlatform } from '../templates/from-platform.ts';
import type { LocalTemplate } from '../templates/local-template.ts';
import { controlError, type ControlAnswer } from './control-answer.ts';
import { customerState } from './customer-state.ts';
import { durationMs } from './iso-duration.ts';
import { messageRecordView } from './message-record-view.ts';

export interface ControlRequest {
  params: Record<string, string>;
  body: unknown;
  /** Absolute URL where this gateway receives the platform's webhooks. */
  webhookUrl: string;
}

export interface ControlRoute {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  handle(gateway: Gateway, request: ControlRequest): ControlAnswer | Promise<ControlAnswer>;
}

const objectBody = (body: unknown): Record<string, unknown> | undefined =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;

/** The number of requests to fail, when the body of `armInternalFailure` is exactly `{ requests: 0..1000 }`. */
function failuresAsked(body: Record<string, unknown> | undefined): number | undefined {
  if (!body || Object.keys(body).length !== 1) return undefined;
  const asked = body.requests;
  return Number.isInteger(asked) && (asked as number) >= 0 && (asked as number) <= 1000 ? (asked as number) : undefined;
}

function advanceBy(body: Record<string, unknown> | undefined): number | undefined {
  if (!body) return undefined;
  const keys = Object.keys(body);
  if (keys.length !== 1) return undefined;
  if (Number.isInteger(body.seconds) && (body.seconds as number) >= 0) return (body.seconds as number) * 1000;
  return typeof body.duration === 'string' ? durationMs(body.duration) : undefined;
}

async function syncTemplates(gateway: Gateway, body: Record<string, unknown>): Promise<ControlAnswer> {
  const link = gateway.state.upstream;
  const wanted = typeof body.phone_number_id === 'string' ? body.phone_number_id : undefined;
  const numbers = [...gateway.state.numbers.values()].filter((n) => (wanted === undefined || n.phoneNumberId === wanted) && n.connection === 'CONNECTED');
  if (wanted !== undefined && numbers.length === 0) return controlError(404, 'unknown_number', `no connected number ${wanted}`);
  if (!link) return controlError(502, 'upstream_unreachable', 'no upstream platform is configured');
  const accounts = new Map(numbers.map((n) => [n.businessAccountId, n]));
  const now = gateway.clock.now();
  let synced = 0;
  for (const [accountId, number] of accounts) {
    const found = await gateway.platform.templates(link, number, undefined);
    if (!found) return controlError(502, 'upstream_unreachable', 'the upstream platform could not be asked for templates');
    const copies = found.flatMap((item) => {
      const local = localFromPlatform(item, accountId, now);
      return local ? [local] : [];
    });
    const kept = new Map((gateway.state.templates.get(accountId) ?? []).map((t): [string, LocalTemplate] => [t.id, t]));
    for (const copy of copies) kept.set(copy.id, { ...copy, created_at: kept.get(copy.id)?.created_at ?? copy.created_at });
    gateway.state.templates.set(accountId, [...kept.values()]);
    synced += copies.length;
  }
  return { status: 200, body: { synced } };
}

type ControlHandler = ControlRoute['handle'];

/**
 * What a gateway without some capabilities takes of a world, as the contract says: without
 * `clock` it ignores the world's clock; without `loopback_subscriptions` it treats
 * `allow_loopback` as false; without `host_table` it ignores the world's host names.
 */
function offeredPartOf(world: TargetWorld, offered: readonly ControlCapability[]): TargetWorld {
  const { clock, hosts, ...rest } = world;
  const subscriptions = offered.includes('loopback_subscriptions') ? world.subscriptions : world.subscriptions.map((s) => ({ ...s, allow_loopback: false }));
  return { ...rest, subscriptions, ...(clock && offered.includes('clock') ? { clock } : {}), ...(hosts && offered.includes('host_table') ? { hosts } : {}) };
}

/** An operation of an optional capability: 501 on a gateway that does not offer it, as the contract says. */
function needs(capability: ControlCapability, handle: ControlHandler): ControlHandler {
  return (gateway, request) =>
    gateway.capabilities.includes(capability) ? handle(gateway, request) : controlError(501, 'capability_not_offered', `this target does not offer the ${capability} capability`);
}

export const controlRoutes: readonly ControlRoute[] = [
  {
    operationId: 'getCapabilities',
    method: 'GET',
    path: '/capabilities',
    handle: (gateway, request) => ({
      status: 200,
      body: { capabilities: [...gateway.capabilities], upstream_webhook_url: request.webhookUrl, spec_version: '2' },
    }),
  },
  {
    operationId: 'reset',
    method: 'POST',
    path: '/reset',
    handle(gateway) {
      gateway.deliveries.drop();
      gateway.state = emptyState(gateway.limits);
      return { status: 204 };
    },
  },
  {
    operationId: 'loadWorld',
    method: 'PUT',
    path: '/world',
    async handle(gateway, request) {
      const read = readWorld(request.body, gateway.parts.addressClass, gateway.parts.overrideConflicts);
      if (!read.ok) return controlError(400, 'invalid_world', 'the world does not match TargetWorld', read.problems);
      const world = offeredPartOf(read.world, gateway.capabilities);
      // Host names are judged by what they resolve to before anything of the old state goes.
      const state = stateFromWorld(world, gateway.limits);
      const refused = await resolvedUrlProblems(world.subscriptions, gateway.resolverFor(state.hosts), gateway.parts.addressClass, gateway.parts.vetUrl);
      if (refused.length > 0) return controlError(400, 'invalid_world', 'a subscription URL is not a public HTTPS endpoint', refused);
      gateway.deliveries.drop();
      gateway.state = state;
      if (world.clock) gateway.clock.set(Date.parse(world.clock.now));
      return { status: 204 };
    },
  },
  {
    operationId: 'reconnectNumber',
    method: 'POST',
    path: '/numbers/:phone_number_id/reconnect',
    handle: needs('reconnect', (gateway, request) => {
      const body = objectBody(request.body ?? {});
      if (!body || (body.token !== undefined && (typeof body.token !== 'string' || body.token.length === 0))) {
        return controlError(400, 'invalid_request', 'token must be a non-empty string when given');
      }
      const number = gateway.state.numbers.get(request.params.phone_number_id ?? '');
      if (!number) return controlError(404, 'unknown_number', 'no such number');
      // Section 5, item 3: the new token replaces the old one at once, with no overlap.
      number.token = typeof body.token === 'string' ? body.token : `tok_${randomBytes(24).toString('base64url')}`;
      number.connection = 'CONNECTED';
      return { status: 200, body: { phone_number_id: number.phoneNumberId, token: number.token } };
    }),
  },
  {
    operationId: 'sendFromOtherSource',
    method: 'POST',
    path: '/numbers/:phone_number_id/other-source-sends',
    handle: needs('other_source_sends', (gateway, request) => gateway.parts.otherSourceSend(gateway, request.params.phone_number_id ?? '', request.body)),
  },
  {
    operationId: 'getMessageRecord',
    method: 'GET',
    path: '/messages/:message_id',
    handle: needs('message_records', (gateway, request) => messageRecordView(gateway, request.params.message_id ?? '')),
  },
  {
    operationId: 'advanceClock',
    method: 'POST',
    path: '/clock/advance',
    handle: needs('clock', (gateway, request) => {
      const ms = advanceBy(objectBody(request.body));
      if (ms === undefined) return controlError(400, 'invalid_request', 'give exactly one of seconds (a whole number) or duration (ISO 8601, e.g. PT25H)');
      // A move past the last instant a Date can hold would leave the clock unreadable (decision A73).
      if (!Number.isSafeInteger(ms) || Number.isNaN(new Date(gateway.clock.now() + ms).getTime())) return controlError(400, 'invalid_request', 'the clock cannot move that far');
      const now = gateway.clock.advance(ms);
      // Delivery retries and attempt timeouts that fell due start now; the answer does not wait for them.
      gateway.scheduler.runDue();
      // Read after runDue: an attempt that fell due just now is counted as under way.
      return { status: 200, body: { now: isoTime(now), attempts_under_way: gateway.deliveries.underWay() } };
    }),
  },
  {
    operationId: 'getCustomerState',
    method: 'GET',
    path: '/customers/:phone_number_id/:wa_id',
    handle: needs('customer_state', (gateway, request) => {
      const phoneNumberId = request.params.phone_number_id ?? '';
      if (!gateway.state.numbers.has(phoneNumberId)) return controlError(404, 'unknown_number', 'no such number');
      return { status: 200, body: customerState(gateway.state, phoneNumberId, request.params.wa_id ?? '', gateway.clock.now(), hoursMs(gateway.limits.windowHours), gateway.parts.agentPaused) };
    }),
  },
  {
    operationId: 'getSubscriptionDeliveries',
    method: 'GET',
    path: '/subscriptions/:subscription_id/deliveries',
    handle: needs('delivery_history', (gateway, request) => {
      const id = request.params.subscription_id ?? '';
      const subscription = gateway.state.subscriptions.get(id);
      if (!subscription) return controlError(404, 'unknown_subscription', 'no such subscription in the loaded world');
      const now = gateway.clock.now();
      return { status: 200, body: gateway.parts.deliveryView(subscription, gateway.state.deliveryLogs.get(id), gateway.deliveries.unfinished(id), now, daysMs(gateway.limits.attemptHistoryDays)) };
    }),
  },
  {
    operationId: 'reregisterSubscription',
    method: 'POST',
    path: '/subscriptions/:subscription_id/reregister',
    handle: needs('subscription_reregister', (gateway, request) => {
      const id = request.params.subscription_id ?? '';
      const subscription = gateway.state.subscriptions.get(id);
      if (!subscription) return controlError(404, 'unknown_subscription', 'no such subscription in the loaded world');
      const log = deliveryLogOf(gateway.state.deliveryLogs, id);
      // Section 6: a new signing secret, shown once; the old one signs nothing from now on.
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const again = gateway.parts.reregister({ subscription, health: log.health }, secret);
      gateway.state.subscriptions.set(id, again.subscription);
      log.health = again.health;
      return { status: 200, body: { subscription_id: id, secret } };
    }),
  },
  {
    operationId: 'armInternalFailure',
    method: 'POST',
    path: '/faults/internal',
    // Only arms: the failure itself happens in the pipelines (`pipeline/armed-failure.ts`), so the
    // gateway's own crash handling answers it.
    handle: needs('internal_failure', (gateway, request) => {
      const requests = failuresAsked(objectBody(request.body));
      if (requests === undefined) return controlError(400, 'invalid_request', 'give exactly requests, a whole number from 0 to 1000');
      gateway.state.armedFailures = requests;
      return { status: 200, body: { armed: requests } };
    }),
  },
  {
    operationId: 'syncTemplates',
    method: 'POST',
    path: '/templates/sync',
    handle: needs('template_sync', (gateway, request) => {
      const body = objectBody(request.body ?? {});
      if (!body) return controlError(400, 'invalid_request', 'the body must be a JSON object');
      return syncTemplates(gateway, body);
    }),
  },
];
