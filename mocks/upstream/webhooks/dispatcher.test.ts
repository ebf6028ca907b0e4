import { describe, expect, it } from 'vitest';
import { createWebhookDispatcher, defaultBackoffMs, type DeliveryAttempt, type DispatcherOptions, type Schedule } from './dispatcher.ts';
import { serialiseWebhookBody, verifyWebhookSignature } from './sign.ts';

const secret = 'fixture-app-secret-0001';
const url = 'http://127.0.0.1:1/upstream-webhook';
const payload = { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { text: 'Grüße 😀' } }] }] };

/** Scheduled work waits here until the test fires it; nothing runs on a real timer. */
function fakeScheduler() {
  const tasks: { delayMs: number; fn: () => void; cancelled: boolean }[] = [];
  const schedule: Schedule = (delayMs, fn) => {
    const task = { delayMs, fn, cancelled: false };
    tasks.push(task);
    return () => {
      task.cancelled = true;
    };
  };
  const live = () => tasks.filter((t) => !t.cancelled);
  const fireNext = () => {
    const task = live()[0];
    if (!task) throw new Error('nothing is scheduled');
    task.cancelled = true;
    task.fn();
    return task.delayMs;
  };
  return { schedule, live, fireNext };
}

type Answer = number | Error | 'never';

/** A subscriber answering from a script, and a recorder that lets a test wait for the next attempt. */
function harness(script: Answer[], extra: Partial<DispatcherOptions> = {}) {
  const scheduler = fakeScheduler();
  const posts: { url: string; headers: Record<string, string>; body: string }[] = [];
  const records: DeliveryAttempt[] = [];
  const waiting: ((r: DeliveryAttempt) => void)[] = [];
  let clock = 1_000;
  const dispatcher = createWebhookDispatcher({
    post: (to, headers, body) => {
      posts.push({ url: to, headers, body });
      const answer = script[posts.length - 1] ?? 200;
      if (answer === 'never') return new Promise(() => undefined);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ status: answer });
    },
    schedule: scheduler.schedule,
    record: (attempt) => {
      records.push(attempt);
      waiting.shift()?.(attempt);
    },
    now: () => (clock += 10),
    ...extra,
  });
  const nextRecord = () => new Promise<DeliveryAttempt>((resolve) => waiting.push(resolve));
  return { dispatcher, scheduler, posts, records, nextRecord };
}

describe('delivering a webhook', () => {
  it('posts the escaped body once with its signature and content type, and is done on a 2xx', async () => {
    const h = harness([200]);
    const handle = h.dispatcher.deliver(url, secret, payload);
    await expect(handle.done).resolves.toEqual({ deliveryId: handle.id, delivered: true, attempts: 1, cancelled: false });
    expect(h.posts).toHaveLength(1);
    const [post] = h.posts;
    expect(post?.url).toBe(url);
    expect(post?.body).toBe(serialiseWebhookBody(payload));
    expect(post?.headers['content-type']).toBe('application/json');
    expect(verifyWebhookSignature(secret, post?.body ?? '', post?.headers['x-hub-signature-256'])).toBe(true);
    expect(h.records).toEqual([
      expect.objectContaining({ deliveryId: handle.id, url, attempt: 1, status: 200, delivered: true, final: true, at: 1_010 }),
    ]);
    expect(h.records[0]?.error).toBeUndefined();
    expect(h.scheduler.live()).toEqual([]);
  });

  it('counts any 2xx as delivered, a 3xx as failed', async () => {
    const ok = harness([204]);
    await expect(ok.dispatcher.deliver(url, secret, payload).done).resolves.toMatchObject({ delivered: true });
    const moved = harness([302]);
    moved.dispatcher.deliver(url, secret, payload);
    expect(await moved.nextRecord()).toMatchObject({ status: 302, delivered: false, final: false });
  });

  it('retries after failures with the same bytes and signature, and records every attempt', async () => {
    const h = harness([500, 503, 200]);
    const handle = h.dispatcher.deliver(url, secret, payload);
    expect(await h.nextRecord()).toMatchObject({ attempt: 1, status: 500, delivered: false, final: false });
    const second = h.nextRecord();
    expect(h.scheduler.fireNext()).toBe(1_000);
    expect(await second).toMatchObject({ attempt: 2, status: 503, delivered: false, final: false });
    const third = h.nextRecord();
    expect(h.scheduler.fireNext()).toBe(2_000);
    expect(await third).toMatchObject({ attempt: 3, status: 200, delivered: true, final: true });
    await expect(handle.done).resolves.toMatchObject({ delivered: true, attempts: 3 });
    expect(h.records).toHaveLength(3);
    expect(new Set(h.posts.map((p) => p.body)).size).toBe(1);
    expect(new Set(h.posts.map((p) => p.headers['x-hub-signature-256'])).size).toBe(1);
    expect(h.records.every((r) => r.deliveryId === handle.id && r.request.body === h.posts[0]?.body)).toBe(true);
  });

  it('gives up after maxAttempts with a final, undelivered record', async () => {
    const h = harness([500, 500, 500, 500], { maxAttempts: 3 });
    const handle = h.dispatcher.deliver(url, secret, payload);
    await h.nextRecord();
    for (let i = 0; i < 2; i += 1) {
      const next = h.nextRecord();
      h.scheduler.fireNext();
      await next;
    }
    await expect(handle.done).resolves.toMatchObject({ delivered: false, attempts: 3, cancelled: false });
    expect(h.records.map((r) => [r.attempt, r.final, r.delivered])).toEqual([
      [1, false, false],
      [2, false, false],
      [3, true, false],
    ]);
    expect(h.scheduler.live()).toEqual([]);
    expect(h.posts).toHaveLength(3);
  });

  it('by default tries five times, waiting 1, 2, 4 and 8 seconds between tries', async () => {
    const h = harness([500, 500, 500, 500, 500]);
    const handle = h.dispatcher.deliver(url, secret, payload);
    await h.nextRecord();
    const delays: number[] = [];
    while (h.scheduler.live().length > 0) {
      const next = h.nextRecord();
      delays.push(h.scheduler.fireNext());
      await next;
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000]);
    await expect(handle.done).resolves.toMatchObject({ delivered: false, attempts: 5 });
  });

  it('uses the backoff it is given', async () => {
    const h = harness([500, 200], { backoffMs: (attempt) => attempt * 250 });
    h.dispatcher.deliver(url, secret, payload);
    await h.nextRecord();
    expect(h.scheduler.live().map((t) => t.delayMs)).toEqual([250]);
  });

  it('counts a thrown network error as a failed attempt and retries', async () => {
    const h = harness([new Error('connect ECONNREFUSED 127.0.0.1:1'), 200]);
    const handle = h.dispatcher.deliver(url, secret, payload);
    const first = await h.nextRecord();
    expect(first).toMatchObject({ attempt: 1, error: 'connect ECONNREFUSED 127.0.0.1:1', delivered: false, final: false });
    expect(first.status).toBeUndefined();
    h.scheduler.fireNext();
    await expect(handle.done).resolves.toMatchObject({ delivered: true, attempts: 2 });
  });

  it('counts no answer within timeoutMs as a failed attempt', async () => {
    const h = harness(['never', 200], { timeoutMs: 5_000 });
    const handle = h.dispatcher.deliver(url, secret, payload);
    const first = h.nextRecord();
    expect(h.scheduler.fireNext()).toBe(5_000);
    expect(await first).toMatchObject({ attempt: 1, error: 'no answer within 5000 ms', final: false });
    h.scheduler.fireNext();
    await expect(handle.done).resolves.toMatchObject({ delivered: true, attempts: 2 });
    expect(h.scheduler.live()).toEqual([]);
  });

  it('refuses a maxAttempts below one', () => {
    expect(() => harness([], { maxAttempts: 0 })).toThrow(/maxAttempts .* got 0/);
  });
});

describe('draining and closing', () => {
  it('drain resolves at once when nothing is pending', async () => {
    await expect(harness([]).dispatcher.drain()).resolves.toBeUndefined();
  });

  it('drain waits for retries to finish', async () => {
    const h = harness([500, 200]);
    h.dispatcher.deliver(url, secret, payload);
    let drained = false;
    const draining = h.dispatcher.drain().then(() => {
      drained = true;
    });
    await h.nextRecord();
    expect(drained).toBe(false);
    expect(h.dispatcher.pending).toBe(1);
    h.scheduler.fireNext();
    await draining;
    expect(drained).toBe(true);
    expect(h.dispatcher.pending).toBe(0);
  });

  it('close cancels waiting retries and ends their deliveries undelivered', async () => {
    const h = harness([500, 200]);
    const handle = h.dispatcher.deliver(url, secret, payload);
    await h.nextRecord();
    expect(h.scheduler.live()).toHaveLength(1);
    h.dispatcher.close();
    expect(h.scheduler.live()).toEqual([]);
    await expect(handle.done).resolves.toMatchObject({ delivered: false, attempts: 1, cancelled: true });
    await h.dispatcher.drain();
    expect(h.posts).toHaveLength(1);
    expect(() => h.dispatcher.deliver(url, secret, payload)).toThrow(/closed/);
  });

  it('an attempt in flight at close is recorded as final and not retried', async () => {
    let answer: (status: number) => void = () => undefined;
    let posted: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (posted = resolve));
    const scheduler = fakeScheduler();
    const records: DeliveryAttempt[] = [];
    const dispatcher = createWebhookDispatcher({
      post: () =>
        new Promise((resolve) => {
          answer = (status) => resolve({ status });
          posted();
        }),
      schedule: scheduler.schedule,
      record: (r) => records.push(r),
      now: () => 0,
    });
    const handle = dispatcher.deliver(url, secret, payload);
    await inFlight;
    dispatcher.close();
    answer(500);
    await expect(handle.done).resolves.toMatchObject({ delivered: false, attempts: 1, cancelled: false });
    expect(records).toEqual([expect.objectContaining({ attempt: 1, status: 500, final: true })]);
    expect(scheduler.live()).toEqual([]);
  });
});

describe('the default backoff', () => {
  it('doubles from one second and stops at a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(defaultBackoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});
