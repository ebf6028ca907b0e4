/** Section 3.3: "in flight, first request fails → released: a retry is a fresh attempt" (and section 8). */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/send/steps/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStepsAfter } from '../../kit/steps.ts';

// Every step after the key is claimed may refuse; each refusal is stored under the key like a
// success, so the same request later replays the failure instead of being tried again.
function storeRefusal(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    const { caller, key } = context;
    if (reply && reply.status !== 200 && context.keyClaimed && caller && key !== undefined) {
      context.gateway.state.idempotency.store(caller.number.phoneNumberId, key, { status: reply.status, body: reply.body });
      context.keyClaimed = false;
    }
    return reply;
  };
}

export const failedSendKeepsKey: FaultyBuild = {
  name: 'failed-send-keeps-key',
  deviation: 'A keyed send that fails keeps its key and stores the failure, so the same request replays the error instead of trying again.',
  section: '3.3',
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-refusal-releases-key', 'idempotency-local-refusal-releases-key'] },
  parts: (reference) => ({ sendSteps: changeStepsAfter(reference.sendSteps, 'idempotency', storeRefusal) }),
};
