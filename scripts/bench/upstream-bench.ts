/**
 * The upstream mock side by side with a bare `node:http` server, Prism and WireMock, all on
 * loopback in one run, under the same send at a few connection counts. Used by
 * `npm run bench:upstream` (`upstream.ts`) and by `gateway-harness bench`. Every server it
 * starts is stopped before it returns, also on an error.
 */
import { buildReport, loadAverage, type BenchReport } from './report.ts';
import { runRounds, type RoundPlan } from './rounds.ts';
import { startBare, startMock, type ServerName, type ServerUnderTest } from './servers.ts';
import { startPrism, startWireMock } from './spawned-servers.ts';
import { buildWorkload, type Workload } from './workload.ts';

/** A server did not start or does not answer: the bench cannot compare anything. */
export class StartFailure extends Error {}

const starters: Record<ServerName, (workload: Workload) => Promise<ServerUnderTest>> = {
  bare: startBare,
  mock: startMock,
  prism: () => startPrism(),
  wiremock: startWireMock,
};

/** Starts every named server at once; if one fails, the others are stopped and StartFailure thrown. */
export async function startAll<Name extends string, Server extends { close(): Promise<void> }>(names: readonly Name[], start: (name: Name) => Promise<Server>): Promise<Server[]> {
  const outcomes = await Promise.allSettled(names.map((name) => start(name)));
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failures = outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [`${names[index] ?? '?'}: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`] : []));
  if (failures.length > 0) {
    await Promise.allSettled(started.map((server) => server.close()));
    throw new StartFailure(`a server failed to start: ${failures.join('; ')}`);
  }
  return started;
}

/** One request before any load: a server that cannot answer did not start. */
export async function probe(url: string, request: { method: string; path: string; headers: Record<string, string>; body?: string }): Promise<number> {
  try {
    const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, ...(request.body === undefined ? {} : { body: request.body }), signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    throw new StartFailure(`${url}${request.path} does not answer: ${(error as Error).message}`);
  }
}

export interface UpstreamBenchOptions extends RoundPlan {
  servers: readonly ServerName[];
}

export async function runUpstreamBench(options: UpstreamBenchOptions, log: (line: string) => void): Promise<BenchReport> {
  const loadBefore = loadAverage();
  const workload = buildWorkload();
  log(`starting ${options.servers.join(', ')}`);
  const servers = await startAll(options.servers, (name) => starters[name](workload));
  try {
    for (const server of servers) {
      const status = await probe(server.url, workload);
      log(`${server.name} ready in ${(server.startMs / 1_000).toFixed(1)} s at ${server.url} (probe answered ${status})`);
    }
    const request = { method: workload.method, path: workload.path, headers: workload.headers, body: workload.body };
    const measurements = await runRounds(
      servers.map((server) => ({ name: server.name, url: server.url, pid: server.pid, request })),
      options,
      log,
    );
    return buildReport(
      loadBefore,
      { durationSec: options.durationSec, warmupSec: options.warmupSec, connections: [...options.connections], rounds: options.rounds },
      { method: workload.method, path: workload.path },
      servers.map(({ name, description, startMs }) => ({ name, description, startMs })),
      measurements,
    );
  } finally {
    await Promise.allSettled(servers.map((server) => server.close()));
  }
}
