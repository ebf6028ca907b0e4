/**
 * `check --target URL --control URL`: a build someone else started; the harness connects, and
 * tries the control plane's required operations once (which leaves the build reset).
 */
import type { LaunchedTarget } from './launched-target.ts';
import { requireReachable } from './control-probe.ts';
import { requireProvisioning } from './required-operations.ts';

export interface UrlTargetOptions {
  baseUrl: string;
  controlUrl: string;
  controlToken: string;
  upstreamPort?: number;
}

export async function connectTarget(options: UrlTargetOptions): Promise<LaunchedTarget> {
  await requireReachable(options.baseUrl, options.controlUrl, options.controlToken);
  await requireProvisioning(options);
  return {
    remote: { ...options },
    label: options.baseUrl,
    stop: async () => undefined,
  };
}
