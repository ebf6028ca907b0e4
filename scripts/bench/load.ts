/**
 * The load runner: one job (server, connection count) at a time, each in a fresh load-generator
 * child (`load-worker.ts`), bounded in time so a stuck server cannot hold the bench.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadFigures, LoadJob, WorkerMessage } from './load-protocol.ts';
import { stopChild, track } from './processes.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const workerPath = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
/** Time a job may take beyond its warm-up and measured run (child start-up, teardown). */
const slackMs = 30_000;

export type { LoadFigures, LoadJob } from './load-protocol.ts';

/** Runs one job; `onMeasuring` is called when the warm-up is over and the measured run begins. */
export function runLoad(job: LoadJob, onMeasuring: () => void = () => undefined): Promise<LoadFigures> {
  const child = track(fork(workerPath, [], { cwd: projectRoot, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  const limitMs = (job.warmupSec + job.durationSec) * 1_000 + slackMs;
  return new Promise<LoadFigures>((resolve, reject) => {
    let answered = false;
    const timer = setTimeout(() => {
      reject(new Error(`load generator gave no result within ${limitMs} ms`));
      void stopChild(child);
    }, limitMs);
    child.on('message', (message: WorkerMessage) => {
      if ('measuring' in message) return onMeasuring();
      answered = true;
      clearTimeout(timer);
      if (message.ok) resolve(message.figures);
      else reject(new Error(`load generator failed: ${message.reason}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!answered) reject(new Error(`load generator exited (${signal ?? `code ${String(code)}`}) without a result`));
    });
    child.send(job);
  });
}
