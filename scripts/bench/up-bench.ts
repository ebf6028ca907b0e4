/**
 * How soon `gateway-harness up` is ready: its own "Ready in" figure (since its process started)
 * and the wall time until it printed it, beside a bare `node` process that starts a `node:http`
 * server and says so: what starting any Node server costs on this machine. Both on free ports,
 * both stopped once ready. `up` runs with a temporary state file, so nothing of a developer's
 * own stack is touched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTracked, stopChild, waitForOutput } from './processes.ts';
import { median } from './report.ts';

export interface UpTiming {
  name: 'up' | 'bare-node';
  /** From spawning the process until its ready line. */
  wallMs: number;
  /** What `up` itself printed as its ready time (since its process started); absent for bare node. */
  reportedMs?: number;
}

export interface UpBenchReport {
  /** The median of each over the tries. */
  up: UpTiming;
  bare: UpTiming;
  tries: UpTiming[];
}

const cli = fileURLToPath(new URL('../bin/gateway-harness.js', import.meta.url));
const bareServer = "require('node:http').createServer((q,s)=>s.end()).listen(0,'127.0.0.1',function(){console.log('listening '+this.address().port)})";

/** Times one start until its ready line; a first group in `ready` is the seconds it says it took. */
async function timeOnce(name: UpTiming['name'], args: string[], ready: RegExp): Promise<UpTiming> {
  const began = performance.now();
  const child = spawnTracked(process.execPath, args);
  try {
    const [, reported] = await waitForOutput(child, ready, 30_000);
    const wallMs = performance.now() - began;
    return { name, wallMs, ...(reported === undefined ? {} : { reportedMs: Number(reported) * 1_000 }) };
  } finally {
    await stopChild(child);
  }
}

const middle = (values: readonly (number | undefined)[]): number => median(values) ?? Number.NaN;

export async function runUpBench(options: { tries: number }, log: (line: string) => void): Promise<UpBenchReport> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-up-'));
  const tries: UpTiming[] = [];
  try {
    for (let i = 0; i < options.tries; i += 1) {
      tries.push(await timeOnce('bare-node', ['-e', bareServer], /listening \d+/));
      tries.push(await timeOnce('up', [cli, 'up', '--port', '0', '--upstream-port', '0', '--state', join(dir, `state-${i}.json`)], /Ready in ([0-9.]+) s/));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const ups = tries.filter((t) => t.name === 'up');
  const bares = tries.filter((t) => t.name === 'bare-node');
  const report: UpBenchReport = {
    up: { name: 'up', wallMs: middle(ups.map((t) => t.wallMs)), reportedMs: middle(ups.map((t) => t.reportedMs)) },
    bare: { name: 'bare-node', wallMs: middle(bares.map((t) => t.wallMs)) },
    tries,
  };
  log(`up: ready in ${(report.up.wallMs / 1_000).toFixed(2)} s wall (it says ${((report.up.reportedMs ?? 0) / 1_000).toFixed(2)} s), bare node server ${(report.bare.wallMs / 1_000).toFixed(2)} s`);
  return report;
}
