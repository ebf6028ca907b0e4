/** Section 8: "Idempotency key retention: 24 hours from first request" (and section 3.3, "within 24 hours"). */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

const keptMs = 60 * 60 * 1000;

// A cache expiry of one hour where the spec says 24: an older stored key is dropped and the
// request is sent again.
function expiresEarly(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const { caller, key } = context;
    const keys = context.gateway.state.idempotency;
    if (caller && key !== undefined) {
      const entry = keys.get(caller.number.phoneNumberId, key, context.now);
      if (entry?.state === 'stored' && context.now - entry.receivedAt >= keptMs) keys.release(caller.number.phoneNumberId, key);
    }
    return original(context);
  };
}

export const keysKeptOneHour: FaultyBuild = {
  name: 'keys-kept-one-hour',
  deviation: 'Stored idempotency keys expire after one hour instead of 24, so a retry a few hours later is sent again.',
  section: '3.3',
  breaks: { '3.3-success-kept-24h': ['replay-within-24h'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-retention-24-hours'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', expiresEarly) }),
};
