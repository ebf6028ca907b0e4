/**
 * The suite's own subscriber: an HTTP server on a loopback port that records every delivery as
 * it arrived (headers and the exact body bytes) and answers as told. Checks see deliveries only
 * here, as a subscriber would; the target is registered to post to `url` (allow_loopback).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nextAnswer, promptSuccess, type AnswerPlan } from './answer-plan.ts';

const presenceLimitMs = 15_000;

export interface ReceivedDelivery {
  /** Arrival order, from 1. */
  seq: number;
  /** Real time of arrival, in milliseconds. */
  receivedAt: number;
  method: string;
  path: string;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The body exactly as it arrived. */
  body: Buffer;
  /** The status the receiver answered. */
  answered: number;
}

export interface Receiver {
  /** Where the target must post, e.g. `http://127.0.0.1:40123/deliveries`. */
  url: string;
  received(): readonly ReceivedDelivery[];
  /** The first value `find` returns over the deliveries so far, waiting up to `timeoutMs` of real time for more (15 s unless given). */
  waitFor<T>(find: (deliveries: readonly ReceivedDelivery[]) => T | undefined, timeoutMs?: number): Promise<T | undefined>;
  /** Cuts the connection of the next `count` deliveries once their request is read, answering nothing; they are counted by `dropped`, not listed. */
  dropNext(count: number): void;
  /** Connections cut by `dropNext` so far. */
  dropped(): number;
  /** Holds the next `count` deliveries unanswered until `release`; they are counted by `held`, not listed. Meanwhile the receiver is not idle. */
  holdNext(count: number): void;
  /** Deliveries held by `holdNext` so far, released or not. */
  held(): number;
  /** Answers every delivery still held with the status every other delivery gets (204 unless changed). */
  release(): void;
  /** Fails the next `count` deliveries with `status` (500 unless given). */
  failNext(count: number, status?: number): void;
  /** Answers every later delivery with `status`. */
  answerAlways(status: number): void;
  /** Answers every later delivery after `ms` of real time. */
  slow(ms: number): void;
  /** Resolves once no delivery is being received or answered: every attempt that reached the receiver has its answer. */
  idle(): Promise<void>;
  /**
   * Stops listening, so every later attempt finds its connection refused, until `acceptConnections`
   * listens on the same port again. Connections already open stay.
   */
  refuseConnections(): Promise<void>;
  /** Listens on the receiver's port again after `refuseConnections`. */
  acceptConnections(): Promise<void>;
  /** Answers what is held, forgets every delivery and answers 204 at once again. */
  reset(): void;
  close(): Promise<void>;
}

function headersOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
}

export async function startReceiver(): Promise<Receiver> {
  let plan: AnswerPlan = promptSuccess;
  let deliveries: ReceivedDelivery[] = [];
  let drops = 0;
  let holds = 0;
  let holding: (() => void)[] = [];
  const listeners = new Set<() => void>();
  // Every arrival, listed or not, wakes the waiters: they look at what they need themselves.
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let open = 0;
  let idleWaiters: (() => void)[] = [];
  const closed = () => {
    open -= 1;
    if (open > 0) return;
    const waiting = idleWaiters;
    idleWaiters = [];
    for (const wake of waiting) wake();
  };

  function arrive(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
    const answer = nextAnswer(plan);
    plan = answer.plan;
    // Not listed: a cut delivery has no status to show, and a held one has none yet.
    if (answer.action === 'drop') {
      drops += 1;
      response.socket?.destroy();
      notify();
      return;
    }
    if (answer.action === 'hold') {
      holds += 1;
      holding.push(() => {
        if (!response.destroyed) response.writeHead(answer.status, { 'content-type': 'text/plain' }).end('ok, late');
      });
      notify();
      return;
    }
    deliveries.push({ seq: deliveries.length + 1, receivedAt: Date.now(), method: request.method ?? '', path: request.url ?? '', headers: headersOf(request), body, answered: answer.status });
    notify();
    const reply = () => {
      if (!response.destroyed) response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.status < 300 ? 'ok' : 'failed on purpose');
    };
    if (answer.delayMs > 0) setTimeout(reply, answer.delayMs);
    else reply();
  }

  function release(): void {
    const waiting = holding;
    holding = [];
    for (const answer of waiting) answer();
  }

  const server = createServer((request, response) => {
    open += 1;
    response.once('close', closed);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => arrive(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/deliveries`,
    received: () => deliveries,
    // The wait ends at the arrival that satisfies `find`; the limit only bounds a wait for a delivery
    // that never comes, so it is set far above a delivery's time on a busy machine.
    waitFor(find, timeoutMs = presenceLimitMs) {
      return new Promise((resolve) => {
        const attempt = () => {
          const found = find(deliveries);
          if (found === undefined) return false;
          finish(found);
          return true;
        };
        const timer = setTimeout(() => finish(undefined), timeoutMs);
        const finish = (value: ReturnType<typeof find> | undefined) => {
          clearTimeout(timer);
          listeners.delete(onArrival);
          resolve(value);
        };
        const onArrival = () => void attempt();
        if (!attempt()) listeners.add(onArrival);
      });
    },
    dropNext(count) {
      plan = { ...plan, dropsLeft: count };
    },
    dropped: () => drops,
    holdNext(count) {
      plan = { ...plan, holdsLeft: count };
    },
    held: () => holds,
    release,
    failNext(count, status = 500) {
      plan = { ...plan, failuresLeft: count, failStatus: status };
    },
    answerAlways(status) {
      plan = { ...plan, dropsLeft: 0, holdsLeft: 0, failuresLeft: 0, steadyStatus: status };
    },
    slow(ms) {
      plan = { ...plan, delayMs: ms };
    },
    idle() {
      return open === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    refuseConnections() {
      return new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        // close() stops the listener at once; its callback waits for open connections, which may be held.
        server.close((error) => (error ? reject(error) : undefined));
        resolve();
      });
    },
    acceptConnections() {
      return server.listening
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            server.once('error', reject);
            server.listen(port, '127.0.0.1', () => {
              server.off('error', reject);
              resolve();
            });
          });
    },
    reset() {
      release();
      plan = promptSuccess;
      deliveries = [];
      drops = 0;
      holds = 0;
    },
    async close() {
      holding = [];
      server.closeAllConnections();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
