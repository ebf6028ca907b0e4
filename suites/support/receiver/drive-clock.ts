/**
 * Retries come on the target's schedule, which section 8 leaves unpublished. With the clock
 * capability the harness moves virtual time forward in growing steps (the control plane runs
 * whatever falls due, retries included) and waits a moment of real time after each step for the
 * receiver to see the result, and moves time only while no attempt is being answered. Nothing
 * here sleeps for the schedule itself.
 */
import type { Run } from '../run/harness-run.ts';
import type { ReceivedDelivery, Receiver } from './receiver.ts';

export interface DriveOptions {
  /** Virtual seconds to move at most, over all steps. */
  budgetSeconds?: number;
  /** Real milliseconds to wait for an arrival after each step. */
  settleMs?: number;
}

// Small steps first (quick schedules), then larger ones, up to an hour per step.
const steps = [60, 300, 300, 600, 900, 1800, 3600];

/**
 * Moves the clock until `find` holds over the receiver's deliveries, or the budget is spent.
 * `progress` (optional) is asked after each step for a virtual time to move to directly, e.g. a
 * retry time the target reports.
 */
export async function driveUntil<T>(
  run: Run,
  receiver: Receiver,
  find: (deliveries: readonly ReceivedDelivery[]) => T | undefined,
  options: DriveOptions & { nextDueSeconds?: () => Promise<number | undefined> } = {},
): Promise<T | undefined> {
  const budget = options.budgetSeconds ?? 24 * 3600;
  const settleMs = options.settleMs ?? 400;
  const quietMs = 100;
  let moved = 0;
  let found = find(receiver.received());
  for (let i = 0; found === undefined && moved < budget; i++) {
    const reported = await options.nextDueSeconds?.();
    const step = Math.min(budget - moved, reported !== undefined ? Math.max(1, reported) : (steps[Math.min(i, steps.length - 1)] ?? 3600));
    // Time moves only once the attempts of the last move have gone out and been answered: one
    // still under way (or queued behind others, for a gateway sending one at a time) would pass
    // its attempt timeout on the jump and count as a failure nobody planted (decision A51).
    await settleArrivals(receiver, quietMs, quietMs);
    await receiver.idle();
    await run.advance(step);
    moved += step;
    found = await receiver.waitFor(find, settleMs);
  }
  return found;
}

/**
 * Waits until a burst of deliveries started by a clock move has landed: up to `firstMs` for the
 * first new arrival, then as long as more keep coming within `quietMs` of each other.
 */
export async function settleArrivals(receiver: Receiver, firstMs = 400, quietMs = 100): Promise<void> {
  let seen = receiver.received().length;
  let wait = firstMs;
  for (;;) {
    const count = seen;
    const more = await receiver.waitFor((all) => (all.length > count ? all.length : undefined), wait);
    if (more === undefined) return;
    seen = more;
    wait = quietMs;
  }
}
