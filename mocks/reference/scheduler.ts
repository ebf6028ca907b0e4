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
  cancelled: boolean;
}

// setTimeout overflows above this many milliseconds; longer waits re-arm on the way.
const longestTimer = 2 ** 31 - 1;

const before = (a: Entry, b: Entry): boolean => a.time < b.time || (a.time === b.time && a.order < b.order);

/**
 * A binary heap by (time, order). Every delivery attempt adds a timeout and cancels it, and each
 * failed one adds a retry: a sorted array re-sorted on each addition and filtered on each
 * cancellation made a subscriber that stays down cost the send path time in proportion to the
 * retries waiting (thousands after a minute of load). Cancelled entries stay in the heap, marked,
 * until they reach the top.
 */
class EntryHeap {
  private readonly items: Entry[] = [];

  get size(): number {
    return this.items.length;
  }

  peek(): Entry | undefined {
    return this.items[0];
  }

  push(entry: Entry): void {
    const items = this.items;
    let at = items.push(entry) - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const above = items[parent] as Entry;
      if (!before(entry, above)) break;
      items[at] = above;
      at = parent;
    }
    items[at] = entry;
  }

  pop(): Entry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && before(items[right] as Entry, items[left] as Entry) ? right : left;
      const smaller = items[child] as Entry;
      if (!before(smaller, last)) break;
      items[at] = smaller;
      at = child;
    }
    items[at] = last;
    return top;
  }
}

export function clockScheduler(clock: Clock, options: SchedulerOptions): Scheduler {
  const queue = new EntryHeap();
  let live = 0;
  let order = 0;
  let timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires; a new task due later needs no new timer. */
  let armedFor = Number.POSITIVE_INFINITY;

  function dropCancelled(): void {
    while (queue.peek()?.cancelled) queue.pop();
  }

  /** `keep`: leave a timer that fires no later than the earliest task (the clock has not moved since). */
  function arm(keep: boolean): void {
    if (!options.realTimers) return;
    dropCancelled();
    const next = queue.peek();
    if (keep && next !== undefined && timer !== undefined && armedFor <= next.time) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    armedFor = Number.POSITIVE_INFINITY;
    if (!next) return;
    armedFor = next.time;
    timer = setTimeout(fire, Math.min(longestTimer, Math.max(0, next.time - clock.now())));
    // A pending retry must not keep a finished process alive.
    timer.unref();
  }

  function fire(): void {
    timer = undefined;
    armedFor = Number.POSITIVE_INFINITY;
    runDue();
  }

  function runDue(): void {
    const now = clock.now();
    // Taken out before any runs, so a task added by a running one waits for the next call.
    const due: Entry[] = [];
    for (let next = queue.peek(); next !== undefined && next.time <= now; next = queue.peek()) {
      queue.pop();
      if (!next.cancelled) due.push(next);
    }
    live -= due.length;
    for (const entry of due) {
      entry.cancelled = true;
      try {
        entry.task();
      } catch {
        // One failing task must not stop the others; tasks report their own outcome.
      }
    }
    // Armed afresh: the clock may have been moved, so the wait is worked out again.
    arm(false);
  }

  return {
    at(time, task) {
      const entry: Entry = { time, order: order++, task, cancelled: false };
      queue.push(entry);
      live += 1;
      arm(true);
      return () => {
        if (entry.cancelled) return;
        entry.cancelled = true;
        live -= 1;
        // The timer stays armed for a cancelled head; when it fires, nothing is due and it re-arms.
      };
    },
    runDue,
    pending: () => live,
  };
}
