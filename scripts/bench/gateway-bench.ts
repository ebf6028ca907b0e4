/**
 * The reference gateway under load, each figure beside what the same work costs without rules:
 *
 * - sends: the reference (auth, validation, idempotency claim, template check, the platform call
 *   to the upstream mock, the record, the event) beside a bare two-hop `node:http` relay (client
 *   to a relay, the relay to a bare server answering the platform's JSON, the answer back), and
 *   the reference again in front of that bare server instead of the mock, which splits the gap
 *   into the gateway's share and the mock's; and the relay again with its second hop on the
 *   client the reference calls its platform with (undici's dispatcher), so what the reference
 *   gains from that client alone can be told from what its rules cost;
 * - idempotent replays: one key sent again and again, beside a bare server answering the same bytes;
 * - template listing pages: the first page of ten, beside a bare server answering the same page.
 *
 * Every server is a process of its own (`server-process.ts`); the CPU figures of a chain add up
 * every process in it.
 */
import { loadAverage, row, type Measurement, type Row } from './report.ts';
import { runRounds, type Contestant, type RoundPlan } from './rounds.ts';
import { answerOf, startAll, StartFailure, startNodeServer, type NodeServerKind, type ServerUnderTest } from './servers.ts';
import { liveBenchWorld, templatePage, templateSend, uniqueKeyPlaceholder, type GatewayRequest } from './gateway-workload.ts';
import { buildWorkload } from './workload.ts';

/** One side-by-side comparison: its rows, each with ratios to `baseline` taken round by round. */
export interface SideBySide {
  title: string;
  baseline: string;
  request: { method: string; path: string };
  rows: Row[];
  runs: Measurement[];
  /** Milliseconds each server took to start and answer its first request. */
  startMs: Record<string, number>;
}

export interface GatewayBenchReport {
  loadBefore: number;
  loadAfter: number;
  sends: SideBySide;
  /** The same runs, the reference beside the relay whose second hop is on the reference's own client. */
  sendsSameClient: SideBySide;
  replays: SideBySide;
  listing: SideBySide;
}

export interface GatewayBenchOptions extends RoundPlan {
  /** Connection counts for replays and listing pages (sends use `connections`). */
  pageConnections: readonly number[];
}

const sideBySide = (title: string, baseline: string, request: GatewayRequest, names: readonly string[], runs: Measurement[], servers: readonly ServerUnderTest<string>[], connections: readonly number[]): SideBySide => ({
  title,
  baseline,
  request: { method: request.method, path: request.path },
  rows: connections.flatMap((count) => names.map((name) => row(runs, name, count, baseline))),
  runs,
  startMs: Object.fromEntries(servers.map((s) => [s.name, Math.round(s.startMs)])),
});

const jobOf = (request: GatewayRequest, uniqueIds = false): Contestant['request'] => ({
  method: request.method,
  path: request.path,
  headers: request.headers,
  body: request.body ?? '',
  ...(uniqueIds ? { uniqueIds: true } : {}),
});

/** The answer a gateway gives, as a bare server's body; refuses to go on unless it is a 200. */
async function firstAnswer(url: string, request: GatewayRequest, what: string): Promise<string> {
  const { status, text } = await answerOf(url, request);
  if (status !== 200) throw new StartFailure(`the reference answered ${what} with ${status}: ${text.slice(0, 300)}`);
  return text;
}

export async function runGatewayBench(options: GatewayBenchOptions, log: (line: string) => void): Promise<GatewayBenchReport> {
  const loadBefore = loadAverage();
  const world = liveBenchWorld();
  const platform = buildWorkload();
  const started: ServerUnderTest<string>[] = [];
  const start = async (name: string, kind: NodeServerKind, description: string, env: Record<string, string> = {}) => {
    const [server] = await startAll([name], () => startNodeServer(name, kind, description, env));
    if (!server) throw new StartFailure(`${name} did not start`);
    started.push(server);
    return server;
  };
  try {
    // The platform side: the mock, and a bare server answering the mock's success JSON.
    const [mock, platformBare] = await Promise.all([
      start('mock', 'mock', 'upstream mock, bench world', { BENCH_SUCCESS_BODY: platform.successBody }),
      start('platform-bare', 'bare', "node:http answering the mock's success JSON to the platform's send path", { BENCH_SUCCESS_BODY: platform.successBody }),
    ]);
    const version = platform.world.upstream.api_version;
    const [reference, referenceOnBare, relay, relayUndici] = await Promise.all([
      start('reference', 'reference', 'reference gateway, platform = the upstream mock', { UPSTREAM_BASE_URL: `${mock.url}/${version}` }),
      start('reference-on-bare', 'reference', 'reference gateway, platform = a bare server answering the same JSON', { UPSTREAM_BASE_URL: `${platformBare.url}/${version}` }),
      start('relay', 'relay', "node:http relay: reads the body, posts it to a bare server answering the platform's JSON (keep-alive agent), answers what came back", {
        BENCH_RELAY_TO: platformBare.url,
        BENCH_RELAY_PATH: platform.path,
      }),
      start('relay-undici', 'relay', "the same relay, its second hop through undici's dispatcher (the reference's platform client)", {
        BENCH_RELAY_TO: platformBare.url,
        BENCH_RELAY_PATH: platform.path,
        BENCH_RELAY_CLIENT: 'undici',
      }),
    ]);

    const send = templateSend(world, uniqueKeyPlaceholder);
    const replay = templateSend(world, `bench-replay-${Date.now()}`);
    const page = templatePage(world, 10);
    // One send through each gateway before any load: both must accept it.
    await firstAnswer(reference.url, templateSend(world, `bench-probe-${Date.now()}`), 'a template send');
    await firstAnswer(referenceOnBare.url, templateSend(world, `bench-probe-bare-${Date.now()}`), 'a template send (platform = bare)');
    const replayBody = await firstAnswer(reference.url, replay, 'the send to be replayed');
    const pageBody = await firstAnswer(reference.url, page, 'a template page');
    const [replayBare, pageBare] = await Promise.all([
      start('bare-replay', 'bare', 'node:http answering the replayed send verbatim', { BENCH_SUCCESS_BODY: replayBody, BENCH_BARE_METHOD: 'POST', BENCH_BARE_PATH: replay.path }),
      start('bare-page', 'bare', 'node:http answering the same template page verbatim', { BENCH_SUCCESS_BODY: pageBody, BENCH_BARE_METHOD: 'GET', BENCH_BARE_PATH: page.path }),
    ]);
    for (const server of [reference, referenceOnBare, relay, relayUndici, mock, platformBare, replayBare, pageBare]) log(`${server.name} ready in ${(server.startMs / 1_000).toFixed(1)} s at ${server.url}`);

    log('sends: relay, reference, reference-on-bare, relay-undici');
    const sendRuns = await runRounds(
      [
        { name: 'relay', url: relay.url, pid: relay.pid, chainPids: [platformBare.pid], request: jobOf(send, true) },
        { name: 'reference', url: reference.url, pid: reference.pid, chainPids: [mock.pid], request: jobOf(send, true) },
        { name: 'reference-on-bare', url: referenceOnBare.url, pid: referenceOnBare.pid, chainPids: [platformBare.pid], request: jobOf(send, true) },
        { name: 'relay-undici', url: relayUndici.url, pid: relayUndici.pid, chainPids: [platformBare.pid], request: jobOf(send, true) },
      ],
      options,
      log,
    );
    // The same request to a bare server answering the reference's bytes, then to the reference.
    const besideBare = (bare: ServerUnderTest<string>, name: string, request: GatewayRequest): Promise<Measurement[]> =>
      runRounds(
        [
          { name: bare.name, url: bare.url, pid: bare.pid, request: jobOf(request) },
          { name, url: reference.url, pid: reference.pid, request: jobOf(request) },
        ],
        { ...options, connections: options.pageConnections },
        log,
      );
    log('idempotent replays: bare-replay, reference');
    const replayRuns = await besideBare(replayBare, 'reference-replay', replay);
    log('template pages: bare-page, reference');
    const pageRuns = await besideBare(pageBare, 'reference-page', page);
    return {
      loadBefore,
      loadAfter: loadAverage(),
      sends: sideBySide('template send with a fresh Idempotency-Key', 'relay', send, ['relay', 'reference', 'reference-on-bare', 'relay-undici'], sendRuns, started, options.connections),
      sendsSameClient: sideBySide('template send, beside a relay on the same platform client', 'relay-undici', send, ['relay-undici', 'reference'], sendRuns, started, options.connections),
      replays: sideBySide('the same send and key again (a replay)', 'bare-replay', replay, ['bare-replay', 'reference-replay'], replayRuns, started, options.pageConnections),
      listing: sideBySide('first template page of ten', 'bare-page', page, ['bare-page', 'reference-page'], pageRuns, started, options.pageConnections),
    };
  } finally {
    await Promise.allSettled(started.map((server) => server.close()));
  }
}
