/** `check --image NAME`: the build as a container (testcontainers, host network). */
import type { LaunchedTarget } from './launched-target.ts';
import { StartError } from './launched-target.ts';

export interface ImageTargetOptions {
  image: string;
  controlPath: string;
  startupTimeoutMs: number;
}

export async function startImageTarget(options: ImageTargetOptions): Promise<LaunchedTarget> {
  throw new StartError(`image mode is not available in this build (image ${options.image})`);
}
