/** Section 3.3: "stored, same key, different body → 422 `idempotency_key_reused`". */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf, replayOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// The key alone decides: a stored key replays its answer whatever body comes with it.
function keyOnly(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    const { caller, key } = context;
    if (codeOf(reply) !== 'idempotency_key_reused' || !caller || key === undefined) return reply;
    const entry = context.gateway.state.idempotency.get(caller.number.phoneNumberId, key, context.now);
    if (entry?.state !== 'stored') return reply;
    return replayOf(entry.response);
  };
}

export const reusedKeyReplaysOtherBody: FaultyBuild = {
  name: 'reused-key-replays-other-body',
  deviation: 'A stored key sent with a different body replays the original answer instead of 422 idempotency_key_reused.',
  section: '3.3',
  breaks: { '3.3-other-body-422': ['other-body-422'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-key-reused-other-body'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', keyOnly) }),
};
