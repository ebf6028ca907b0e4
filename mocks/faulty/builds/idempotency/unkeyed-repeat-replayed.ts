/** Section 3.3: only a request with an `Idempotency-Key` is ever replayed; decision A8: other answers never say `Idempotency-Replayed: true`. */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { GatewayState } from '../../../reference/state/gateway-state.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { Reply } from '../../../reference/pipeline/reply.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { replayOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// A key made up from the body when the client gives none, "to be safe": the same unkeyed send
// twice is taken for a retry and replayed, so the customer gets the message once.
function impliedKey(original: Step<SendContext>): Step<SendContext> {
  const answered = new WeakMap<GatewayState, Map<string, Reply>>();
  return async (context) => {
    const { caller, key, send, gateway } = context;
    if (key !== undefined || !caller || !send) return original(context);
    const seen = answered.get(gateway.state) ?? new Map<string, Reply>();
    answered.set(gateway.state, seen);
    const implied = `${caller.number.phoneNumberId} ${JSON.stringify(send)}`;
    const earlier = seen.get(implied);
    if (earlier) return replayOf({ status: earlier.status, body: earlier.body });
    context.afterAnswer.push((reply) => {
      if (reply.status === 200) seen.set(implied, reply);
    });
    return original(context);
  };
}

export const unkeyedRepeatReplayed: FaultyBuild = {
  name: 'unkeyed-repeat-replayed',
  deviation: 'The same send repeated without an Idempotency-Key is replayed with Idempotency-Replayed: true instead of sent again.',
  section: '3.3',
  breaks: { '3.3-replay': ['unkeyed-never-replayed'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['unkeyed-sends-never-replayed'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', impliedKey) }),
};
