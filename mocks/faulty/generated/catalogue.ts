/**
 * Every build generated from the spec's numbers and tables, and the numbers none is generated from
 * with the reason. The kill table samples them (all of them with `--full`); `serve faulty` finds
 * them here by name, like the hand-written builds.
 */
import type { LimitKey } from '../../reference/limits/contract-sites.ts';
import { countedLengths } from './counted-lengths.ts';
import { errorStatuses } from './error-statuses.ts';
import type { GeneratedFault } from './generated-fault.ts';
import { movedNumbers } from './moved-numbers.ts';
import { numberResolution } from './number-resolution.ts';
import { platformFields } from './platform-fields.ts';
import { recordFields } from './record-fields.ts';
import { requiredFields } from './required-fields.ts';
import { sendableStatuses } from './sendable-statuses.ts';
import { servedNumbers } from './served-numbers.ts';
import { servedPaths } from './served-paths.ts';
import { staleTimestamps } from './stale-timestamps.ts';
import { templateRecordFields } from './template-record-fields.ts';

/** From the spec's numbers: limits moved, lengths counted otherwise, timestamps set back, the served contract narrowed. */
export const numberFaults: readonly GeneratedFault[] = [...movedNumbers, ...countedLengths, ...staleTimestamps, ...servedNumbers];

/** From the spec's tables: error statuses, template statuses, number resolution, required and forwarded fields, record fields, the served paths. */
export const tableFaults: readonly GeneratedFault[] = [...errorStatuses, ...sendableStatuses, ...numberResolution, ...requiredFields, ...platformFields, ...recordFields, ...templateRecordFields, ...servedPaths];

export const generatedFaults: readonly GeneratedFault[] = [...numberFaults, ...tableFaults];

/** The generated build of that name, `undefined` when there is none. */
export function generatedFault(name: string): GeneratedFault | undefined {
  return generatedFaults.find((f) => f.name === name);
}

/** Numbers of the spec that no generated build moves, and why. */
export const unmovedNumbers: readonly { key: LimitKey; why: string }[] = [
  { key: 'eventLogDays', why: 'no endpoint or control-plane view shows an event log, so no gateway behaviour depends on it (statement 8-event-log-30-days)' },
  { key: 'signatureToleranceSeconds', why: 'it binds the subscriber, not the gateway; its builds set the delivery timestamps back by about the tolerance instead (stale-timestamps.ts)' },
];
