/**
 * Section 6 deliveries: each emitted event goes, as one signed POST per attempt, to every
 * subscription of its number that asked for its name. At least once: a failed attempt is retried
 * on the scheduler under the same delivery id until the policy gives up; the event then counts
 * against the subscription's health. Taking an event never throws and never waits, so the API
 * call that emitted it is neither slowed nor failed by a subscriber.
 */
import type { Clock } from '../clock.ts';
import type { EventName, GatewayEvent } from '../events/event-bus.ts';
import type { Scheduler } from '../scheduler.ts';
import type { GatewayState, Subscription } from '../state/gateway-state.ts';
import { withAttempt } from './attempt-history.ts';
import { attemptOutcome, type PostResult } from './attempt-outcome.ts';
import { deliveryHeaders } from './delivery-headers.ts';
import { deliveryLogOf } from './delivery-log.ts';
import { eventBody } from './event-body.ts';
import type { HostResolver } from './host-resolver.ts';
import type { PostDelivery } from './post-delivery.ts';
import type { RetryPolicy } from './retry-policy.ts';
import { afterEvent } from './subscription-health.ts';
import { vetUrl } from './vet-url.ts';

export interface DelivererParts {
  clock: Clock;
  scheduler: Scheduler;
  /** The gateway's current state; work belonging to a replaced state (reset, new world) is dropped. */
  state(): GatewayState;
  post: PostDelivery;
  resolve: HostResolver;
  policy: RetryPolicy;
  /** ULIDs on the gateway's clock. */
  deliveryIds(now: number): string;
}

export interface Unfinished {
  /** Deliveries waiting for a retry or in flight. */
  count: number;
  /** Earliest scheduled retry; null when none waits. */
  nextAttemptAt: number | null;
}

export interface Deliverer {
  /** Fans the event out to the subscriptions that want it; returns at once, never throws. */
  take(event: GatewayEvent): void;
  unfinished(subscriptionId: string): Unfinished;
  /** Cancels every unfinished delivery: the world they belonged to is gone. */
  drop(): void;
}

interface Job {
  deliveryId: string;
  subscriptionId: string;
  event: EventName;
  body: Buffer;
  state: GatewayState;
  attempts: number;
  nextAttemptAt: number | null;
  cancelRetry?: () => void;
  inFlight?: AbortController;
}

const wants = (subscription: Subscription, event: GatewayEvent) => subscription.phoneNumberId === event.phoneNumberId && subscription.events.includes(event.name);

export function createDeliverer(parts: DelivererParts): Deliverer {
  const jobs = new Set<Job>();
  const live = (job: Job) => jobs.has(job) && parts.state() === job.state;

  async function post(job: Job, subscription: Subscription, startedAt: number): Promise<PostResult> {
    const vetted = await vetUrl(subscription.url, subscription.allowLoopback, parts.resolve);
    if (vetted.verdict !== 'allowed') return { kind: 'unreachable', error: `not delivered: ${vetted.problem}` };
    const controller = new AbortController();
    job.inFlight = controller;
    const { attemptTimeoutMs } = parts.policy;
    // The timeout runs on the gateway's clock, so a virtual clock decides it as well.
    const cancelTimeout = parts.scheduler.at(startedAt + attemptTimeoutMs, () => controller.abort());
    try {
      const headers = deliveryHeaders({ event: job.event, deliveryId: job.deliveryId, at: startedAt, body: job.body, secret: subscription.secret });
      return await parts.post({ url: vetted.url, headers, body: job.body, addresses: vetted.addresses, signal: controller.signal, timeoutMs: attemptTimeoutMs });
    } finally {
      cancelTimeout();
      job.inFlight = undefined;
    }
  }

  async function attempt(job: Job): Promise<void> {
    job.nextAttemptAt = null;
    const subscription = job.state.subscriptions.get(job.subscriptionId);
    const log = deliveryLogOf(job.state.deliveryLogs, job.subscriptionId);
    if (!live(job) || !subscription || log.health.disabledAt !== null) return void jobs.delete(job);
    job.attempts += 1;
    const startedAt = parts.clock.now();
    const outcome = attemptOutcome(await post(job, subscription, startedAt));
    if (!live(job)) return;
    const endedAt = parts.clock.now();
    log.attempts = withAttempt(log.attempts, { deliveryId: job.deliveryId, event: job.event, attempt: job.attempts, startedAt, endedAt, ...outcome }, endedAt);
    if (!outcome.delivered && job.attempts < parts.policy.maxAttempts) {
      job.nextAttemptAt = endedAt + parts.policy.delayAfter(job.attempts);
      job.cancelRetry = parts.scheduler.at(job.nextAttemptAt, () => start(job));
      return;
    }
    log.health = afterEvent(log.health, outcome.delivered, endedAt);
    jobs.delete(job);
  }

  function start(job: Job): void {
    // Whatever goes wrong in an attempt stays here: it must never reach the emitting call.
    attempt(job).catch(() => jobs.delete(job));
  }

  return {
    take(event) {
      try {
        const state = parts.state();
        const wanting = [...state.subscriptions.values()].filter((s) => wants(s, event) && (state.deliveryLogs.get(s.id)?.health.disabledAt ?? null) === null);
        if (wanting.length === 0) return;
        const body = eventBody(event);
        for (const subscription of wanting) {
          const job: Job = { deliveryId: parts.deliveryIds(parts.clock.now()), subscriptionId: subscription.id, event: event.name, body, state, attempts: 0, nextAttemptAt: null };
          jobs.add(job);
          start(job);
        }
      } catch {
        // An event that cannot be serialised is not delivered; the send that emitted it stands.
      }
    },
    unfinished(subscriptionId) {
      const own = [...jobs].filter((job) => job.subscriptionId === subscriptionId && parts.state() === job.state);
      const waits = own.flatMap((job) => (job.nextAttemptAt === null ? [] : [job.nextAttemptAt]));
      return { count: own.length, nextAttemptAt: waits.length === 0 ? null : Math.min(...waits) };
    },
    drop() {
      for (const job of jobs) {
        job.cancelRetry?.();
        job.inFlight?.abort();
      }
      jobs.clear();
    },
  };
}
