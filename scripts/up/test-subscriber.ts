/**
 * A subscriber endpoint for the stack's tests: the suite's receiver (every delivery kept with its
 * raw body, waits ending on arrivals), answering 200, each delivery's signature checked with the
 * subscriber's verifier (section 5, item 7) once the test knows the secret.
 */
import { startReceiver, type ReceivedDelivery } from '../../suites/support/receiver/receiver.ts';
import { verifyDelivery } from '../../suites/support/signatures/verify-delivery.ts';

export interface Delivery {
  event: string;
  deliveryId: string;
  body: string;
  signed: boolean;
}

export interface TestSubscriber {
  url: string;
  /** Every delivery so far, in arrival order. */
  readonly deliveries: Delivery[];
  /** Resolves with the first delivery that matches, when it arrives, failing after `timeoutMs`. */
  waitFor(match: (delivery: Delivery) => boolean, timeoutMs?: number): Promise<Delivery>;
  /** The secret to check signatures with, once the subscription has been made. */
  secret: string | undefined;
  close(): Promise<void>;
}

export function signatureValid(secret: string, timestamp: string, body: string, header: string): boolean {
  return verifyDelivery({ signature: header, timestamp, body: Buffer.from(body, 'utf8') }, secret).valid;
}

export async function startTestSubscriber(): Promise<TestSubscriber> {
  const receiver = await startReceiver();
  receiver.answerAlways(200);
  // Judged once, with the secret known when the test first reads it.
  const judged = new WeakMap<ReceivedDelivery, Delivery>();
  const deliveryOf = (received: ReceivedDelivery): Delivery => {
    let delivery = judged.get(received);
    if (delivery) return delivery;
    const header = (name: string) => received.headers[name] ?? '';
    const body = received.body.toString('utf8');
    delivery = {
      event: header('x-service-event'),
      deliveryId: header('x-service-delivery'),
      body,
      signed: subscriber.secret !== undefined && signatureValid(subscriber.secret, header('x-service-timestamp'), body, header('x-service-signature')),
    };
    judged.set(received, delivery);
    return delivery;
  };
  const subscriber: TestSubscriber = {
    url: receiver.url,
    get deliveries() {
      return receiver.received().map(deliveryOf);
    },
    secret: undefined,
    async waitFor(match, timeoutMs = 10_000) {
      const found = await receiver.waitFor((all) => all.map(deliveryOf).find(match), timeoutMs);
      if (found) return found;
      throw new Error(`no matching delivery in ${timeoutMs} ms; got ${subscriber.deliveries.map((d) => d.event).join(', ') || 'none'}`);
    },
    close: () => receiver.close(),
  };
  return subscriber;
}
