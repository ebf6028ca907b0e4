/**
 * The kill table: the reference and then every faulty build, each run against its checks (those a
 * hand-written build declares, or for a generated build those that claim what it breaks), in worker processes (each runs one job at a time, since a suite run owns its
 * process's environment), two by default for the machines' two cores. Jobs are handed out one
 * by one as workers come free; the reference goes first, as the longest job, then the builds
 * known to run longest.
 */
import { fileURLToPath } from 'node:url';
import type { RunnableBuild } from '../../mocks/faulty/index.ts';
import { referenceName } from './kill-one.ts';
import type { VariantVerdict } from './kill-verdict.ts';
import { runWorkerPool, type PoolJob } from '../build-table/worker-pool.ts';
import type { ReferenceChecks, ToWorker } from './worker-protocol.ts';

export interface KillTableOptions {
  builds: readonly RunnableBuild[];
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
export function declaredChecks(builds: readonly RunnableBuild[]): ReferenceChecks[] {
  const groups = new Map<number | undefined, RunnableBuild[]>();
  for (const build of builds) groups.set(build.runs, [...(groups.get(build.runs) ?? []), build]);
  return [...groups].map(([runs, members]) => ({
    name: runs === undefined ? referenceName : `${referenceName} (${runs} runs)`,
    files: [...new Set(members.flatMap((b) => b.caughtBy.files))],
    checks: [...new Set(members.flatMap((b) => b.caughtBy.checks))],
    ...(runs === undefined ? {} : { runs }),
  }));
}

type Job = PoolJob<Exclude<ToWorker, { stop: true }>> & { section: string };

/**
 * Builds known to run far longer than the others (a second or so each): the check that catches
 * `success-keeps-failure-count` sees it only when its wait for a delivery that never comes reaches
 * the receiver's limit (15 s). They start right after the reference, so that no worker runs one
 * alone at the end while the other idles (as `check/longest-first.ts` does for check files).
 */
export const longestBuilds: readonly string[] = ['success-keeps-failure-count'];

/** The builds in the order they start: the longest first, the others as given. */
export function startOrder<T extends { name: string }>(builds: readonly T[]): T[] {
  const rank = (build: T) => {
    const at = longestBuilds.indexOf(build.name);
    return at === -1 ? longestBuilds.length : at;
  };
  return builds.map((build, at) => ({ build, at })).sort((a, b) => rank(a.build) - rank(b.build) || a.at - b.at).map(({ build }) => build);
}

function lost(job: PoolJob<unknown>, why: string, section: string): VariantVerdict {
  return { name: job.name, section, verdict: 'error', caughtBy: [], problem: why, durationMs: 0 };
}

export async function runKillTable(options: KillTableOptions): Promise<KillTable> {
  const references: Job[] = declaredChecks(options.builds).map((checks) => ({ name: checks.name, section: '-', message: { reference: checks } }));
  const jobs: Job[] = [
    ...references,
    ...startOrder(options.builds).map((b) => ({
      name: b.name,
      section: b.section,
      message: { run: b.name, caughtBy: { files: [...b.caughtBy.files], checks: [...b.caughtBy.checks] }, ...(b.runs === undefined ? {} : { runs: b.runs }) },
    })),
  ];
  const sections = new Map(jobs.map((j) => [j.name, j.section]));
  const all = await runWorkerPool<Job['message'], VariantVerdict>({
    workerFile,
    jobs,
    workers: options.jobs,
    lost: (job, why) => lost(job, why, sections.get(job.name) ?? '?'),
    ...(options.onVerdict ? { onVerdict: options.onVerdict } : {}),
  });
  const verdicts = new Map(all.slice(references.length).map((verdict) => [verdict.name, verdict]));
  return { reference: all.slice(0, references.length), builds: options.builds.map((b) => verdicts.get(b.name) as VariantVerdict) };
}
