/**
 * The journal soak: N sends straight into the mock (no HTTP), each journaled the way the HTTP
 * edge journals it, with memory sampled at the start and at every quarter. The journal is a ring
 * of fixed capacity, so its share of memory stops growing once it is full; anything that keeps
 * growing after that is held somewhere else, and the figures say where to look.
 */
import { createUpstreamMock, JsonText } from '../../mocks/upstream/index.ts';
import { benchPairLimit, mainNumberId, type Workload } from './workload.ts';

export interface SoakSample {
  /** Share of the sends done, 0 to 1. */
  done: number;
  sends: number;
  rssBytes: number;
  heapUsedBytes: number;
  journalSize: number;
  journalDropped: number;
  /** Accepted messages the mock's state holds (it keeps them for status changes). */
  storedMessages: number;
}

export interface SoakResult {
  sends: number;
  /** Whether a full garbage collection ran before each sample (node started with --expose-gc). */
  collected: boolean;
  journalCapacity: number;
  elapsedMs: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  samples: SoakSample[];
  /**
   * Heap after the run once the mock's stored messages are let go: the difference from the last
   * sample is what those messages held, the rest is journal, limiters and the process itself.
   */
  heapWithoutStoredMessagesBytes: number;
}

const yieldEvery = 10_000;

export async function journalSoak(workload: Workload, sends: number, onSample: (sample: SoakSample) => void): Promise<SoakResult> {
  const mock = createUpstreamMock({ world: workload.world, pairLimit: benchPairLimit });
  const version = workload.world.upstream.api_version;
  const headers = { host: '127.0.0.1', 'content-length': String(Buffer.byteLength(workload.body)), ...workload.headers };
  const statuses: Record<string, number> = {};
  const samples: SoakSample[] = [];
  const collected = typeof globalThis.gc === 'function';

  const sample = async (done: number, count: number): Promise<void> => {
    // Let pending work settle, then collect so the sample shows what is still held.
    await new Promise((resolve) => setImmediate(resolve));
    globalThis.gc?.();
    const memory = process.memoryUsage();
    const taken: SoakSample = {
      done,
      sends: count,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      journalSize: mock.journal.size,
      journalDropped: mock.journal.dropped,
      storedMessages: mock.state.messages.size,
    };
    samples.push(taken);
    onSample(taken);
  };

  const checkpoints = [0.25, 0.5, 0.75, 1].map((fraction) => ({ fraction, at: Math.round(sends * fraction) }));
  await sample(0, 0);
  const began = performance.now();
  let paused = 0;
  let sent = 0;
  for (const { fraction, at } of checkpoints) {
    for (; sent < at; sent += 1) {
      // Yield now and then so Ctrl-C is heard during a long soak.
      if (sent % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
      const body: unknown = JSON.parse(workload.body);
      const answer = mock.platform.send({ version, phoneNumberId: mainNumberId, authorization: workload.headers.authorization, body });
      const status = 'status' in answer ? answer.status : 0;
      statuses[status] = (statuses[status] ?? 0) + 1;
      // As the HTTP edge journals an exchange: both bodies as the JSON text on the wire.
      mock.journal.append({
        kind: 'request',
        at: mock.clock.now(),
        method: workload.method,
        path: workload.path,
        headers,
        body: new JsonText(workload.body),
        response: answer.kind === 'json' ? { status: answer.status, body: new JsonText(JSON.stringify(answer.body)) } : { status },
      });
    }
    const pausedAt = performance.now();
    await sample(fraction, sent);
    paused += performance.now() - pausedAt;
  }
  const elapsedMs = performance.now() - began - paused;
  // Clearing lets go of the store's slots (and its id index, had anything looked one up).
  mock.state.messages.clear();
  await new Promise((resolve) => setImmediate(resolve));
  globalThis.gc?.();
  const heapWithoutStoredMessagesBytes = process.memoryUsage().heapUsed;
  mock.close();
  return { sends, collected, journalCapacity: mock.journal.capacity, elapsedMs, statuses, samples, heapWithoutStoredMessagesBytes };
}
