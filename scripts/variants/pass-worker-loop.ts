/**
 * The body of a pass-table worker: answers each job sent over the IPC channel with its verdict,
 * one at a time, finding variants by name through `find`. The project's worker finds them in the
 * catalogue; a test's worker adds its own.
 */
import type { AllowedVariant } from '../../mocks/variants/index.ts';
import type { FromPoolWorker, ToPoolWorker } from '../build-table/worker-pool.ts';
import { openSuiteSession } from '../check/suite-session.ts';
import { passOne } from './pass-one.ts';
import type { PassJob } from './pass-table.ts';
import { passVerdictOf, type PassVerdict } from './pass-verdict.ts';

export function servePassJobs(find: (name: string) => AllowedVariant | undefined): void {
  const [moduleCache] = process.argv.slice(2);
  // One vitest instance serves every variant this worker runs (each run still forks fresh workers).
  const session = openSuiteSession();
  const options = { session, ...(moduleCache === undefined ? {} : { moduleCache }) };
  const tell = (message: FromPoolWorker<PassVerdict>) => process.send?.(message);
  const unjudged = (name: string, problem: string): PassVerdict => ({ name, decision: '?', verdict: 'error', failed: [], ran: 0, problem, durationMs: 0 });

  async function job(message: PassJob): Promise<PassVerdict> {
    const variant = find(message.variant);
    if (!variant) return unjudged(message.variant, 'no allowed variant of that name');
    return passVerdictOf(await passOne(variant, message.selection, message.runs, options));
  }

  process.on('message', (message: ToPoolWorker<PassJob>) => {
    if ('stop' in message) {
      void session.close().finally(() => process.disconnect());
      return;
    }
    job(message).then(
      (verdict) => tell({ verdict }),
      (error: unknown) => tell({ verdict: unjudged(message.variant, `the worker failed: ${(error as Error).message}`) }),
    );
  });
  tell({ ready: true });
}
