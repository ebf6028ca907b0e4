/** Section 3.3 and 4.1: a replay returns the original response "with `Idempotency-Replayed: true`". */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { withoutHeader } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// The stored answer replayed exactly as stored, without the header that says it is one.
function unmarked(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    return reply && withoutHeader(reply, 'idempotency-replayed');
  };
}

export const replayWithoutReplayedHeader: FaultyBuild = {
  name: 'replay-without-replayed-header',
  deviation: 'A replayed answer leaves out Idempotency-Replayed: true, so a client cannot tell it from a fresh send.',
  section: '3.3',
  breaks: { '3.3-replay': ['replayed-header'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-replay-same-body'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', unmarked) }),
};
