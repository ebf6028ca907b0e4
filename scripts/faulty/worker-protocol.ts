/** The messages between the kill table and its worker processes (over the IPC channel). */
import type { FromPoolWorker, ToPoolWorker } from '../build-table/worker-pool.ts';
import type { VariantVerdict } from './kill-verdict.ts';

/** The checks the reference is run against: every check some build of the table declares. */
export interface ReferenceChecks {
  /** The row's name in the table. */
  name: string;
  files: string[];
  checks: string[];
  /** Property runs; absent for the default. */
  runs?: number;
}

/** A build to run: its name (hand-written or generated), the checks it meets and their property runs. */
export interface BuildJob {
  run: string;
  caughtBy: { files: string[]; checks: string[] };
  /** Property runs; absent for the default. */
  runs?: number;
}

/** To a worker: run this build next, run the reference against these checks, or stop. */
export type ToWorker = ToPoolWorker<BuildJob | { reference: ReferenceChecks }>;

/** From a worker: ready for the first job, or the verdict of the one it ran. */
export type FromWorker = FromPoolWorker<VariantVerdict>;
