/** Section 2.1: `to` is "digits only, no leading `+`"; a send never goes to a number other than the one written (A19). */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A "forgiving" normaliser in front of validation: a leading plus is taken off and the rest sent.
function stripPlus(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const { input } = context;
    const body = input.body.kind === 'json' && isPlainObject(input.body.value) ? input.body.value : undefined;
    if (body && typeof body.to === 'string' && body.to.startsWith('+')) {
      context.input = { ...input, body: { kind: 'json', value: { ...body, to: body.to.slice(1) } } };
    }
    return original(context);
  };
}

export const plusStrippedFromTo: FaultyBuild = {
  name: 'plus-stripped-from-to',
  deviation: 'A `to` written with a leading + is accepted and sent to the digits after it.',
  section: '2.1',
  caughtBy: { files: ['suites/send/recipient.check.ts'], checks: ['malformed-to-never-rewritten'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', stripPlus) }),
};
