/**
 * The deliveries part of a state file: each subscription's health (its run of failed events, and
 * whether it was switched off: section 6, rule 3, decision A51) and every delivery not yet done,
 * under its delivery id, with its attempt count and when its next attempt is due. A restart goes
 * on with them, so an event accepted before it still reaches the subscriber at least once, under
 * the same `X-Service-Delivery` (section 4.3). The body is the event's, as signed; no header,
 * signature or secret is kept (each attempt is signed afresh).
 */
import type { PendingDelivery } from '../deliveries/deliverer.ts';
import type { SubscriptionHealth } from '../deliveries/subscription-health.ts';
import { eventNames, type EventName } from '../events/event-bus.ts';
import type { GatewayState } from '../state/gateway-state.ts';
import { array, integer, nullable, record, SnapshotProblem, string } from './snapshot-reader.ts';

export interface DeliverySnapshot {
  delivery_health: { subscription_id: string; consecutive_failed_events: number; disabled_at: number | null }[];
  pending_deliveries: { delivery_id: string; subscription_id: string; event: string; body: string; attempts: number; next_attempt_at: number | null }[];
}

export function deliverySnapshot(state: GatewayState, pending: readonly PendingDelivery[]): DeliverySnapshot {
  return {
    delivery_health: [...state.deliveryLogs].map(([id, log]) => ({ subscription_id: id, consecutive_failed_events: log.health.consecutiveFailedEvents, disabled_at: log.health.disabledAt })),
    pending_deliveries: pending.map((p) => ({ delivery_id: p.deliveryId, subscription_id: p.subscriptionId, event: p.event, body: p.body.toString('base64'), attempts: p.attempts, next_attempt_at: p.nextAttemptAt })),
  };
}

export interface RestoredDeliveries {
  health: [string, SubscriptionHealth][];
  pending: PendingDelivery[];
}

/**
 * Reads the deliveries part of a snapshot; a snapshot written before it existed has none. Every
 * subscription named must be in `subscriptions` (the ones the snapshot itself restores).
 */
export function readDeliverySnapshot(snapshot: Record<string, unknown>, subscriptions: ReadonlySet<string>): RestoredDeliveries {
  const known = (id: string, at: string) => {
    if (!subscriptions.has(id)) throw new SnapshotProblem(at, `no subscription ${id} in this state`);
    return id;
  };
  const health = array(snapshot.delivery_health ?? [], 'gateway.delivery_health').map((item, i) => {
    const at = `gateway.delivery_health[${i}]`;
    const h = record(item, at);
    return [known(string(h.subscription_id, `${at}.subscription_id`), `${at}.subscription_id`), { consecutiveFailedEvents: integer(h.consecutive_failed_events, `${at}.consecutive_failed_events`), disabledAt: nullable(h.disabled_at, `${at}.disabled_at`, integer) }] as [string, SubscriptionHealth];
  });
  const pending = array(snapshot.pending_deliveries ?? [], 'gateway.pending_deliveries').map((item, i): PendingDelivery => {
    const at = `gateway.pending_deliveries[${i}]`;
    const p = record(item, at);
    const event = string(p.event, `${at}.event`);
    if (!eventNames.includes(event as EventName)) throw new SnapshotProblem(`${at}.event`, `not an event the gateway sends: ${event}`);
    return {
      deliveryId: string(p.delivery_id, `${at}.delivery_id`),
      subscriptionId: known(string(p.subscription_id, `${at}.subscription_id`), `${at}.subscription_id`),
      event: event as EventName,
      body: Buffer.from(string(p.body, `${at}.body`), 'base64'),
      attempts: integer(p.attempts, `${at}.attempts`),
      nextAttemptAt: nullable(p.next_attempt_at, `${at}.next_attempt_at`, integer),
    };
  });
  return { health, pending };
}
