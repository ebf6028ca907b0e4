/**
 * The service's own message ids: a ULID on the gateway's clock, so ids sort by creation even
 * when the clock is virtual.
 */
import { monotonicFactory } from 'ulid';

export type IdSource = (now: number) => string;

export function messageIds(): IdSource {
  const next = monotonicFactory();
  return (now) => `msg_${next(now)}`;
}
