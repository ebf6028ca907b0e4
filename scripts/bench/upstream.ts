/**
 * `npm run bench:upstream`: the upstream mock side by side with a bare `node:http` server,
 * Prism and WireMock, all on loopback in one run, under the same send at a few connection
 * counts. Prints a table and writes `reports/bench-upstream.json`. It measures and reports;
 * it never judges. Exit 0, or 2 with a one-line reason when a server does not start (or the
 * command line is wrong). `--journal-soak N` runs the in-process memory check instead.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load.ts';
import { readOptions, usage, UsageError, type BenchOptions } from './options.ts';
import { cpuMsOfPid, killAllNow, rssOfPid, spawnTracked, stopAll } from './processes.ts';
import { buildReport, formatReport, loadAverage, formatSoakSample, formatSoakSummary, writeJson, type Measurement } from './report.ts';
import { startBare, startMock, type ServerName, type ServerUnderTest } from './servers.ts';
import { journalSoak } from './soak.ts';
import { startPrism, startWireMock } from './spawned-servers.ts';
import { buildWorkload, type Workload } from './workload.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const started: ServerUnderTest[] = [];

class StartFailure extends Error {}

async function shutDown(): Promise<void> {
  const servers = started.splice(0);
  await Promise.allSettled(servers.map((server) => server.close()));
  await stopAll();
}

function onSignal(signal: NodeJS.Signals): void {
  console.error(`bench: ${signal}, stopping every server`);
  shutDown().finally(() => process.exit(130));
}

const starters: Record<ServerName, (workload: Workload) => Promise<ServerUnderTest>> = {
  bare: startBare,
  mock: startMock,
  prism: () => startPrism(),
  wiremock: startWireMock,
};

async function startServers(workload: Workload, names: readonly ServerName[]): Promise<ServerUnderTest[]> {
  const outcomes = await Promise.allSettled(names.map((name) => starters[name](workload)));
  const failures: string[] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') started.push(outcome.value);
    else failures.push(`${names[index] ?? '?'}: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`);
  });
  if (failures.length > 0) throw new StartFailure(`a server failed to start: ${failures.join('; ')}`);
  const byName = new Map(started.map((server) => [server.name, server]));
  return names.flatMap((name) => byName.get(name) ?? []);
}

/** One request to each server before any load: a server that cannot answer did not start. */
async function probe(server: ServerUnderTest, workload: Workload): Promise<number> {
  try {
    const response = await fetch(`${server.url}${workload.path}`, { method: workload.method, headers: workload.headers, body: workload.body, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    throw new StartFailure(`${server.name} does not answer ${workload.path}: ${(error as Error).message}`);
  }
}

async function bench(options: BenchOptions): Promise<void> {
  const loadBefore = loadAverage();
  const workload = buildWorkload();
  console.error(`bench: starting ${options.servers.join(', ')}`);
  const servers = await startServers(workload, options.servers);
  for (const server of servers) {
    const status = await probe(server, workload);
    console.error(`bench: ${server.name} ready in ${(server.startMs / 1_000).toFixed(1)} s at ${server.url} (probe answered ${status})`);
  }
  const measurements: Measurement[] = [];
  // Connection count outermost and the servers taking turns within each round, so the runs a
  // ratio compares are close together in time and a burst of other work on the machine hits one
  // round, not one server.
  for (const connections of options.connections) {
    for (let round = 1; round <= options.rounds; round += 1) {
      for (const server of servers) {
        let cpuAtStart: number | undefined;
        const figures = await runLoad(
          {
            url: server.url,
            method: workload.method,
            path: workload.path,
            headers: workload.headers,
            body: workload.body,
            connections,
            durationSec: options.durationSec,
            warmupSec: options.warmupSec,
          },
          () => (cpuAtStart = cpuMsOfPid(server.pid)),
        );
        const cpuAtEnd = cpuMsOfPid(server.pid);
        const cpuMs = cpuAtStart === undefined || cpuAtEnd === undefined ? undefined : cpuAtEnd - cpuAtStart;
        measurements.push({ server: server.name, connections, round, figures, rssBytes: rssOfPid(server.pid), cpuMs });
        console.error(`bench: ${server.name} x${connections} round ${round}: ${figures.requestsPerSec.toFixed(0)} req/s, ${figures.non2xx} non-2xx, ${figures.errors} errors`);
      }
    }
  }
  const report = buildReport(
    loadBefore,
    { durationSec: options.durationSec, warmupSec: options.warmupSec, connections: options.connections, rounds: options.rounds },
    { method: workload.method, path: workload.path },
    servers.map(({ name, description, startMs }) => ({ name, description, startMs })),
    measurements,
  );
  console.log(formatReport(report));
  const out = resolve(projectRoot, options.out);
  writeJson(out, report);
  console.log(`\nwritten to ${options.out}`);
}

async function soak(sends: number): Promise<void> {
  console.log(`journal soak: ${sends} sends straight into the mock, journaled as the HTTP edge journals them`);
  const result = await journalSoak(buildWorkload(), sends, (sample) => console.log(formatSoakSample(sample)));
  console.log(formatSoakSummary(result));
}

/** The soak wants a full GC before each sample: run again with --expose-gc when it is missing. */
async function soakWithGc(sends: number): Promise<void> {
  if (typeof globalThis.gc === 'function' || process.env.BENCH_SOAK_REEXEC === '1') return soak(sends);
  const script = process.argv[1];
  if (script === undefined) return soak(sends);
  const child = spawnTracked(process.execPath, [...process.execArgv, '--expose-gc', script, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SOAK_REEXEC: '1' },
  });
  const code = await new Promise<number>((done) => child.once('exit', (exitCode) => done(exitCode ?? 1)));
  process.exitCode = code;
}

async function main(): Promise<void> {
  let options: BenchOptions;
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`bench: ${error.message}\n${usage}`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    console.log(usage);
    return;
  }
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', killAllNow);
  try {
    if (options.journalSoak === undefined) await bench(options);
    else await soakWithGc(options.journalSoak);
  } catch (error) {
    if (!(error instanceof StartFailure)) throw error;
    console.error(`bench: ${error.message.replace(/\s+/g, ' ')}`);
    process.exitCode = 2;
  } finally {
    await shutDown();
  }
}

await main();
