/**
 * Every build generated from the spec's numbers, and the numbers none is generated from with the
 * reason. The kill table samples them (all of them with `--full`); `serve faulty` finds them here
 * by name, like the hand-written builds.
 */
import type { LimitKey } from '../../reference/limits/contract-sites.ts';
import { countedLengths } from './counted-lengths.ts';
import type { GeneratedFault } from './generated-fault.ts';
import { movedNumbers } from './moved-numbers.ts';
import { staleTimestamps } from './stale-timestamps.ts';

export const generatedFaults: readonly GeneratedFault[] = [...movedNumbers, ...countedLengths, ...staleTimestamps];

/** The generated build of that name, `undefined` when there is none. */
export function generatedFault(name: string): GeneratedFault | undefined {
  return generatedFaults.find((f) => f.name === name);
}

/** Numbers of the spec that no generated build moves, and why. */
export const unmovedNumbers: readonly { key: LimitKey; why: string }[] = [
  { key: 'eventLogDays', why: 'no endpoint or control-plane view shows an event log, so no gateway behaviour depends on it (statement 8-event-log-30-days)' },
  { key: 'signatureToleranceSeconds', why: 'it binds the subscriber, not the gateway; its builds set the delivery timestamps back by about the tolerance instead (stale-timestamps.ts)' },
];
