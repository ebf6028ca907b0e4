/**
 * The signature tolerance (sections 5.7 and 8: a subscriber rejects a timestamp more than 300
 * seconds from its clock) binds the subscriber, and nothing a gateway does reads it. What it
 * demands of a gateway is a timestamp that subscriber accepts, so its builds stamp every delivery
 * one second past the tolerance before the attempt (every subscriber rejects it) and one second
 * within it (every subscriber accepts it, and decision A88 leaves the stamp's exact time open).
 */
import { specLimits } from '../../reference/limits/spec-limits.ts';
import type { GeneratedFault } from './generated-fault.ts';

function stale(seconds: number, fault: Pick<GeneratedFault, 'name' | 'deviation' | 'breaks' | 'open'>): GeneratedFault {
  return {
    ...fault,
    section: '5.7',
    change: { kind: 'stale-timestamp', seconds },
    parts: (reference) => ({ deliveryHeaders: (facts) => reference.deliveryHeaders({ ...facts, at: facts.at - seconds * 1000 }) }),
  };
}

const tolerance = specLimits.signatureToleranceSeconds;

/** The two builds around the tolerance. */
export const staleTimestamps: readonly GeneratedFault[] = [
  stale(tolerance + 1, {
    name: `timestamp-${tolerance + 1}-seconds-old`,
    deviation: `Every delivery carries an X-Service-Timestamp ${tolerance + 1} seconds before its attempt (signed consistently), so every subscriber rejects it.`,
    breaks: { '5.7-fresh-timestamp': ['timestamp-within-300s'] },
  }),
  stale(tolerance - 1, {
    name: `timestamp-${tolerance - 1}-seconds-old`,
    deviation: `Every delivery carries an X-Service-Timestamp ${tolerance - 1} seconds before its attempt (signed consistently), still within every subscriber's tolerance.`,
    breaks: { '5.7-fresh-timestamp': [] },
    open: { kind: 'decision', decisions: ['A88'], why: 'a timestamp within the tolerance is one every subscriber accepts, and the spec fixes nothing closer' },
  }),
];
