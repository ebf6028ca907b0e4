/**
 * Event delivery throughput to a local receiver: the reference's deliverer beside bare posts of
 * the same bytes (`delivery-process.ts`), the receiver a `node:http` server in a process of its
 * own that answers 204 to everything.
 */
import { fileURLToPath } from 'node:url';
import { spawnTracked, stopChild } from './processes.ts';
import { startNodeServer } from './servers.ts';
import type { DeliveryRun } from './delivery-process.ts';
import { StartFailure } from './upstream-bench.ts';

export type { DeliveryRun } from './delivery-process.ts';

export interface DeliveryBenchReport {
  window: number;
  runs: DeliveryRun[];
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const script = fileURLToPath(new URL('./delivery-process.ts', import.meta.url));

export async function runDeliveryBench(options: { seconds: number; window: number }, log: (line: string) => void): Promise<DeliveryBenchReport> {
  const receiver = await startNodeServer('receiver', 'receiver', 'node:http answering 204 to every POST', {});
  try {
    log(`deliveries: ${options.window} in flight, ${options.seconds} s per run, receiver at ${receiver.url}`);
    const child = spawnTracked(process.execPath, ['--import', 'tsx', script, receiver.url, String(options.seconds), String(options.window)], { cwd: projectRoot });
    let output = '';
    let errors = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    const limit = setTimeout(() => void stopChild(child), (options.seconds * 3 + 60) * 1_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(limit);
    const line = output.trim().split('\n').at(-1) ?? '';
    if (code !== 0 || !line.startsWith('{')) throw new StartFailure(`the delivery run failed (exit ${String(code)}): ${errors.trim().split('\n').slice(-3).join(' ')} ${output.slice(-300)}`);
    const report = JSON.parse(line) as DeliveryBenchReport;
    for (const run of report.runs) log(`${run.name}: ${run.perSecond.toFixed(0)} posts/s delivered, ${run.failed} failed`);
    return report;
  } finally {
    await receiver.close();
  }
}
