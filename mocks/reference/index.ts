/**
 * The reference gateway as a library: built from the spec, the oracle for the conformance suite
 * and the local gateway integrators develop against. Use it in-process (a request listener) or
 * as a server on a loopback port; both carry the control plane when given a control token.
 */
import type { RequestListener } from 'node:http';
import { createGateway, type Gateway, type GatewayOptions } from './gateway.ts';
import { controlPrefix, webhookPath } from './http/paths.ts';
import { buildReferenceServer, type ReferenceServer, type ReferenceServerOptions } from './http/server.ts';

export { createGateway, type Gateway, type GatewayOptions } from './gateway.ts';
export { controlPrefix, webhookPath } from './http/paths.ts';
export { sendSteps } from './send/send-pipeline.ts';
export { referenceParts, type GatewayParts } from './parts.ts';
export { systemResolver, tableResolver, type HostResolver } from './deliveries/host-resolver.ts';

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
