// Work due on the gateway's clock: a virtual clock runs it only when moved; a real clock arms a
// timer. Delivery retries and attempt timeouts rely on both.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followingClock, virtualClock } from './clock.ts';
import { clockScheduler } from './scheduler.ts';

describe('scheduler on a virtual clock', () => {
  it('runs nothing until the clock is moved, then what is due, in due order', () => {
    const clock = virtualClock(1000);
    const scheduler = clockScheduler(clock, { realTimers: false });
    const ran: string[] = [];
    scheduler.at(3000, () => ran.push('b'));
    scheduler.at(2000, () => ran.push('a'));
    scheduler.at(9000, () => ran.push('c'));
    scheduler.runDue();
    expect(ran).toEqual([]);
    clock.advance(2500);
    scheduler.runDue();
    expect(ran).toEqual(['a', 'b']);
    expect(scheduler.pending()).toBe(1);
  });

  it('forgets a cancelled task', () => {
    const clock = virtualClock(0);
    const scheduler = clockScheduler(clock, { realTimers: false });
    const ran: string[] = [];
    const cancel = scheduler.at(10, () => ran.push('x'));
    cancel();
    clock.advance(20);
    scheduler.runDue();
    expect(ran).toEqual([]);
  });

  it('keeps running other tasks when one throws', () => {
    const clock = virtualClock(0);
    const scheduler = clockScheduler(clock, { realTimers: false });
    const ran: string[] = [];
    scheduler.at(1, () => {
      throw new Error('boom');
    });
    scheduler.at(2, () => ran.push('after'));
    clock.advance(5);
    scheduler.runDue();
    expect(ran).toEqual(['after']);
  });
});

describe('scheduler order with many tasks', () => {
  it('runs due tasks by time, ties in the order they were added, skipping cancelled ones', () => {
    const clock = virtualClock(0);
    const scheduler = clockScheduler(clock, { realTimers: false });
    const ran: number[] = [];
    const expected: { time: number; index: number }[] = [];
    for (let index = 0; index < 300; index += 1) {
      // Times repeat (ties) and arrive out of order.
      const time = ((index * 37) % 50) + 1;
      const cancel = scheduler.at(time, () => ran.push(index));
      if (index % 3 === 0) cancel();
      else expected.push({ time, index });
    }
    expect(scheduler.pending()).toBe(200);
    clock.advance(25);
    scheduler.runDue();
    const dueFirst = expected.filter((e) => e.time <= 25);
    expect(ran).toEqual(dueFirst.sort((a, b) => a.time - b.time || a.index - b.index).map((e) => e.index));
    expect(scheduler.pending()).toBe(200 - dueFirst.length);
    clock.advance(100);
    scheduler.runDue();
    expect(ran).toHaveLength(200);
    expect(scheduler.pending()).toBe(0);
  });
});

describe('scheduler on real time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires a due task from a timer, and earlier when the clock is moved past it', () => {
    vi.useFakeTimers({ now: 0 });
    const clock = followingClock(() => Date.now());
    const scheduler = clockScheduler(clock, { realTimers: true });
    const ran: string[] = [];
    scheduler.at(clock.now() + 5000, () => ran.push('timer'));
    scheduler.at(clock.now() + 60_000, () => ran.push('moved'));
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual(['timer']);
    clock.advance(60_000);
    scheduler.runDue();
    expect(ran).toEqual(['timer', 'moved']);
  });
});
