/**
 * The test hook of the control plane's `internal_failure` capability: while failures are armed,
 * each public request that gets this far throws here, so the pipeline's own crash handling
 * answers it (section 7: 500 `internal_error`), exactly as it would a real fault of the service.
 * Placed before any step that claims a key or calls the platform, so a failed send sent nothing.
 */
import type { GatewayCore } from './gateway-core.ts';

/** Thrown by the armed failure; its message names the hook, so a leak of it is easy to spot. */
export class ArmedFailure extends Error {
  constructor() {
    super('armed internal failure (control plane test hook)');
    this.name = 'ArmedFailure';
  }
}

export function armedFailure(context: { gateway: GatewayCore }): undefined {
  const { state } = context.gateway;
  if (state.armedFailures <= 0) return undefined;
  state.armedFailures -= 1;
  throw new ArmedFailure();
}
