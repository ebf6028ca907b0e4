/**
 * One reference gateway: its state, its clock and the parts with I/O (the platform client, the
 * event log). Created once per server or per in-process target; the HTTP edge and the control
 * plane both work on the same instance.
 */
import { randomBytes } from 'node:crypto';
import { virtualClock, followingClock, type AdjustableClock } from './clock.ts';
import { createEventLog, type EventLog } from './events/event-log.ts';
import { messageIds, type IdSource } from './messages/message-id.ts';
import { emptyState, type GatewayState } from './state/gateway-state.ts';
import { PlatformClient } from './platform/platform-client.ts';

export interface GatewayOptions {
  /** Virtual time starting here (tests); otherwise real time, still adjustable by the control plane. */
  clockStart?: number;
  /** Platform calls slower than this count as an outage. */
  upstreamTimeoutMs?: number;
}

export interface Gateway {
  state: GatewayState;
  clock: AdjustableClock;
  platform: PlatformClient;
  events: EventLog;
  ids: IdSource;
  /** Keys idempotency fingerprints; lives only in memory, never beside the records (decision A2). */
  fingerprintSecret: Buffer;
}

export function createGateway(options: GatewayOptions = {}): Gateway {
  return {
    state: emptyState(),
    clock: options.clockStart === undefined ? followingClock() : virtualClock(options.clockStart),
    platform: new PlatformClient({ timeoutMs: options.upstreamTimeoutMs ?? 10_000 }),
    events: createEventLog(),
    ids: messageIds(),
    fingerprintSecret: randomBytes(32),
  };
}
