/**
 * The kit's subscriber: the suite's own receiver (a loopback server that keeps every delivery as
 * it arrived) registered through the stack's development dashboard for every number of the world,
 * each on a path of its own so a delivery is verified with its number's secret, by the
 * subscriber's verifier of section 4.3 against the stack's clock. Waiting is on arrivals.
 */
import type { Gateway } from '../../mocks/reference/index.ts';
import { startReceiver, type ReceivedDelivery, type Receiver } from '../../suites/support/receiver/receiver.ts';
import { verifyDelivery } from '../../suites/support/signatures/verify-delivery.ts';
import { registerSubscription } from '../up/dev-subscriptions.ts';
import { StackTimeoutError } from './kit-errors.ts';
import type { EventName, StackEvent, StackEvents } from './kit-types.ts';

export const defaultWaitMs = 10_000;

export interface KitSubscriber {
  events: StackEvents;
  /** Registers a subscription to this subscriber for every number of the gateway's state, keeping each secret. */
  subscribe(gateway: Gateway): Promise<void>;
  close(): Promise<void>;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Counts of what arrived, for a wait that found nothing: `message.sent ×2, message.status ×1`. */
function arrivals(events: readonly StackEvent[]): string {
  const counts = new Map<string, number>();
  for (const event of events) {
    const key = event.verified ? event.name : `${event.name} (not verified: ${event.problem ?? ''})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts.size === 0 ? 'nothing' : [...counts].map(([name, count]) => `${name} ×${count}`).join(', ');
}

/**
 * Starts the subscriber. `stackTimeAt(realMs)` is the stack's clock at a real instant, so a
 * delivery's timestamp is judged against the time the gateway kept when it arrived.
 */
export async function startKitSubscriber(events: readonly EventName[], stackTimeAt: (realMs: number) => number): Promise<KitSubscriber> {
  const receiver: Receiver = await startReceiver();
  let secrets = new Map<string, string>();
  // Verified once, against the secrets and clock of the moment it is first read after arriving.
  const seen = new WeakMap<ReceivedDelivery, StackEvent>();

  const eventOf = (delivery: ReceivedDelivery): StackEvent => {
    const known = seen.get(delivery);
    if (known) return known;
    const phoneNumberId = decodeURIComponent(delivery.path.split('/').at(-1) ?? '');
    const secret = secrets.get(phoneNumberId);
    const text = delivery.body.toString('utf8');
    const verdict = secret === undefined
      ? { valid: false as const, detail: `no subscription of the kit for number ${phoneNumberId}` }
      : verifyDelivery({ signature: delivery.headers['x-service-signature'], timestamp: delivery.headers['x-service-timestamp'], body: delivery.body }, secret, { nowMs: stackTimeAt(delivery.receivedAt) });
    const event: StackEvent = {
      name: delivery.headers['x-service-event'] ?? '',
      deliveryId: delivery.headers['x-service-delivery'] ?? '',
      timestamp: delivery.headers['x-service-timestamp'] ?? '',
      phoneNumberId,
      body: parsed(text),
      text,
      verified: verdict.valid,
      ...(verdict.valid ? {} : { problem: verdict.detail }),
    };
    seen.set(delivery, event);
    return event;
  };
  const all = () => receiver.received().map(eventOf);

  return {
    events: {
      all,
      async waitFor(name, match, options = {}) {
        const timeoutMs = options.timeoutMs ?? defaultWaitMs;
        if (events.length === 0) throw new StackTimeoutError(`events.waitFor(${JSON.stringify(name)}): the stack was started with events: false, so no subscriber receives events`);
        const accepts = match ?? (() => true);
        const found = await receiver.waitFor((deliveries) => deliveries.map(eventOf).find((event) => event.verified && event.name === name && accepts(event)), timeoutMs);
        if (found) return found;
        throw new StackTimeoutError(`events.waitFor(${JSON.stringify(name)}): no verified ${name} event${match ? ' that the match accepts' : ''} arrived within ${timeoutMs} ms; received ${arrivals(all())}`);
      },
      clear: () => receiver.reset(),
    },
    async subscribe(gateway) {
      secrets = new Map();
      if (events.length === 0) return;
      for (const phoneNumberId of gateway.state.numbers.keys()) {
        const registered = await registerSubscription(gateway, { phoneNumberId, url: `${receiver.url}/${encodeURIComponent(phoneNumberId)}`, events });
        // A number with a callback override takes no subscription (section 6): its events go elsewhere.
        if (registered.ok) secrets.set(phoneNumberId, registered.secret);
      }
    },
    close: () => receiver.close(),
  };
}
