/**
 * One server of the bench, run as a child of the bench so that every server starts alike, in a
 * process of its own: none shares a heap, a garbage collector or an event loop with another,
 * with the bench or with the load generator.
 *
 *   node --import tsx scripts/bench/server-process.ts bare|mock|relay|reference|receiver
 *
 * - `bare`: `node:http` answering `BENCH_SUCCESS_BODY` to `BENCH_BARE_METHOD BENCH_BARE_PATH`
 *   (default: the upstream send), 404 to anything else.
 * - `mock`: the upstream mock with the bench world.
 * - `relay`: `node:http` passing each request on to `BENCH_RELAY_TO` + `BENCH_RELAY_PATH` over a
 *   keep-alive agent and answering what came back: a gateway's two hops without its rules. With
 *   `BENCH_RELAY_CLIENT=undici` the second hop goes through undici's dispatcher, the client the
 *   reference calls its platform with, so the two hops cost what the reference's do.
 * - `reference`: the reference gateway with the bench world, its platform at `UPSTREAM_BASE_URL`
 *   (the world's subscription kept when `BENCH_SUBSCRIPTIONS=world`).
 * - `receiver`: `node:http` answering 204 to every POST, as a subscriber that accepts all.
 *
 * Prints `listening <url>` once it answers; stops on SIGTERM.
 */
import { Agent, createServer, request as httpRequest, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { startUpstreamMock } from '../../mocks/upstream/index.ts';
import { startReference } from '../../mocks/reference/index.ts';
import { loadGatewayWorld } from '../up/gateway-world.ts';
import { liveBenchWorld } from './gateway-workload.ts';
import { benchPairLimit, benchWorld, buildWorkload } from './workload.ts';

/** The mock's keep-alive timeout, so the Node servers keep connections alike. */
const keepAliveTimeoutMs = 72_000;

interface Running {
  url: string;
  close(): Promise<void>;
}

async function listen(listener: RequestListener): Promise<Running> {
  const server: Server = createServer(listener);
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

function readAll(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

function startBare(): Promise<Running> {
  const workload = buildWorkload();
  const payload = Buffer.from(process.env.BENCH_SUCCESS_BODY ?? workload.successBody);
  const method = process.env.BENCH_BARE_METHOD ?? workload.method;
  const path = process.env.BENCH_BARE_PATH ?? workload.path;
  // The same header set as the mock's answer, so both put the same bytes on the wire.
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': payload.length };
  return listen((request, response) => {
    request.on('data', () => undefined);
    request.on('end', () => {
      if (request.method === method && request.url === path) response.writeHead(200, headers).end(payload);
      else response.writeHead(404, { 'content-length': 0 }).end();
    });
  });
}

type Relayed = (status: number, body: Buffer) => void;

/** A second hop through undici's dispatcher: a pool of kept-alive connections, the answer's bytes gathered. */
function undiciHop(target: URL): (authorization: string, body: Buffer, answer: Relayed, fail: () => void) => void {
  const pool = new Pool(target.origin);
  const path = `${target.pathname}${target.search}`;
  return (authorization, body, answer, fail) => {
    const chunks: Buffer[] = [];
    let status = 502;
    pool.dispatch(
      { path, method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body },
      {
        // Present so the dispatcher takes the handler as one of its current kind.
        onRequestStart: () => undefined,
        onResponseStart: (_controller, code) => (status = code),
        onResponseData: (_controller, chunk) => void chunks.push(chunk),
        onResponseEnd: () => answer(status, chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)),
        onResponseError: () => fail(),
      },
    );
  };
}

function startRelay(): Promise<Running> {
  const target = new URL(process.env.BENCH_RELAY_PATH ?? '/', process.env.BENCH_RELAY_TO ?? 'http://127.0.0.1:1');
  if (process.env.BENCH_RELAY_CLIENT === 'undici') {
    const hop = undiciHop(target);
    return listen((request, response) => {
      void readAll(request).then((body) =>
        hop(
          request.headers.authorization ?? '',
          body,
          (status, answered) => response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': answered.length }).end(answered),
          () => response.writeHead(502, { 'content-length': 0 }).end(),
        ),
      );
    });
  }
  const agent = new Agent({ keepAlive: true });
  return listen((request, response) => {
    void readAll(request).then((body) => {
      const outgoing = httpRequest(
        target,
        { method: 'POST', agent, headers: { authorization: request.headers.authorization ?? '', 'content-type': 'application/json', 'content-length': body.length } },
        (answer) => {
          void readAll(answer).then((answered) => {
            response.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json; charset=utf-8', 'content-length': answered.length }).end(answered);
          });
        },
      );
      outgoing.on('error', () => response.writeHead(502, { 'content-length': 0 }).end());
      outgoing.end(body);
    });
  });
}

async function startReferenceGateway(): Promise<Running> {
  const upstream = process.env.UPSTREAM_BASE_URL;
  if (upstream === undefined) throw new Error('reference needs UPSTREAM_BASE_URL');
  const running = await startReference({ port: 0, host: '127.0.0.1' });
  loadGatewayWorld(running.gateway, liveBenchWorld({ subscriptions: process.env.BENCH_SUBSCRIPTIONS === 'world' }), { upstreamBaseUrl: upstream });
  return { url: running.url, close: () => running.close() };
}

function startReceiver(): Promise<Running> {
  return listen((request, response) => {
    request.on('data', () => undefined);
    request.on('end', () => response.writeHead(204).end());
  });
}

async function startMock(): Promise<Running> {
  const running = await startUpstreamMock({ world: benchWorld(), host: '127.0.0.1', port: 0, pairLimit: benchPairLimit });
  return { url: running.url, close: () => running.close() };
}

const kinds: Record<string, () => Promise<Running>> = { bare: startBare, mock: startMock, relay: startRelay, reference: startReferenceGateway, receiver: startReceiver };
const which = process.argv[2] ?? '';
const start = kinds[which];
if (start === undefined) {
  console.error(`server-process: expected one of ${Object.keys(kinds).join(', ')}, got ${JSON.stringify(which)}`);
  process.exit(2);
}
const server = await start();
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
console.log(`listening ${server.url}`);
