/**
 * The reference gateway as a library: built from the spec, the oracle for the conformance suite
 * and the local gateway integrators develop against. Use it in-process (a request listener) or
 * as a server on a loopback port; both carry the control plane when given a control token.
 */
import type { RequestListener } from 'node:http';
import { createGateway, type Gateway, type GatewayOptions } from './gateway.ts';
import { controlPrefix, webhookPath } from './http/paths.ts';
import { buildReferenceServer, type ReferenceServer, type ReferenceServerOptions } from './http/server.ts';

export { controlCapabilities, createGateway, type ControlCapability, type Gateway, type GatewayOptions } from './gateway.ts';
export { controlPrefix, webhookPath } from './http/paths.ts';
export { sendSteps } from './send/send-pipeline.ts';
export { referenceParts, type GatewayParts } from './gateway-parts.ts';
export { systemResolver, tableResolver, type HostResolver } from './deliveries/host-resolver.ts';

// What the CLI (scripts/) builds on beyond a running gateway: this file is its only door into the
// reference, which lint keeps (eslint.config.js).
export { authenticate } from './auth/authenticate.ts';
export { sameToken } from './auth/same-token.ts';
export { backoffPolicy, type RetryPolicy } from './deliveries/retry-policy.ts';
export { eventBody } from './deliveries/event-body.ts';
export { postDelivery, type PostDelivery } from './deliveries/post-delivery.ts';
export { subscriptionReport, type SubscriptionDeliveries } from './deliveries/subscription-report.ts';
export { vetUrl } from './deliveries/vet-url.ts';
export type { GatewayEvent } from './events/event-bus.ts';
export { fingerprint } from './idempotency/fingerprint.ts';
export { createKeyStore } from './idempotency/key-store.ts';
export { issueCursor, readCursor } from './listing/cursor.ts';
export { messageIds } from './messages/message-id.ts';
export { outboundRecord, type MessageRecord } from './messages/message-record.ts';
export { randomText } from './messages/pooled-prng.ts';
export { platformSignatureValid } from './platform/webhooks/platform-signature.ts';
export { readWorld, stateFromWorld } from './state/load-world.ts';
// Saving and restoring a gateway's state across restarts (`gateway-harness up --state FILE`).
export { SnapshotProblem } from './persistence/snapshot-reader.ts';
export { readStateFile, StateFileError, writeStateFile } from './persistence/state-file.ts';
export { loadStateKey } from './persistence/state-key-file.ts';
export { newMasterKey, stateKey } from './persistence/state-key.ts';
export { gatewaySnapshot, restoreGatewayState } from './persistence/state-snapshot.ts';

export interface ReferenceOptions extends GatewayOptions, ReferenceServerOptions {}

/** A gateway and its server, not yet serving; both ways of running the reference start here. */
function build(options: ReferenceOptions): { gateway: Gateway; app: ReferenceServer; close(): Promise<void> } {
  const gateway = createGateway(options);
  const app = buildReferenceServer(gateway, options);
  return {
    gateway,
    app,
    // Pending retries and attempts in flight end with the server, not after it.
    async close() {
      gateway.deliveries.drop();
      await app.close();
    },
  };
}

export interface ReferenceHandler {
  gateway: Gateway;
  /** A Node request listener serving the public API, the webhook endpoint and the control plane. */
  listener: RequestListener;
  close(): Promise<void>;
}

export async function referenceHandler(options: ReferenceOptions = {}): Promise<ReferenceHandler> {
  const { gateway, app, close } = build(options);
  return { gateway, listener: app.listener, close };
}

export interface StartReferenceOptions extends ReferenceOptions {
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  /** Loopback unless told otherwise. */
  host?: string;
}

export interface RunningReference {
  /** Root URL; the public API is under `/api/v2`. */
  url: string;
  /** Base URL of the control plane, when enabled. */
  controlUrl: string | undefined;
  /** Where the upstream platform must post its webhooks. */
  webhookUrl: string;
  gateway: Gateway;
  close(): Promise<void>;
}

export async function startReference(options: StartReferenceOptions = {}): Promise<RunningReference> {
  const { gateway, app, close } = build(options);
  const address = await app.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  return {
    url,
    controlUrl: options.controlToken === undefined ? undefined : `${url}${controlPrefix}`,
    webhookUrl: `${url}${webhookPath}`,
    gateway,
    close,
  };
}
