/** Section 3.3: "in flight, first request fails → released: a retry is a fresh attempt" (and section 8). */
import { keyedStep } from '../../../reference/send/steps/idempotency-step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A claimed key keeps whatever the send was answered, a refusal as much as a success, so the
// same request later replays the failure instead of being tried again.
const keepsAnyAnswer = () => true;

export const failedSendKeepsKey: FaultyBuild = {
  name: 'failed-send-keeps-key',
  deviation: 'A keyed send that fails keeps its key and stores the failure, so the same request replays the error instead of trying again.',
  section: '3.3',
  breaks: { '3.3-failure-releases-key': ['retry-after-502', 'retry-after-422', 'retry-after-409-window', 'retry-after-400-template'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts', 'suites/idempotency/refusals-release-key.check.ts'], checks: ['idempotency-refusal-releases-key', 'idempotency-local-refusal-releases-key', 'idempotency-refusals-release-key'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', () => keyedStep(keepsAnyAnswer)) }),
};
