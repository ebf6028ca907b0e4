/**
 * The upstream mock side by side with a bare `node:http` server, Prism and WireMock, all on
 * loopback in one run, under the same send at a few connection counts. Used by
 * `npm run bench:upstream` (`upstream.ts`) and by `gateway-harness bench`. Every server it
 * starts is stopped before it returns, also on an error.
 */
import { buildReport, loadAverage, type BenchReport } from './report.ts';
import { runRounds, type RoundPlan } from './rounds.ts';
import { answerOf, startAll, startBare, startMock, type ServerName, type ServerUnderTest } from './servers.ts';
import { startPrism, startWireMock } from './spawned-servers.ts';
import { buildWorkload, type Workload } from './workload.ts';

const starters: Record<ServerName, (workload: Workload) => Promise<ServerUnderTest>> = {
  bare: startBare,
  mock: startMock,
  prism: () => startPrism(),
  wiremock: startWireMock,
};

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
      const { status } = await answerOf(server.url, workload);
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
