/**
 * Runs jobs in worker processes, each taking one job at a time (a suite run owns its process's
 * environment), handing jobs out one by one as workers come free. Shared by the kill table and
 * the pass table. A worker says `{ ready: true }` once, then answers each job with
 * `{ verdict }`; it is told `{ stop: true }` when nothing is left.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What the pool sends a worker: a job, or the word to leave. */
export type ToPoolWorker<Job> = Job | { stop: true };
/** What a worker sends back: ready for the first job, or the verdict of the one it ran. */
export type FromPoolWorker<Verdict> = { ready: true } | { verdict: Verdict };

export interface PoolJob<Message> {
  /** Unique among the jobs: the verdict for it carries the same name. */
  name: string;
  message: Message;
}

export interface PoolOptions<Message, Verdict extends { name: string }> {
  /** The worker module (TypeScript, loaded through tsx); its argument is a folder for its module cache. */
  workerFile: string;
  jobs: readonly PoolJob<Message>[];
  /** Worker processes at once. */
  workers: number;
  /** The verdict of a job no worker could finish. */
  lost: (job: PoolJob<Message>, why: string) => Verdict;
  /** Told each verdict as it arrives, with how many have arrived. */
  onVerdict?: (verdict: Verdict, done: number, total: number) => void;
}

// Workers load TypeScript the way the CLI does; tsx is resolved from here, not from the caller's folder.
const tsxLoader = import.meta.resolve('tsx');

// Where the workers keep transformed modules, kept from one table to the next (the kill table's
// modules are the pass table's too): a worker's first build then loads them instead of
// transforming them again. Vitest keys each module by its content and configuration, writes each
// file whole before it shows (so workers may share the folder), and empties the folder when the
// lock file changes.
const moduleCache = fileURLToPath(new URL('../../node_modules/.cache/build-table/', import.meta.url));

function startWorker(file: string, cacheDir: string): ChildProcess {
  return fork(file, [cacheDir], { execArgv: ['--import', tsxLoader], stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
}

/** Stops a worker that does not leave by itself soon after it was told to stop. */
function stopWorker(worker: ChildProcess): void {
  if (worker.connected) worker.send({ stop: true });
  const timer = setTimeout(() => worker.kill('SIGKILL'), 10_000);
  timer.unref();
  worker.once('exit', () => clearTimeout(timer));
}

/** Every job's verdict, in the order the jobs were given. */
export async function runWorkerPool<Message, Verdict extends { name: string }>(options: PoolOptions<Message, Verdict>): Promise<Verdict[]> {
  const { jobs } = options;
  const queue = [...jobs];
  const verdicts = new Map<string, Verdict>();
  const record = (verdict: Verdict) => {
    verdicts.set(verdict.name, verdict);
    options.onVerdict?.(verdict, verdicts.size, jobs.length);
  };
  const workers = Math.max(1, Math.min(options.workers, jobs.length));
  await Promise.all(
    Array.from({ length: workers }, () =>
      new Promise<void>((resolve) => {
        const worker = startWorker(options.workerFile, moduleCache);
        let current: PoolJob<Message> | undefined;
        const next = () => {
          current = queue.shift();
          if (current) worker.send(current.message as object);
          else stopWorker(worker);
        };
        worker.on('message', (message: FromPoolWorker<Verdict>) => {
          if ('verdict' in message) record(message.verdict);
          next();
        });
        worker.once('exit', (code, signal) => {
          if (current && !verdicts.has(current.name)) record(options.lost(current, `its worker exited (${signal ?? `code ${code}`})`));
          resolve();
        });
      }),
    ),
  );
  // A job no worker took (every worker died early) is an error too, never a silent gap.
  for (const job of jobs) if (!verdicts.has(job.name)) record(options.lost(job, 'no worker ran it'));
  return jobs.map((j) => verdicts.get(j.name) as Verdict);
}
