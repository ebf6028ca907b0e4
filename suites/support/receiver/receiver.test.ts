// The suite's receiver: idle() is what lets the clock driver move time only between attempts.
import { afterEach, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from './receiver.ts';

let receiver: Receiver | undefined;

afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

describe('receiver idle', () => {
  it('is idle at once when nothing is being received', async () => {
    receiver = await startReceiver();
    await expect(receiver.idle()).resolves.toBeUndefined();
  });

  it('is not idle while an attempt waits for its answer, and is once it is answered', async () => {
    const started = await startReceiver();
    receiver = started;
    started.slow(200);
    const posted = fetch(started.url, { method: 'POST', body: '{}' });
    await started.waitFor((all) => (all.length === 1 ? true : undefined), 60_000);
    let idle = false;
    const idleNow = started.idle().then(() => {
      idle = true;
    });
    // The check phase of this turn of the event loop comes before any timer, the held answer's included.
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle, 'idle while the answer is still held back').toBe(false);
    await idleNow;
    expect((await posted).status).toBe(204);
  });
});

describe('receiver dropNext', () => {
  it('cuts the connection of the next delivery without an answer, then answers again', async () => {
    const started = await startReceiver();
    receiver = started;
    started.dropNext(1);
    await expect(fetch(started.url, { method: 'POST', body: '{}' })).rejects.toThrow();
    expect(started.dropped(), 'connections cut').toBe(1);
    expect(started.received(), 'a cut delivery is not listed').toHaveLength(0);
    expect((await fetch(started.url, { method: 'POST', body: '{}' })).status).toBe(204);
    expect(started.received().map((d) => d.answered)).toEqual([204]);
  });
});

describe('receiver holdNext', () => {
  it('holds the next delivery unanswered, not idle, until released', async () => {
    const started = await startReceiver();
    receiver = started;
    started.holdNext(1);
    const posted = fetch(started.url, { method: 'POST', body: '{}' });
    await started.waitFor(() => (started.held() === 1 ? true : undefined), 60_000);
    let idle = false;
    const idleNow = started.idle().then(() => {
      idle = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle, 'idle while a delivery is held').toBe(false);
    expect(started.received(), 'a held delivery is not listed').toHaveLength(0);
    started.release();
    expect((await posted).status).toBe(204);
    await idleNow;
  });
});
