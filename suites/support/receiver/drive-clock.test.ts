// The clock driver moves time only once the target says no delivery attempt is under way; a target
// that does not say gets the older wait for a quiet receiver.
import { afterEach, describe, expect, it } from 'vitest';
import type { Run } from '../run/harness-run.ts';
import { attemptsEnded, driveUntil } from './drive-clock.ts';
import { startReceiver, type Receiver } from './receiver.ts';

let receiver: Receiver | undefined;

afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

/** A run whose target answers each clock reading with the next count (none given: the field left out). */
function runReporting(counts: (number | undefined)[]) {
  const log: string[] = [];
  const run = {
    control: {
      advanceClock: (seconds: number) => {
        const count = counts.shift();
        log.push(`read ${seconds} -> ${count ?? 'absent'}`);
        return Promise.resolve({ now: '2026-11-02T09:00:00.000Z', ...(count === undefined ? {} : { attempts_under_way: count }) });
      },
    },
    advance: (seconds: number) => {
      log.push(`move ${seconds}`);
      return Promise.resolve();
    },
  };
  return { run: run as unknown as Run, log };
}

describe('attemptsEnded', () => {
  it('reads the target until it reports no attempt under way', async () => {
    receiver = await startReceiver();
    const { run, log } = runReporting([2, 1, 0]);
    expect(await attemptsEnded(run, receiver)).toBe(true);
    expect(log).toEqual(['read 0 -> 2', 'read 0 -> 1', 'read 0 -> 0']);
  });

  it('says so when the target does not report, after the receiver has answered what it got', async () => {
    const started = await startReceiver();
    receiver = started;
    started.slow(100);
    const posted = fetch(started.url, { method: 'POST', body: '{}' });
    await started.waitFor((all) => all[0]);
    expect(await attemptsEnded(runReporting([]).run, started)).toBe(false);
    expect((await posted).status).toBe(204);
  });
});

describe('driveUntil', () => {
  it('moves the clock only between readings of 0, and stops once the delivery is found', async () => {
    receiver = await startReceiver();
    const { run, log } = runReporting([1, 0, 1, 0, 0, 0]);
    let moves = 0;
    const found = await driveUntil(run, receiver, () => (moves >= 2 ? 'landed' : undefined), { nextDueSeconds: () => Promise.resolve(++moves * 30) });
    expect(found).toBe('landed');
    expect(log).toEqual(['read 0 -> 1', 'read 0 -> 0', 'move 30', 'read 0 -> 1', 'read 0 -> 0', 'move 60', 'read 0 -> 0']);
  });
});
