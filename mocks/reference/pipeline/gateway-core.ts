/**
 * What the steps of a pipeline may reach of a gateway: its state, its clock, the platform, the
 * event bus, the message ids and the two secrets. The gateway itself (`gateway.ts`) is this and
 * the parts it is assembled from; steps see only this, so no step imports the gateway that runs it.
 */
import type { AdjustableClock } from '../clock.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { IdSource } from '../messages/message-id.ts';
import type { PlatformClient } from '../platform/platform-client.ts';
import type { GatewayState } from '../state/gateway-state.ts';

export interface GatewayCore {
  state: GatewayState;
  clock: AdjustableClock;
  platform: PlatformClient;
  events: EventBus;
  ids: IdSource;
  /** Keys idempotency fingerprints; lives only in memory, never beside the records (decision A2). */
  fingerprintSecret: Buffer;
  /** Signs listing cursors; lives only in memory, so a restart voids every cursor (decision A45). */
  cursorSecret: Buffer;
}
