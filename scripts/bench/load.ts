/**
 * The load runner: one job (server, connection count) at a time in a load-generator child
 * (`load-worker.ts`), each bounded in time so a stuck server cannot hold the bench. One child
 * serves a whole side-by-side series, so its start-up (about half a second on a busy machine) is
 * paid once rather than once per run; a child that fails or overruns is stopped and the next
 * job gets a fresh one.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadFigures, LoadJob, WorkerMessage } from './load-protocol.ts';
import { projectRoot, stopChild, track } from './processes.ts';

const workerPath = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
/** Time a job may take beyond its warm-up and measured run (child start-up, teardown). */
const slackMs = 30_000;

export type { LoadFigures, LoadJob } from './load-protocol.ts';

export interface LoadRunner {
  /** Runs one job; `onMeasuring` is called when the warm-up is over and the measured run begins. */
  run(job: LoadJob, onMeasuring?: () => void): Promise<LoadFigures>;
  close(): Promise<void>;
}

export function loadRunner(): LoadRunner {
  let child: ChildProcess | undefined;
  const current = (): ChildProcess => {
    if (child === undefined || child.exitCode !== null || child.signalCode !== null || !child.connected) {
      child = track(fork(workerPath, [], { cwd: projectRoot, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    }
    return child;
  };
  const discard = (): void => {
    const gone = child;
    child = undefined;
    if (gone) void stopChild(gone);
  };
  return {
    run(job, onMeasuring = () => undefined) {
      const worker = current();
      const limitMs = (job.warmupSec + job.durationSec) * 1_000 + slackMs;
      return new Promise<LoadFigures>((resolve, reject) => {
        const done = (): void => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('exit', onExit);
        };
        const timer = setTimeout(() => {
          done();
          discard();
          reject(new Error(`load generator gave no result within ${limitMs} ms`));
        }, limitMs);
        const onMessage = (message: WorkerMessage): void => {
          if ('measuring' in message) return onMeasuring();
          done();
          if (message.ok) resolve(message.figures);
          else {
            discard();
            reject(new Error(`load generator failed: ${message.reason}`));
          }
        };
        const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
          done();
          reject(new Error(`load generator exited (${signal ?? `code ${String(code)}`}) without a result`));
        };
        worker.on('message', onMessage);
        worker.once('exit', onExit);
        worker.send(job);
      });
    },
    async close() {
      const gone = child;
      child = undefined;
      if (gone?.connected) gone.disconnect();
      if (gone) await stopChild(gone);
    },
  };
}
