/**
 * Event delivery throughput to a local receiver: the reference's deliverer beside bare posts of
 * the same bytes (`delivery-process.ts`), the receiver a `node:http` server in a process of its
 * own that answers 204 to everything.
 */
import { fileURLToPath } from 'node:url';
import { lastJsonLine } from './processes.ts';
import { startNodeServer, StartFailure } from './servers.ts';
import type { DeliveryRun } from './delivery-process.ts';

export type { DeliveryRun } from './delivery-process.ts';

export interface DeliveryBenchReport {
  window: number;
  runs: DeliveryRun[];
}

const script = fileURLToPath(new URL('./delivery-process.ts', import.meta.url));

export async function runDeliveryBench(options: { seconds: number; window: number }, log: (line: string) => void): Promise<DeliveryBenchReport> {
  const receiver = await startNodeServer('receiver', 'receiver', 'node:http answering 204 to every POST', {});
  try {
    log(`deliveries: ${options.window} in flight, ${options.seconds} s per run, receiver at ${receiver.url}`);
    const ran = await lastJsonLine(['--import', 'tsx', script, receiver.url, String(options.seconds), String(options.window)], (options.seconds * 3 + 60) * 1_000);
    if (!ran.ok) throw new StartFailure(`the delivery run failed ${ran.reason}`);
    const report = ran.value as DeliveryBenchReport;
    for (const run of report.runs) log(`${run.name}: ${run.perSecond.toFixed(0)} posts/s delivered, ${run.failed} failed`);
    return report;
  } finally {
    await receiver.close();
  }
}
