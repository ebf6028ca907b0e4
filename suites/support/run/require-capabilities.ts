/**
 * A check that needs a control-plane capability the target does not offer (clock, customer state,
 * loopback subscriptions, …) is skipped and reported as not run, rather than failed: the control
 * plane is the harness's, and a build may offer only part of it (decision A63). What a check needs
 * is declared once, in its meta (`needs`), so listing the checks tells it without a run.
 */
import type { TestContext } from 'vitest';
import type { Run } from './harness-run.ts';

/** The capabilities the running check declares in its meta. */
export function declaredNeeds(context: TestContext): readonly string[] {
  return context.task.meta.check?.needs ?? [];
}

/** Skips the check, reported as not run, unless the target offers every capability it declares. */
export function requireCapabilities(context: TestContext, run: Pick<Run, 'offers'>): void {
  for (const capability of declaredNeeds(context)) if (!run.offers(capability)) context.skip(`not run: capability ${capability} not offered`);
}

/** Throws unless the check declares `capability`: what a check uses must be in its meta. */
export function mustDeclare(context: TestContext, capability: string, why: string): void {
  if (!declaredNeeds(context).includes(capability)) throw new Error(`${why}: declare needs: ['${capability}'] in the check's meta`);
}
