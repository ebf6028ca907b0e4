/**
 * Which gateway this run checks. `gateway-harness check` (or the url-mode test project) says so
 * through the environment or vitest's provided values; with nothing said, the bundled reference
 * runs in-process.
 */
import { inject } from 'vitest';
import type { Target } from '../target/target.ts';
import { connectUrlTarget } from '../target/url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the url-mode project's global setup: a reference served on loopback. */
    servedTarget?: { baseUrl: string; controlUrl: string; controlToken: string };
  }
}

export async function chooseTarget(): Promise<Target> {
  const env = process.env;
  if (env.HARNESS_TARGET_URL) {
    if (!env.HARNESS_CONTROL_URL || !env.HARNESS_CONTROL_TOKEN) {
      throw new Error('HARNESS_TARGET_URL needs HARNESS_CONTROL_URL and HARNESS_CONTROL_TOKEN as well');
    }
    return connectUrlTarget({ baseUrl: env.HARNESS_TARGET_URL, controlUrl: env.HARNESS_CONTROL_URL, controlToken: env.HARNESS_CONTROL_TOKEN });
  }
  const served = inject('servedTarget');
  if (served) return connectUrlTarget(served);
  // Loaded only here: a run against a build elsewhere (the kill and pass tables, url mode) has no
  // use for the bundled reference, and importing it was half of a check file's import time.
  const { inProcessReference } = await import('../oracle/reference-target.ts');
  return inProcessReference();
}
