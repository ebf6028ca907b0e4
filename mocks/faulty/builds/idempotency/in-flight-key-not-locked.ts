/** Section 3.3: "in flight, same key again, first still running → 409 `idempotency_in_progress`". */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// Only finished requests are looked up: a key still in flight does not stop the same request.
function storedOnly(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const { caller, key } = context;
    const entry = caller && key !== undefined ? context.gateway.state.idempotency.get(caller.number.phoneNumberId, key, context.now) : undefined;
    return entry?.state === 'in-flight' ? undefined : original(context);
  };
}

export const inFlightKeyNotLocked: FaultyBuild = {
  name: 'in-flight-key-not-locked',
  deviation: 'A request whose key is still in flight is sent again instead of answering 409 idempotency_in_progress.',
  section: '3.3',
  breaks: { '3.3-in-flight-409': ['in-flight-same-body-409'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-in-flight-is-409'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', storedOnly) }),
};
