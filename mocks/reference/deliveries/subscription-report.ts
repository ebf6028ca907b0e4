/**
 * A subscription's deliveries as the dashboard would show them (section 6, rule 5), in the
 * harness-control `SubscriptionDeliveries` shape. Built from the attempt history, which holds no
 * request data, so nothing secret can appear here.
 */
import type { components } from '../../../contracts/types/harness-control.ts';
import { isoTime } from '../clock.ts';
import { daysMs, specLimits } from '../limits/spec-limits.ts';
import { retained } from './attempt-history.ts';
import type { Unfinished } from './deliverer.ts';
import type { DeliveryLog } from './delivery-log.ts';
import type { Subscription } from '../state/gateway-state.ts';

export type SubscriptionDeliveries = components['schemas']['SubscriptionDeliveries'];

/**
 * `subscription` is handed whole, as the dashboard has it, and only its id is shown (section
 * 5.7: the secret is shown once, at creation). `historyMs`: how long attempts stay listed
 * (section 8: 7 days).
 */
export function subscriptionReport(subscription: Pick<Subscription, 'id'>, log: DeliveryLog | undefined, unfinished: Unfinished, now: number, historyMs: number = daysMs(specLimits.attemptHistoryDays)): SubscriptionDeliveries {
  const disabledAt = log?.health.disabledAt ?? null;
  return {
    subscription_id: subscription.id,
    active: disabledAt === null,
    disabled_at: disabledAt === null ? null : isoTime(disabledAt),
    consecutive_failures: log?.health.consecutiveFailedEvents ?? 0,
    unfinished_deliveries: unfinished.count,
    next_attempt_at: unfinished.nextAttemptAt === null ? null : isoTime(unfinished.nextAttemptAt),
    attempts: retained(log?.attempts ?? [], now, historyMs).map((a) => ({
      delivery_id: a.deliveryId,
      event: a.event,
      attempt: a.attempt,
      started_at: isoTime(a.startedAt),
      ended_at: isoTime(a.endedAt),
      delivered: a.delivered,
      status: a.status,
      error: a.error,
    })),
  };
}
