/**
 * `npm run bench:upstream`: the upstream mock side by side with a bare `node:http` server,
 * Prism and WireMock (`upstream-bench.ts`). Prints a table and writes
 * `reports/bench-upstream.json`. It measures and reports; it never judges. Exit 0, or 2 with a
 * one-line reason when a server does not start (or the command line is wrong).
 * `--journal-soak N` runs the in-process memory check instead.
 */
import { resolve } from 'node:path';
import { UsageError } from '../cli/command.ts';
import { killAllNow, projectRoot, spawnTracked, stopAll } from './processes.ts';
import { formatReport, formatSoakSample, formatSoakSummary, writeJson } from './report.ts';
import { journalSoak } from './journal-soak.ts';
import { StartFailure } from './servers.ts';
import { runUpstreamBench } from './upstream-bench.ts';
import { readUpstreamOptions, upstreamUsage, type UpstreamOptions } from './upstream-options.ts';
import { buildWorkload } from './workload.ts';

function onSignal(signal: NodeJS.Signals): void {
  console.error(`bench: ${signal}, stopping every server`);
  stopAll().finally(() => process.exit(130));
}

async function bench(options: UpstreamOptions): Promise<void> {
  const report = await runUpstreamBench(options, (line) => console.error(`bench: ${line}`));
  console.log(formatReport(report));
  writeJson(resolve(projectRoot, options.out), report);
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
  let options: UpstreamOptions;
  try {
    options = readUpstreamOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`bench: ${error.message}\n${upstreamUsage}`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    console.log(upstreamUsage);
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
    await stopAll();
  }
}

await main();
