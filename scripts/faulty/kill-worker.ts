/**
 * A worker process of the kill table: runs the jobs it is sent (a faulty build against the checks
 * the job names, or the reference against the table's checks), one at a time, and answers each
 * with its verdict.
 * Started by `kill-table.ts` with an IPC channel; its argument is the folder where it keeps
 * transformed modules between runs.
 */
import { anyFault } from '../../mocks/faulty/index.ts';
import { openSuiteSession } from '../check/suite-session.ts';
import { killOne, referenceRun } from './kill-one.ts';
import { referenceVerdictOf, verdictOf, type VariantVerdict } from './kill-verdict.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

const [moduleCache] = process.argv.slice(2);
// One vitest instance serves every build this worker runs (each run still forks fresh workers).
const session = openSuiteSession();
const options = { session, ...(moduleCache === undefined ? {} : { moduleCache }) };

function tell(message: FromWorker): void {
  process.send?.(message);
}

async function job(message: Exclude<ToWorker, { stop: true }>): Promise<VariantVerdict> {
  if ('reference' in message) return referenceVerdictOf(await killOne(referenceRun(message.reference), options));
  const declared = anyFault(message.run);
  if (!declared) return { name: message.run, section: '?', verdict: 'error', caughtBy: [], problem: 'no faulty build of that name', durationMs: 0 };
  const { runs, ...rest } = declared;
  const build = { ...rest, caughtBy: message.caughtBy, ...(message.runs === undefined ? {} : { runs: message.runs }) };
  return verdictOf(await killOne(build, options), declared.open);
}

process.on('message', (message: ToWorker) => {
  if ('stop' in message) {
    void session.close().finally(() => process.disconnect());
    return;
  }
  const name = 'run' in message ? message.run : message.reference.name;
  job(message).then(
    (verdict) => tell({ verdict }),
    (error: unknown) => tell({ verdict: { name, section: '?', verdict: 'error', caughtBy: [], problem: `the worker failed: ${(error as Error).message}`, durationMs: 0 } }),
  );
});
tell({ ready: true });
