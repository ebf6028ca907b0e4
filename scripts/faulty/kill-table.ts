/**
 * The kill table: the reference and then every faulty build, each run against the checks the
 * builds declare, in worker processes (each runs one job at a time, since a suite run owns its
 * process's environment), two by default for the machines' two cores. Jobs are handed out one
 * by one as workers come free; the reference goes first, as the longest job.
 */
import { fileURLToPath } from 'node:url';
import type { FaultyBuild } from '../../mocks/faulty/index.ts';
import { referenceName } from './kill-one.ts';
import type { VariantVerdict } from './kill-verdict.ts';
import { runWorkerPool, type PoolJob } from '../build-table/worker-pool.ts';
import type { ReferenceChecks, ToWorker } from './worker-protocol.ts';

export interface KillTableOptions {
  builds: readonly FaultyBuild[];
  /** Worker processes at once. */
  jobs: number;
  /** Told each verdict as it arrives, with how many have arrived. */
  onVerdict?: (verdict: VariantVerdict, done: number, total: number) => void;
}

export interface KillTable {
  /** The reference against every declared check (one row per run count): it must be clean. */
  reference: VariantVerdict[];
  /** One verdict per build, in the order given. */
  builds: VariantVerdict[];
}

const workerFile = fileURLToPath(new URL('./kill-worker.ts', import.meta.url));

/**
 * The checks the builds declare, for the reference: grouped by the property runs the builds
 * give them, so the reference meets exactly the cases the builds meet (the seed is fixed), and
 * each file and id listed once per group.
 */
export function declaredChecks(builds: readonly FaultyBuild[]): ReferenceChecks[] {
  const groups = new Map<number | undefined, FaultyBuild[]>();
  for (const build of builds) groups.set(build.runs, [...(groups.get(build.runs) ?? []), build]);
  return [...groups].map(([runs, members]) => ({
    name: runs === undefined ? referenceName : `${referenceName} (${runs} runs)`,
    files: [...new Set(members.flatMap((b) => b.caughtBy.files))],
    checks: [...new Set(members.flatMap((b) => b.caughtBy.checks))],
    ...(runs === undefined ? {} : { runs }),
  }));
}

type Job = PoolJob<Exclude<ToWorker, { stop: true }>> & { section: string };

function lost(job: PoolJob<unknown>, why: string, section: string): VariantVerdict {
  return { name: job.name, section, verdict: 'error', caughtBy: [], problem: why, durationMs: 0 };
}

export async function runKillTable(options: KillTableOptions): Promise<KillTable> {
  const references: Job[] = declaredChecks(options.builds).map((checks) => ({ name: checks.name, section: '-', message: { reference: checks } }));
  const jobs: Job[] = [...references, ...options.builds.map((b) => ({ name: b.name, section: b.section, message: { run: b.name } }))];
  const sections = new Map(jobs.map((j) => [j.name, j.section]));
  const all = await runWorkerPool<Job['message'], VariantVerdict>({
    workerFile,
    jobs,
    workers: options.jobs,
    lost: (job, why) => lost(job, why, sections.get(job.name) ?? '?'),
    ...(options.onVerdict ? { onVerdict: options.onVerdict } : {}),
  });
  return { reference: all.slice(0, references.length), builds: all.slice(references.length) };
}
