/**
 * One in-process server of the bench (`bare` or `mock`), run as a child of the bench so that the
 * two Node servers start alike, in processes of their own: neither shares a heap, a garbage
 * collector or an event loop with the other, with the bench or with the load generator.
 *
 *   node --import tsx scripts/bench/server-process.ts bare|mock
 *
 * The success body the bare server answers comes in `BENCH_SUCCESS_BODY`. Prints `listening
 * <url>` once it answers; stops on SIGTERM.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startUpstreamMock } from '../../mocks/upstream/index.ts';
import { benchPairLimit, benchWorld, buildWorkload } from './workload.ts';

/** The mock's keep-alive timeout, so the two Node servers keep connections alike. */
const keepAliveTimeoutMs = 72_000;

async function startBare(): Promise<{ url: string; close(): Promise<void> }> {
  const workload = buildWorkload();
  const payload = Buffer.from(process.env.BENCH_SUCCESS_BODY ?? workload.successBody);
  // The same header set as the mock's answer, so both put the same bytes on the wire.
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': payload.length };
  const server: Server = createServer((request, response) => {
    request.on('data', () => undefined);
    request.on('end', () => {
      if (request.method === workload.method && request.url === workload.path) response.writeHead(200, headers).end(payload);
      else response.writeHead(404, { 'content-length': 0 }).end();
    });
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function startMock(): Promise<{ url: string; close(): Promise<void> }> {
  const running = await startUpstreamMock({ world: benchWorld(), host: '127.0.0.1', port: 0, pairLimit: benchPairLimit });
  return { url: running.url, close: () => running.close() };
}

const which = process.argv[2];
if (which !== 'bare' && which !== 'mock') {
  console.error(`server-process: expected bare or mock, got ${String(which)}`);
  process.exit(2);
}
const server = which === 'bare' ? await startBare() : await startMock();
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
console.log(`listening ${server.url}`);
