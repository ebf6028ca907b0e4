/**
 * Work that falls due on the gateway's clock (delivery retries, attempt timeouts). Tasks wait in a
 * queue ordered by due time; `runDue` runs those whose time has come. With real timers (a server
 * for people) one timer is armed for the earliest task; with a virtual clock nothing fires until
 * the clock is moved and the mover calls `runDue`, so tests never sleep.
 */
import type { Clock } from './clock.ts';

export interface Scheduler {
  /** Runs `task` once the clock reaches `time`; the returned function cancels it. */
  at(time: number, task: () => void): () => void;
  /** Runs, in due order, every task whose time has come; call it after moving the clock. */
  runDue(): void;
  /** Tasks still waiting. */
  pending(): number;
}

export interface SchedulerOptions {
  /** Arm real timers for due tasks (true for a real-time clock, false for a virtual one). */
  realTimers: boolean;
}

interface Entry {
  time: number;
  order: number;
  task: () => void;
}

// setTimeout overflows above this many milliseconds; longer waits re-arm on the way.
const longestTimer = 2 ** 31 - 1;

export function clockScheduler(clock: Clock, options: SchedulerOptions): Scheduler {
  let queue: Entry[] = [];
  let order = 0;
  let timer: NodeJS.Timeout | undefined;

  function arm(): void {
    if (!options.realTimers) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const next = queue[0];
    if (!next) return;
    timer = setTimeout(runDue, Math.min(longestTimer, Math.max(0, next.time - clock.now())));
    // A pending retry must not keep a finished process alive.
    timer.unref();
  }

  function runDue(): void {
    const now = clock.now();
    const due = queue.filter((entry) => entry.time <= now);
    queue = queue.filter((entry) => entry.time > now);
    for (const entry of due) {
      try {
        entry.task();
      } catch {
        // One failing task must not stop the others; tasks report their own outcome.
      }
    }
    arm();
  }

  return {
    at(time, task) {
      const entry: Entry = { time, order: order++, task };
      queue.push(entry);
      queue.sort((a, b) => a.time - b.time || a.order - b.order);
      arm();
      return () => {
        queue = queue.filter((other) => other !== entry);
        arm();
      };
    },
    runDue,
    pending: () => queue.length,
  };
}
