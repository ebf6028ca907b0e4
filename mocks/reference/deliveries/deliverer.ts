/**
 * Section 6 deliveries: each emitted event goes, as one signed POST per attempt, to every
 * subscription of its number that asked for its name. At least once: a failed attempt is retried
 * on the scheduler under the same delivery id until the policy gives up; the event then counts
 * against the subscription's health. Taking an event never throws and never waits, so the API
 * call that emitted it is neither slowed nor failed by a subscriber.
 */
import type { Clock } from '../clock.ts';
import type { EventName, GatewayEvent } from '../events/event-bus.ts';
import { daysMs, specLimits, type SpecLimits } from '../limits/spec-limits.ts';
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
import { afterEvent, afterRetriedAttempt } from './subscription-health.ts';
import { vetUrl, type UrlVetting } from './vet-url.ts';
import { classifyAddress, type AddressClassifier } from './address-class.ts';

export interface DelivererParts {
  clock: Clock;
  scheduler: Scheduler;
  /** The gateway's current state; work belonging to a replaced state (reset, new world) is dropped. */
  state(): GatewayState;
  post: PostDelivery;
  resolve: HostResolver;
  /** How addresses are classed before each attempt; the reference's own unless given another. */
  classify?: AddressClassifier;
  /** How the URL is vetted before each attempt; the reference's `vetUrl` unless given another. */
  vet?: UrlVetting;
  policy: RetryPolicy;
  /** ULIDs on the gateway's clock. */
  deliveryIds(now: number): string;
  /** The headers of one attempt; the reference's own unless the gateway was built with others. */
  headers?: typeof deliveryHeaders;
  /** What an attempt's answer means; the reference's rule unless given another. */
  outcome?: typeof attemptOutcome;
  /** A subscription's health after an event; the reference's rule unless given another. */
  health?: typeof afterEvent;
  /** The bytes of an event's deliveries; the reference's layout (decision A67) unless given another. */
  body?: typeof eventBody;
  /** A subscription's health after a failed attempt that will be retried; unchanged unless given another rule. */
  retriedAttempt?: (health: ReturnType<typeof afterEvent>, now: number) => ReturnType<typeof afterEvent>;
  /** The failures that switch a subscription off and the days attempts are kept; the spec's unless given others. */
  limits?: Pick<SpecLimits, 'failedDeliveriesBeforeDisable' | 'attemptHistoryDays'>;
}

export interface Unfinished {
  /** Deliveries waiting for a retry or in flight. */
  count: number;
  /** Earliest scheduled retry; null when none waits. */
  nextAttemptAt: number | null;
}

/** An unfinished delivery as a state file keeps it, so a restart goes on with it (at least once). */
export interface PendingDelivery {
  deliveryId: string;
  subscriptionId: string;
  event: EventName;
  body: Buffer;
  /** Attempts that came to an end; one cut short by the restart is not counted. */
  attempts: number;
  /** When the next attempt is due; null: at once. */
  nextAttemptAt: number | null;
}

export interface Deliverer {
  /** Fans the event out to the subscriptions that want it; returns at once, never throws. */
  take(event: GatewayEvent): void;
  /** Whether `take` would start a delivery for such an event: some enabled subscription of the number names it. */
  wants(name: EventName, phoneNumberId: string): boolean;
  unfinished(subscriptionId: string): Unfinished;
  /** Attempts of the current state started and not yet ended, or due and not yet started, over every subscription. */
  underWay(): number;
  /** Cancels every unfinished delivery: the world they belonged to is gone. */
  drop(): void;
  /** Every unfinished delivery of the current state, for a state file. */
  pending(): PendingDelivery[];
  /** Goes on with deliveries a state file kept, under their ids; those of unknown subscriptions are dropped. */
  resume(deliveries: readonly PendingDelivery[]): void;
  /** Calls `listener` whenever the unfinished deliveries change (one taken, tried, rescheduled or done). */
  watch(listener: () => void): () => void;
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
  const headersOf = parts.headers ?? deliveryHeaders;
  const outcomeOf = parts.outcome ?? attemptOutcome;
  const healthAfter = parts.health ?? afterEvent;
  const healthAfterRetried = parts.retriedAttempt ?? afterRetriedAttempt;
  const bodyOf = parts.body ?? eventBody;
  const { failedDeliveriesBeforeDisable, attemptHistoryDays } = parts.limits ?? specLimits;
  const historyMs = daysMs(attemptHistoryDays);
  const jobs = new Set<Job>();
  const live = (job: Job) => jobs.has(job) && parts.state() === job.state;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // A watcher's trouble is its own; deliveries go on.
      }
    }
  };

  async function post(job: Job, subscription: Subscription, startedAt: number): Promise<PostResult> {
    const vetted = await (parts.vet ?? vetUrl)(subscription.url, subscription.allowLoopback, parts.resolve, parts.classify ?? classifyAddress, 'delivery');
    if (vetted.verdict !== 'allowed') return { kind: 'unreachable', error: `not delivered: ${vetted.problem}` };
    const controller = new AbortController();
    job.inFlight = controller;
    const { attemptTimeoutMs } = parts.policy;
    // The timeout runs on the gateway's clock, so a virtual clock decides it as well.
    const cancelTimeout = parts.scheduler.at(startedAt + attemptTimeoutMs, () => controller.abort());
    try {
      const headers = headersOf({ event: job.event, deliveryId: job.deliveryId, at: startedAt, body: job.body, secret: subscription.secret });
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
    if (!live(job) || !subscription || log.health.disabledAt !== null) return void (jobs.delete(job) && changed());
    job.attempts += 1;
    changed();
    const startedAt = parts.clock.now();
    const outcome = outcomeOf(await post(job, subscription, startedAt));
    if (!live(job)) return;
    const endedAt = parts.clock.now();
    log.attempts = withAttempt(log.attempts, { deliveryId: job.deliveryId, event: job.event, attempt: job.attempts, startedAt, endedAt, ...outcome }, endedAt, historyMs);
    if (!outcome.delivered && job.attempts < parts.policy.maxAttempts) {
      log.health = healthAfterRetried(log.health, endedAt);
      job.nextAttemptAt = endedAt + parts.policy.delayAfter(job.attempts);
      job.cancelRetry = parts.scheduler.at(job.nextAttemptAt, () => start(job));
      return changed();
    }
    log.health = healthAfter(log.health, outcome.delivered, endedAt, failedDeliveriesBeforeDisable);
    jobs.delete(job);
    changed();
  }

  function start(job: Job): void {
    // Whatever goes wrong in an attempt stays here: it must never reach the emitting call.
    attempt(job).catch(() => jobs.delete(job) && changed());
  }

  return {
    wants(name, phoneNumberId) {
      const state = parts.state();
      for (const subscription of state.subscriptions.values()) {
        if (subscription.phoneNumberId === phoneNumberId && subscription.events.includes(name) && (state.deliveryLogs.get(subscription.id)?.health.disabledAt ?? null) === null) return true;
      }
      return false;
    },
    take(event) {
      try {
        const state = parts.state();
        const wanting = [...state.subscriptions.values()].filter((s) => wants(s, event) && (state.deliveryLogs.get(s.id)?.health.disabledAt ?? null) === null);
        if (wanting.length === 0) return;
        const body = bodyOf(event);
        for (const subscription of wanting) {
          const job: Job = { deliveryId: parts.deliveryIds(parts.clock.now()), subscriptionId: subscription.id, event: event.name, body, state, attempts: 0, nextAttemptAt: null };
          jobs.add(job);
          start(job);
        }
        changed();
      } catch {
        // An event that cannot be serialised is not delivered; the send that emitted it stands.
      }
    },
    unfinished(subscriptionId) {
      const own = [...jobs].filter((job) => job.subscriptionId === subscriptionId && parts.state() === job.state);
      const waits = own.flatMap((job) => (job.nextAttemptAt === null ? [] : [job.nextAttemptAt]));
      return { count: own.length, nextAttemptAt: waits.length === 0 ? null : Math.min(...waits) };
    },
    underWay() {
      const now = parts.clock.now();
      // A job between attempts has its next one scheduled; any other is being tried or queued to be.
      return [...jobs].filter((job) => parts.state() === job.state && (job.nextAttemptAt === null || job.nextAttemptAt <= now)).length;
    },
    drop() {
      for (const job of jobs) {
        job.cancelRetry?.();
        job.inFlight?.abort();
      }
      jobs.clear();
      changed();
    },
    pending() {
      return [...jobs]
        .filter((job) => parts.state() === job.state)
        .map((job) => ({
          deliveryId: job.deliveryId,
          subscriptionId: job.subscriptionId,
          event: job.event,
          body: job.body,
          // An attempt under way has been counted at its start; its outcome will never be known.
          attempts: job.nextAttemptAt === null ? Math.max(0, job.attempts - 1) : job.attempts,
          nextAttemptAt: job.nextAttemptAt,
        }));
    },
    resume(deliveries) {
      const state = parts.state();
      for (const kept of deliveries) {
        if (!state.subscriptions.has(kept.subscriptionId)) continue;
        const job: Job = { deliveryId: kept.deliveryId, subscriptionId: kept.subscriptionId, event: kept.event, body: kept.body, state, attempts: kept.attempts, nextAttemptAt: null };
        jobs.add(job);
        if (kept.nextAttemptAt === null || kept.nextAttemptAt <= parts.clock.now()) start(job);
        else {
          job.nextAttemptAt = kept.nextAttemptAt;
          job.cancelRetry = parts.scheduler.at(kept.nextAttemptAt, () => start(job));
        }
      }
      changed();
    },
    watch(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
