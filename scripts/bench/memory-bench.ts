/**
 * Bytes per stored entry (idempotency key, journal entry, message record), each beside a bare
 * store of the same bytes, measured in a child started with `--expose-gc` (`memory-process.ts`).
 */
import { fileURLToPath } from 'node:url';
import type { StoreMemory } from './memory-process.ts';
import type { SoakResult } from './journal-soak.ts';
import { lastJsonLine } from './processes.ts';
import { StartFailure } from './servers.ts';

export type { StoreMemory } from './memory-process.ts';

export interface MemoryBenchReport {
  entries: number;
  figures: StoreMemory[];
  /** The upstream mock after ENTRIES sends, heap sampled at every quarter. */
  soak: SoakResult;
}

const script = fileURLToPath(new URL('./memory-process.ts', import.meta.url));

export async function runMemoryBench(options: { entries: number }, log: (line: string) => void): Promise<MemoryBenchReport> {
  log(`memory: ${options.entries} entries per store, in a child with --expose-gc`);
  // A larger young generation: fewer scavenges while a million entries are made (it does not
  // change what stays alive, which is what is measured). About a minute per million entries on a
  // busy machine; the time limit is generous, but bounded.
  const ran = await lastJsonLine(
    ['--expose-gc', '--max-old-space-size=4096', '--max-semi-space-size=64', '--import', 'tsx', script, String(options.entries)],
    Math.max(60, (options.entries / 1_000_000) * 180) * 1_000,
  );
  if (!ran.ok) throw new StartFailure(`the memory run failed ${ran.reason}`);
  const report = ran.value as MemoryBenchReport;
  const quarter = report.soak.samples.find((sample) => sample.done === 0.25);
  const last = report.soak.samples.at(-1);
  log(`upstream mock after ${report.soak.sends} sends: heap ${((quarter?.heapUsedBytes ?? 0) / 1_048_576).toFixed(0)} MiB at 25 %, ${((last?.heapUsedBytes ?? 0) / 1_048_576).toFixed(0)} MiB at 100 %`);
  for (const figure of report.figures) log(`${figure.store}: ${figure.bytesPerEntry.toFixed(0)} bytes per entry (${figure.baseline}: ${figure.baselineBytesPerEntry.toFixed(0)})`);
  return report;
}
