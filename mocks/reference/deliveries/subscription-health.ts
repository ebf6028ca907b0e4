/**
 * Section 6, rule 3 and decision A51: a subscription is switched off after 20 consecutive failed
 * events (the gateway's `limits`), an event counting as failed once its retries are exhausted; any
 * delivered event resets the count. Only registering the subscription again (loading a world)
 * switches it back on.
 */
import { specLimits } from '../limits/spec-limits.ts';

export interface SubscriptionHealth {
  consecutiveFailedEvents: number;
  /** Gateway time the subscription was switched off; null while active. */
  disabledAt: number | null;
}

export const healthyStart = (): SubscriptionHealth => ({ consecutiveFailedEvents: 0, disabledAt: null });

/**
 * After a failed attempt that will be tried again: the reference counts events, not attempts
 * (decision A51), so a retried attempt leaves the health as it is.
 */
export function afterRetriedAttempt(health: SubscriptionHealth): SubscriptionHealth {
  return health;
}

export function afterEvent(health: SubscriptionHealth, delivered: boolean, now: number, switchOffAfter: number = specLimits.failedDeliveriesBeforeDisable): SubscriptionHealth {
  if (delivered) return { ...health, consecutiveFailedEvents: 0 };
  const consecutiveFailedEvents = health.consecutiveFailedEvents + 1;
  const reachedLimit = health.disabledAt === null && consecutiveFailedEvents >= switchOffAfter;
  return { consecutiveFailedEvents, disabledAt: reachedLimit ? now : health.disabledAt };
}
