/**
 * The kill table: the reference and then every faulty build, each run against the checks the
 * builds declare, in worker processes (each runs one job at a time, since a suite run owns its
 * process's environment), two by default for the machines' two cores. Jobs are handed out one
 * by one as workers come free; the reference goes first, as the longest job.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FaultyBuild } from '../../mocks/faulty/index.ts';
import { referenceName } from './kill-one.ts';
import type { VariantVerdict } from './kill-verdict.ts';
import type { FromWorker, ReferenceChecks, ToWorker } from './worker-protocol.ts';

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
// Workers load TypeScript the way the CLI does; tsx is resolved from here, not from the caller's folder.
const tsxLoader = import.meta.resolve('tsx');

function startWorker(cacheDir: string): ChildProcess {
  return fork(workerFile, [cacheDir], { execArgv: ['--import', tsxLoader], stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
}

/** Stops a worker that does not leave by itself soon after it was told to stop. */
function stopWorker(worker: ChildProcess): void {
  if (worker.connected) worker.send({ stop: true } satisfies ToWorker);
  const timer = setTimeout(() => worker.kill('SIGKILL'), 10_000);
  timer.unref();
  worker.once('exit', () => clearTimeout(timer));
}

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

interface Job {
  name: string;
  section: string;
  message: ToWorker;
}

function lost(job: Job, why: string): VariantVerdict {
  return { name: job.name, section: job.section, verdict: 'error', caughtBy: [], problem: why, durationMs: 0 };
}

export async function runKillTable(options: KillTableOptions): Promise<KillTable> {
  const references: Job[] = declaredChecks(options.builds).map((checks) => ({ name: checks.name, section: '-', message: { reference: checks } }));
  const jobs: Job[] = [...references, ...options.builds.map((b) => ({ name: b.name, section: b.section, message: { run: b.name } }))];
  const queue = [...jobs];
  const verdicts = new Map<string, VariantVerdict>();
  const record = (verdict: VariantVerdict) => {
    verdicts.set(verdict.name, verdict);
    options.onVerdict?.(verdict, verdicts.size, jobs.length);
  };
  // One module cache per worker: two processes never write the same cache files.
  const cacheRoot = mkdtempSync(join(tmpdir(), 'kill-table-'));
  const workers = Math.max(1, Math.min(options.jobs, jobs.length));
  try {
    await Promise.all(
      Array.from({ length: workers }, (_, index) =>
        new Promise<void>((resolve) => {
          const worker = startWorker(join(cacheRoot, `worker-${index}`));
          let current: Job | undefined;
          const next = () => {
            current = queue.shift();
            if (current) worker.send(current.message);
            else stopWorker(worker);
          };
          worker.on('message', (message: FromWorker) => {
            if ('verdict' in message) record(message.verdict);
            next();
          });
          worker.once('exit', (code, signal) => {
            if (current && !verdicts.has(current.name)) record(lost(current, `its worker exited (${signal ?? `code ${code}`})`));
            resolve();
          });
        }),
      ),
    );
  } finally {
    rmSync(cacheRoot, { recursive: true, force: true });
  }
  // A job no worker took (every worker died early) is an error too, never a silent gap.
  for (const job of jobs) if (!verdicts.has(job.name)) record(lost(job, 'no worker ran it'));
  const all = jobs.map((j) => verdicts.get(j.name) as VariantVerdict);
  return { reference: all.slice(0, references.length), builds: all.slice(references.length) };
}
