/**
 * The pass table: allowed variants of the reference, each run against its checks in worker
 * processes (`build-table/worker-pool.ts`, two at once by default). Any check that fails a
 * variant is a false positive.
 */
import { fileURLToPath } from 'node:url';
import type { AllowedVariant } from '../../mocks/variants/index.ts';
import { runWorkerPool } from '../build-table/worker-pool.ts';
import type { Selection } from './pass-selection.ts';
import type { PassVerdict } from './pass-verdict.ts';

/** One variant's job: its name (the worker finds it in the catalogue), its checks and property runs. */
export interface PassJob {
  variant: string;
  selection: Selection;
  runs?: number;
}

export interface PassTableOptions {
  /** Each variant with the checks it meets; the longest first keeps both workers busy to the end. */
  rows: readonly { variant: AllowedVariant; selection: Selection }[];
  runs?: number;
  jobs: number;
  onVerdict?: (verdict: PassVerdict, done: number, total: number) => void;
  /** The worker module; tests give one that knows their own variants. */
  workerFile?: string;
}

const defaultWorker = fileURLToPath(new URL('./pass-worker.ts', import.meta.url));

export function runPassTable(options: PassTableOptions): Promise<PassVerdict[]> {
  const decisions = new Map(options.rows.map((r) => [r.variant.name, r.variant.decision]));
  return runWorkerPool<PassJob, PassVerdict>({
    workerFile: options.workerFile ?? defaultWorker,
    jobs: options.rows.map(({ variant, selection }) => ({ name: variant.name, message: { variant: variant.name, selection, ...(options.runs === undefined ? {} : { runs: options.runs }) } })),
    workers: options.jobs,
    lost: (job, why) => ({ name: job.name, decision: decisions.get(job.name) ?? '?', verdict: 'error', failed: [], ran: 0, problem: why, durationMs: 0 }),
    ...(options.onVerdict ? { onVerdict: options.onVerdict } : {}),
  });
}
