/** Section 3.3: "Keys are scoped to the number they were used against." */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { replayOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// Keys scoped to the token instead of the number: what one number of a shared token stored,
// the other replays.
function tokenScoped(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const { caller, key, gateway } = context;
    if (!caller || key === undefined) return original(context);
    for (const number of gateway.state.numbers.values()) {
      if (number.phoneNumberId === caller.number.phoneNumberId || number.token !== caller.number.token) continue;
      const entry = gateway.state.idempotency.get(number.phoneNumberId, key, context.now);
      if (entry?.state === 'stored') return replayOf(entry.response);
    }
    return original(context);
  };
}

export const keysSharedAcrossNumbers: FaultyBuild = {
  name: 'keys-shared-across-numbers',
  deviation: 'Idempotency keys are scoped to the token, so a key one number stored replays for the other number sharing the token.',
  section: '3.3',
  breaks: { '3.3-keys-per-number': ['same-key-two-numbers'] },
  caughtBy: { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-keys-scoped-per-number'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'idempotency', tokenScoped) }),
};
