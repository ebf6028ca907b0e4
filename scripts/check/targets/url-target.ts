/** `check --target URL --control URL`: a build someone else started; the harness only connects. */
import type { LaunchedTarget } from './launched-target.ts';
import { requireReachable } from './control-probe.ts';

export interface UrlTargetOptions {
  baseUrl: string;
  controlUrl: string;
  controlToken: string;
  upstreamPort?: number;
}

export async function connectTarget(options: UrlTargetOptions): Promise<LaunchedTarget> {
  await requireReachable(options.baseUrl, options.controlUrl, options.controlToken);
  return {
    remote: { ...options },
    label: options.baseUrl,
    stop: async () => undefined,
  };
}
