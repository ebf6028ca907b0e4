/**
 * `X-Service-Delivery` (section 4.3): a ULID per delivery, made once when the event is taken and
 * reused by every retry. Time-ordered on the gateway's clock, monotonic within one millisecond.
 */
import { monotonicFactory } from 'ulid';
import { pooledPrng } from '../messages/pooled-prng.ts';

export function deliveryIds(): (now: number) => string {
  return monotonicFactory(pooledPrng());
}
