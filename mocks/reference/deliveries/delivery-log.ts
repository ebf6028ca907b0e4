/** What the gateway keeps per subscription about its deliveries: health (A51) and attempt history. */
import type { AttemptRecord } from './attempt-history.ts';
import { healthyStart, type SubscriptionHealth } from './subscription-health.ts';

export interface DeliveryLog {
  health: SubscriptionHealth;
  attempts: AttemptRecord[];
}

/** The log of a subscription, created empty on first use. */
export function deliveryLogOf(logs: Map<string, DeliveryLog>, subscriptionId: string): DeliveryLog {
  let log = logs.get(subscriptionId);
  if (!log) {
    log = { health: healthyStart(), attempts: [] };
    logs.set(subscriptionId, log);
  }
  return log;
}
