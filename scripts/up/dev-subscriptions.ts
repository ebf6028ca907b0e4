/**
 * Development subscriptions: what the dashboard's Events area would do (section 6), for the
 * local stack only. The spec gives subscriptions no public endpoint (a request to
 * `/api/v2/webhooks` is 404), so `up` stands in for the dashboard: it registers an endpoint on
 * the developer's machine (loopback allowed, as the harness's `loopback_subscriptions`
 * capability does), returns the signing secret once, and removes it again.
 */
import { randomBytes } from 'node:crypto';
import { vetUrl, type Gateway } from '../../mocks/reference/index.ts';

/** The four events the spec confirms as publishing (section 6). */
export const confirmedEvents = ['message.received', 'message.status', 'message.sent', 'template.status'] as const;

export interface DevSubscription {
  id: string;
  phoneNumberId: string;
  url: string;
  events: string[];
}

export type Registered = { ok: true; subscription: DevSubscription; secret: string } | { ok: false; problem: string };

const devSubscriptionPrefix = 'dev_';

export async function registerSubscription(gateway: Gateway, request: { phoneNumberId: string; url: string; events?: readonly string[] }): Promise<Registered> {
  const number = gateway.state.numbers.get(request.phoneNumberId);
  if (!number) return { ok: false, problem: `no number ${request.phoneNumberId}` };
  // Section 6: registering is refused while a callback override is in place.
  if (number.callbackOverride) return { ok: false, problem: `number ${request.phoneNumberId} has a callback override, which excludes event subscriptions` };
  const vetted = await vetUrl(request.url, true, gateway.resolverFor(gateway.state.hosts), gateway.parts.addressClass);
  if (vetted.verdict !== 'allowed') return { ok: false, problem: `the URL cannot receive deliveries: ${vetted.problem}` };
  const events = [...(request.events ?? confirmedEvents)];
  const subscription: DevSubscription = { id: `${devSubscriptionPrefix}${randomBytes(6).toString('hex')}`, phoneNumberId: number.phoneNumberId, url: request.url, events };
  const secret = `dev-signing-secret-${randomBytes(24).toString('base64url')}`;
  gateway.state.subscriptions.set(subscription.id, { ...subscription, secret, allowLoopback: true });
  return { ok: true, subscription, secret };
}

/** A development subscription already delivering to `url` for the number (a saved state keeps them). */
export function existingSubscription(gateway: Gateway, phoneNumberId: string, url: string): DevSubscription | undefined {
  for (const s of gateway.state.subscriptions.values()) {
    if (s.id.startsWith(devSubscriptionPrefix) && s.phoneNumberId === phoneNumberId && s.url === url) return { id: s.id, phoneNumberId: s.phoneNumberId, url: s.url, events: [...s.events] };
  }
  return undefined;
}

/** Removes it; a retry still pending finds it gone and is not made. */
export function removeSubscription(gateway: Gateway, id: string): boolean {
  gateway.state.deliveryLogs.delete(id);
  return gateway.state.subscriptions.delete(id);
}
