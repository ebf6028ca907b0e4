/**
 * Which gateway this run checks. `gateway-harness check` (or the url-mode test project) says so
 * through the environment or vitest's provided values; with nothing said, the bundled reference
 * runs in-process. A run against several copies of a build gives each worker its own copy.
 */
import { inject } from 'vitest';
import type { Target } from '../target/target.ts';
import { connectUrlTarget } from '../target/url.ts';
import { workerCopy, type TargetCopy } from './worker-copy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the url-mode project's global setup: references served on loopback, one per worker. */
    servedTargets?: TargetCopy[];
  }
}

/** The url-mode project's reference for this worker (worker N takes the N-th). */
function servedCopy(): TargetCopy | undefined {
  const served = inject('servedTargets');
  if (!served || served.length === 0) return undefined;
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const copy = served[worker - 1];
  if (!copy) throw new Error(`worker ${worker} has no served reference: the project started ${served.length}`);
  return copy;
}

export async function chooseTarget(): Promise<Target> {
  const copy = workerCopy() ?? servedCopy();
  if (copy) return connectUrlTarget({ baseUrl: copy.baseUrl, controlUrl: copy.controlUrl, controlToken: copy.controlToken });
  // Loaded only here: a run against a build elsewhere (the kill and pass tables, url mode) has no
  // use for the bundled reference, and importing it was half of a check file's import time.
  const { inProcessReference } = await import('../oracle/reference-target.ts');
  return inProcessReference();
}
