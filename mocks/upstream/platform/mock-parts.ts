/** The pieces of a running mock that the platform routes and the control API work on. */
import type { VirtualClock } from '../clock.ts';
import type { AnswerGates } from '../faults/answer-gate.ts';
import type { FaultPlan } from '../faults/plan.ts';
import type { Journal } from '../journal/ring.ts';
import type { PairLimiter } from '../rate-limits/pair-limiter.ts';
import type { ThroughputLimiter } from '../rate-limits/throughput-limiter.ts';
import type { PlatformState } from '../state/model.ts';
import type { WebhookDispatcher } from '../webhooks/dispatcher.ts';

export interface MockParts {
  state: PlatformState;
  clock: VirtualClock;
  journal: Journal;
  faults: FaultPlan;
  gates: AnswerGates;
  throughput: ThroughputLimiter;
  pairs: PairLimiter;
  dispatcher: WebhookDispatcher;
}
