/**
 * A check that needs a control-plane capability the target does not offer (clock, customer state,
 * loopback subscriptions, …) is skipped and reported as not run, rather than failed: the control
 * plane is the harness's, and a build may offer only part of it (decision A63).
 */
import type { TestContext } from 'vitest';
import type { Run } from './harness-run.ts';

/** Skips the check, reported as not run, unless the target offers every capability named. */
export function requireCapabilities(context: TestContext, run: Run, ...capabilities: string[]): void {
  for (const capability of capabilities) if (!run.offers(capability)) context.skip(`not run: capability ${capability} not offered`);
}
