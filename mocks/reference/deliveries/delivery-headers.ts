/**
 * The four headers of section 4.3 for one attempt. The timestamp and signature are fresh on every
 * attempt while the delivery id stays (decision A49), so a late retry still passes the
 * subscriber's 300-second check.
 */
import type { EventName } from '../events/event-bus.ts';
import { deliverySignature } from './signature.ts';

export interface AttemptFacts {
  event: EventName;
  deliveryId: string;
  /** Gateway time of the attempt, in milliseconds. */
  at: number;
  body: Buffer;
  secret: string;
}

export function deliveryHeaders(facts: AttemptFacts): Record<string, string> {
  const timestamp = Math.floor(facts.at / 1000);
  return {
    'content-type': 'application/json',
    'x-service-signature': deliverySignature(facts.secret, timestamp, facts.body),
    'x-service-timestamp': String(timestamp),
    'x-service-event': facts.event,
    'x-service-delivery': facts.deliveryId,
  };
}
