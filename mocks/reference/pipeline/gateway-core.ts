/**
 * What the steps of a pipeline may reach of a gateway: its state, its clock, the platform, the
 * event bus, the message ids, the two secrets, the spec's numbers and a memo of the send check. The gateway itself (`gateway.ts`) is this and
 * the parts it is assembled from; steps see only this, so no step imports the gateway that runs it.
 */
import type { AdjustableClock } from '../clock.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { SpecLimits } from '../limits/spec-limits.ts';
import type { IdSource } from '../messages/message-id.ts';
import type { PlatformClient } from '../platform/platform-client.ts';
import type { GatewayState } from '../state/gateway-state.ts';
import type { TemplateStatus } from '../templates/local-template.ts';
import type { Sendability } from '../templates/sendability.ts';
import type { KeywordReach } from '../validation/validate-send-body.ts';

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
  /** The numbers the gateway judges by (its `limits` part): the spec's own, unless a build moved one. */
  limits: SpecLimits;
  /** Section 3.2's table as the gateway reads it (its `sendability` part). */
  sendability: (status: TemplateStatus) => Sendability;
  /** What the send check has learnt of where the contract's own keywords lie; kept for the gateway's life. */
  keywordReach: KeywordReach;
}
