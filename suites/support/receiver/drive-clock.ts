/**
 * Retries come on the target's schedule, which section 8 leaves unpublished. With the clock
 * capability the harness moves virtual time forward in growing steps (the control plane runs
 * whatever falls due, retries included), and moves it only once every attempt of the last move
 * has ended: an attempt still under way (or queued behind others, for a gateway sending one at a
 * time) would pass its attempt timeout on the jump and count as a failure nobody planted (decision
 * A51). Nothing here sleeps for the schedule itself.
 */
import { setTimeout as pause } from 'node:timers/promises';
import type { Run } from '../run/harness-run.ts';
import type { ReceivedDelivery, Receiver } from './receiver.ts';

export interface DriveOptions {
  /** Virtual seconds to move at most, over all steps. */
  budgetSeconds?: number;
  /** Real milliseconds to wait for an arrival after each step, for a target that does not report its attempts under way. */
  settleMs?: number;
}

// Small steps first (quick schedules), then larger ones, up to an hour per step.
const steps = [60, 300, 300, 600, 900, 1800, 3600];

// Between two readings of the target's count: the end of an attempt happens inside the target,
// after the receiver's answer, so there is no event of the harness's own to wait for.
const readEveryMs = 20;
// A target whose attempts never end (one hung on a subscriber that stopped answering) is moved
// on after this long rather than holding the check for ever.
const longestWaitMs = 60_000;

/**
 * Waits until the target has no delivery attempt under way or due at its current time. A target
 * reports it as `attempts_under_way` in the answer to a clock move (read here with a move of 0
 * seconds); returns true once that is 0. A target that does not report it gets the older wait
 * (the receiver quiet for 100 ms and answering nothing), and false.
 */
export async function attemptsEnded(run: Run, receiver: Receiver): Promise<boolean> {
  const until = Date.now() + longestWaitMs;
  for (;;) {
    const underWay = (await run.control.advanceClock(0)).attempts_under_way;
    if (underWay === undefined) {
      await settleArrivals(receiver, 100, 100);
      await receiver.idle();
      return false;
    }
    if (underWay === 0 || Date.now() > until) return true;
    await receiver.idle();
    await pause(readEveryMs);
  }
}

/**
 * Moves the clock until `find` holds over the receiver's deliveries, or the budget is spent.
 * `nextDueSeconds` (optional) is asked before each step for the seconds to move directly, e.g. to a
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
  let moved = 0;
  await attemptsEnded(run, receiver);
  let found = find(receiver.received());
  for (let i = 0; found === undefined && moved < budget; i++) {
    const reported = await options.nextDueSeconds?.();
    const step = Math.min(budget - moved, reported !== undefined ? Math.max(1, reported) : (steps[Math.min(i, steps.length - 1)] ?? 3600));
    await run.advance(step);
    moved += step;
    // Once the target says every attempt the move started has ended, the receiver holds them all.
    found = (await attemptsEnded(run, receiver)) ? find(receiver.received()) : await receiver.waitFor(find, settleMs);
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
