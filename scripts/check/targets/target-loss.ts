/**
 * Notices a build that stops mid-run: a started process that exits (its own exit event, at
 * once) or any remote build whose control plane stops answering (polled). The first reason
 * wins; the run is then cut short and ends with exit 2 instead of dozens of refused calls.
 */
import { probeControlPlane } from './control-probe.ts';
import type { LaunchedTarget } from './launched-target.ts';

export interface TargetLoss {
  /** Why the build can no longer be checked, once it is known. */
  readonly reason: string | undefined;
  /** When it was noticed (epoch ms). */
  readonly at: number | undefined;
  /** Resolves when the build is lost; never resolves for a build that stays. */
  readonly lost: Promise<{ reason: string; at: number }>;
  /** Stops watching (the run ended). */
  stop(): void;
}

export interface LossOptions {
  intervalMs?: number;
  /** Probes in a row that get no answer before the build counts as gone. */
  misses?: number;
}

export function watchTarget(target: LaunchedTarget, options: LossOptions = {}): TargetLoss {
  let reason: string | undefined;
  let at: number | undefined;
  let settle: (loss: { reason: string; at: number }) => void = () => undefined;
  const lost = new Promise<{ reason: string; at: number }>((resolve) => (settle = resolve));
  const timers: NodeJS.Timeout[] = [];
  const declare = (why: string, when = Date.now()) => {
    if (reason !== undefined) return;
    reason = why;
    at = when;
    for (const timer of timers) clearInterval(timer);
    settle({ reason: why, at: when });
  };
  target.onLost?.(declare);
  // Every copy of the build is watched: any one lost loses the run.
  for (const remote of [...(target.remote ? [target.remote] : []), ...(target.copies ?? [])]) {
    let missed = 0;
    let firstMiss = 0;
    let probing = false;
    const timer = setInterval(() => {
      if (probing || reason !== undefined) return;
      probing = true;
      const sent = Date.now();
      void probeControlPlane(remote.controlUrl, remote.controlToken, 5000).then((result) => {
        probing = false;
        // Only silence counts: a build that answers, whatever it answers, is still there.
        missed = !result.ok && result.retryable && /unreachable/.test(result.reason) ? missed + 1 : 0;
        if (missed === 1) firstMiss = sent;
        if (missed >= (options.misses ?? 3) && !result.ok) declare(`the build stopped answering during the run: ${result.reason}`, firstMiss);
      });
    }, options.intervalMs ?? 2000);
    timer.unref();
    timers.push(timer);
  }
  return {
    get reason() {
      return reason;
    },
    get at() {
      return at;
    },
    lost,
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
