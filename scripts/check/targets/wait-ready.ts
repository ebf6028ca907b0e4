/** Polls a starting build until its control plane answers, it dies, or the time runs out. */
import { setTimeout as sleep } from 'node:timers/promises';
import { probeControlPlane } from './control-probe.ts';
import { StartError } from './launched-target.ts';

export interface WaitOptions {
  controlUrl: string;
  controlToken: string;
  /** When to give up (epoch ms): one deadline however many copies of the build are waited for. */
  deadline: number;
  /** The whole time allowed (`--startup-timeout`), for the message. */
  timeoutMs: number;
  /** What the build is told to do to be found (listen on `$PORT`), said when it is not. */
  hint?: string;
  /** Why the build can no longer answer (it exited), or undefined while it runs. */
  gone(): string | undefined;
}

export async function waitUntilReady(options: WaitOptions): Promise<void> {
  let last = 'it never answered';
  // At least one probe, however late it starts (a busy machine): the message says what it saw.
  for (let first = true; first || Date.now() < options.deadline; first = false) {
    const gone = options.gone();
    if (gone !== undefined) throw new StartError(gone, 'died');
    const probeMs = Math.max(500, Math.min(2000, options.deadline - Date.now()));
    const result = await probeControlPlane(options.controlUrl, options.controlToken, probeMs);
    if (result.ok) return;
    if (!result.retryable) throw new StartError(result.reason, 'refused');
    // A probe cut short by the deadline says less than the one before it (connection refused).
    if (probeMs === 2000 || last === 'it never answered') last = result.reason;
    await sleep(100);
  }
  const gone = options.gone();
  if (gone !== undefined) throw new StartError(gone, 'died');
  const seconds = Math.round(options.timeoutMs / 1000);
  throw new StartError(`the build did not become ready within ${seconds} s: ${last}. The harness waited for GET ${options.controlUrl}/capabilities to answer${options.hint === undefined ? '' : `; ${options.hint}`}`, 'timeout');
}
