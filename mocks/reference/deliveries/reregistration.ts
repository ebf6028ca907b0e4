/**
 * Section 6, rule 3: "re-registering it in the dashboard reactivates it and produces a new signing
 * secret, shown once". The subscription keeps its URL, events and history; its health starts over
 * and every delivery from now on is signed with the new secret, retries of earlier events too.
 */
import type { Subscription } from '../state/gateway-state.ts';
import { healthyStart, type SubscriptionHealth } from './subscription-health.ts';

export interface Registration {
  subscription: Subscription;
  health: SubscriptionHealth;
}

/** The registration after re-registering with `secret`, a secret the gateway has just made. */
export function reregister(current: Registration, secret: string): Registration {
  return { subscription: { ...current.subscription, secret }, health: healthyStart() };
}
