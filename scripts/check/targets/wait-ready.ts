/** Polls a starting build until its control plane answers, it dies, or the time runs out. */
import { setTimeout as sleep } from 'node:timers/promises';
import { probeControlPlane } from './control-probe.ts';
import { StartError } from './launched-target.ts';

export interface WaitOptions {
  controlUrl: string;
  controlToken: string;
  timeoutMs: number;
  /** Why the build can no longer answer (it exited), or undefined while it runs. */
  gone(): string | undefined;
}

export async function waitUntilReady(options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let last = 'it never answered';
  while (Date.now() < deadline) {
    const gone = options.gone();
    if (gone !== undefined) throw new StartError(gone);
    const result = await probeControlPlane(options.controlUrl, options.controlToken, 2000);
    if (result.ok) return;
    if (!result.retryable) throw new StartError(result.reason);
    last = result.reason;
    await sleep(100);
  }
  throw new StartError(`the build did not become ready within ${Math.round(options.timeoutMs / 1000)} s: ${last}`);
}
