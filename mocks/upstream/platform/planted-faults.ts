/**
 * What planted faults do to a platform route's answer, the same on every route: latencies add up
 * and hold the answer back, the first fault that stands in for the answer wins, and a refusal
 * that arrives later is left to the route (only a send has a message that can fail later).
 */
import type { Answer } from '../answer.ts';
import { platformError } from '../errors/platform-error.ts';
import type { DecidedFault } from '../faults/rule.ts';

/** A fault that stands in for the route's own answer. */
export type ReplacingFault = Exclude<DecidedFault, { kind: 'latency' | 'later-failure' | 'window-refusal-now' }>;

export interface ShapedFaults {
  delayMs: number;
  replace?: ReplacingFault;
  laterFailure?: Extract<DecidedFault, { kind: 'later-failure' }>;
  /** Refuse a free-form send outside the window in the answer instead of on a status webhook. */
  windowRefusalNow?: true;
}

/** What a request meets when no rule is in force (most requests: shared, never changed). */
export const noFaults: Readonly<ShapedFaults> = Object.freeze({ delayMs: 0 });

export function shapeFaults(faults: readonly DecidedFault[]): ShapedFaults {
  const shaped: ShapedFaults = { delayMs: 0 };
  for (const fault of faults) {
    if (fault.kind === 'latency') shaped.delayMs += fault.ms;
    else if (fault.kind === 'later-failure') shaped.laterFailure ??= fault;
    else if (fault.kind === 'window-refusal-now') shaped.windowRefusalNow = true;
    else shaped.replace ??= fault;
  }
  return shaped;
}

/** The answer a fault stands in for the route's own, after the planted latency. */
export function faultAnswer(fault: ReplacingFault, delayMs: number): Answer {
  switch (fault.kind) {
    case 'platform-error': {
      const error = platformError(fault.code, fault.details === undefined ? {} : { details: fault.details });
      return { kind: 'json', status: error.status, body: error.body, delayMs };
    }
    case 'http-status':
      // What a proxy in front of the platform answers: a bare status, no platform envelope.
      return { kind: 'empty', status: fault.status, delayMs };
    case 'reset':
      return { kind: 'reset', delayMs };
    case 'hang':
      return { kind: 'hang' };
    case 'malformed-body':
      return { kind: 'malformed-body', status: 200, delayMs };
  }
}
