/**
 * The service's own message ids: a ULID on the gateway's clock, so ids sort by creation even
 * when the clock is virtual.
 */
import { monotonicFactory } from 'ulid';
import { pooledPrng } from './pooled-prng.ts';

export type IdSource = (now: number) => string;

export function messageIds(): IdSource {
  const next = monotonicFactory(pooledPrng());
  return (now) => `msg_${next(now)}`;
}
