/**
 * The servers under test, all answering the workload's send on their own loopback port. Two run
 * inside the bench process (the upstream mock and a bare `node:http` baseline); the others are
 * separate processes (see `spawned-servers.ts`).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startUpstreamMock } from '../../mocks/upstream/index.ts';
import { benchPairLimit, type Workload } from './workload.ts';

export type ServerName = 'bare' | 'mock' | 'prism' | 'wiremock';

export interface ServerUnderTest {
  name: ServerName;
  /** One line on what it is and how it was started. */
  description: string;
  /** `scheme://host:port`, no trailing slash. */
  url: string;
  /** Whether it shares the bench's process (its RSS is then the bench's). */
  inProcess: boolean;
  /** Milliseconds from asking it to start until it answered. */
  startMs: number;
  /** Resident set size of the process serving it, in bytes. */
  rssBytes(): number | undefined;
  close(): Promise<void>;
}

const ownRss = (): number => process.memoryUsage().rss;

/**
 * The upstream mock with the bench world: journal on at its default capacity, every check on,
 * no webhook URL (so no webhooks), and the default clock that follows real time.
 */
export async function startMock(workload: Workload): Promise<ServerUnderTest> {
  const began = performance.now();
  const running = await startUpstreamMock({ world: workload.world, host: '127.0.0.1', port: 0, pairLimit: benchPairLimit });
  return {
    name: 'mock',
    description: `upstream mock, default world (throughput raised, pair burst lifted), journal capacity ${running.mock.journal.capacity}, no webhook URL`,
    url: running.url,
    inProcess: true,
    startMs: performance.now() - began,
    rssBytes: ownRss,
    close: () => running.close(),
  };
}

/** The physical baseline: `node:http`, reads the body, answers the mock's success JSON. */
export async function startBare(workload: Workload): Promise<ServerUnderTest> {
  const began = performance.now();
  const payload = Buffer.from(workload.successBody);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === workload.method && request.url === workload.path) {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.length }).end(payload);
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    name: 'bare',
    description: 'node:http, reads the body, answers a fixed JSON (the physical baseline)',
    url: `http://127.0.0.1:${port}`,
    inProcess: true,
    startMs: performance.now() - began,
    rssBytes: ownRss,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
