/**
 * Posts signed webhooks and retries the ones the subscriber refuses, as the platform does: a body
 * is serialised and signed once, so every attempt carries the same bytes and signature. Time comes
 * in through `schedule` (and `now`), so tests drive retries by hand and nothing here waits.
 */
import { serialiseWebhookBody, signatureHeader, signWebhookBody, type SerialiseOptions } from './sign.ts';

export type PostWebhook = (url: string, headers: Record<string, string>, body: string) => Promise<{ status: number }>;
/** Runs `fn` after `delayMs`; returns a function that cancels it. */
export type Schedule = (delayMs: number, fn: () => void) => () => void;

/** One attempt's outcome, as the journal stores it. */
export interface DeliveryAttempt {
  deliveryId: string;
  url: string;
  /** 1 for the first try. */
  attempt: number;
  /** The subscriber's HTTP status, when it answered. */
  status?: number;
  /** Why there was no answer: network error or timeout. */
  error?: string;
  delivered: boolean;
  /** No attempt follows this one. */
  final: boolean;
  at: number;
  request: { headers: Record<string, string>; body: string };
}

export interface DeliveryOutcome {
  deliveryId: string;
  delivered: boolean;
  attempts: number;
  /** The dispatcher was closed while a retry was waiting. */
  cancelled: boolean;
}

export interface DeliveryHandle {
  id: string;
  done: Promise<DeliveryOutcome>;
}

export interface DispatcherOptions {
  post: PostWebhook;
  schedule: Schedule;
  record: (attempt: DeliveryAttempt) => void;
  /** Default 5. */
  maxAttempts?: number;
  /** Delay before the attempt after `attempt` failed. Default 1 s, 2 s, 4 s … capped at 60 s. */
  backoffMs?: (attempt: number) => number;
  /** An attempt with no answer after this long counts as failed. Default: none (the post's own). */
  timeoutMs?: number;
  now?: () => number;
  serialise?: SerialiseOptions;
}

export interface WebhookDispatcher {
  deliver(url: string, appSecret: string, payload: unknown): DeliveryHandle;
  /** Resolves once no delivery is in flight or waiting for a retry. */
  drain(): Promise<void>;
  /** Cancels waiting retries; deliveries in flight finish and are recorded as final. */
  close(): void;
  readonly pending: number;
}

/** The longest wait between two attempts. */
export const maxBackoffMs = 60_000;

/** 1 s after the first failure, doubling, never more than a minute. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), maxBackoffMs);
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Delivery {
  id: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  attempts: number;
  cancelRetry: (() => void) | undefined;
  settle: (outcome: DeliveryOutcome) => void;
  fail: (error: unknown) => void;
}

/** A dispatcher that posts through `post` and waits only through `schedule`. */
export function createWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const maxAttempts = options.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  const backoff = options.backoffMs ?? defaultBackoffMs;
  const now = options.now ?? Date.now;
  const pending = new Map<string, { delivery: Delivery; done: Promise<DeliveryOutcome> }>();
  let counter = 0;
  let closed = false;

  const withTimeout = (posting: Promise<{ status: number }>): Promise<{ status: number }> => {
    const ms = options.timeoutMs;
    if (ms === undefined) return posting;
    return new Promise((resolve, reject) => {
      const cancel = options.schedule(ms, () => reject(new Error(`no answer within ${ms} ms`)));
      posting.then(
        (answer) => {
          cancel();
          resolve(answer);
        },
        (error: unknown) => {
          cancel();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  };

  const finish = (delivery: Delivery, delivered: boolean, cancelled: boolean) => {
    pending.delete(delivery.id);
    delivery.settle({ deliveryId: delivery.id, delivered, attempts: delivery.attempts, cancelled });
  };

  const attempt = async (delivery: Delivery): Promise<void> => {
    delivery.cancelRetry = undefined;
    const number = ++delivery.attempts;
    let answer: { status: number } | { error: string };
    try {
      answer = await withTimeout(Promise.resolve().then(() => options.post(delivery.url, { ...delivery.headers }, delivery.body)));
    } catch (error) {
      answer = { error: reason(error) };
    }
    const delivered = 'status' in answer && answer.status >= 200 && answer.status < 300;
    const final = delivered || number >= maxAttempts || closed;
    options.record({
      deliveryId: delivery.id,
      url: delivery.url,
      attempt: number,
      ...answer,
      delivered,
      final,
      at: now(),
      request: { headers: { ...delivery.headers }, body: delivery.body },
    });
    if (final) return finish(delivery, delivered, false);
    delivery.cancelRetry = options.schedule(backoff(number), () => {
      attempt(delivery).catch(delivery.fail);
    });
  };

  return {
    deliver(url, appSecret, payload) {
      if (closed) throw new Error('the webhook dispatcher is closed');
      const body = serialiseWebhookBody(payload, options.serialise);
      const headers = { 'content-type': 'application/json', [signatureHeader]: signWebhookBody(appSecret, body) };
      const id = `whd-${++counter}`;
      const outcome = deferred<DeliveryOutcome>();
      const delivery: Delivery = {
        id,
        url,
        headers,
        body,
        attempts: 0,
        cancelRetry: undefined,
        settle: outcome.resolve,
        fail(error) {
          pending.delete(id);
          outcome.reject(error);
        },
      };
      const done = outcome.promise;
      pending.set(id, { delivery, done });
      attempt(delivery).catch(delivery.fail);
      return { id, done };
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending.values()].map((p) => p.done));
    },
    close() {
      closed = true;
      for (const { delivery } of pending.values()) {
        if (!delivery.cancelRetry) continue;
        delivery.cancelRetry();
        finish(delivery, false, true);
      }
    },
    get pending() {
      return pending.size;
    },
  };
}
