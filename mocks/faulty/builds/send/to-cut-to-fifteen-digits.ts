/** Section 2.1: `to` is the full international number; a send never goes to other digits than those written (A19). */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// E.164's fifteen digits applied by cutting instead of refusing, as a fixed-width column would:
// a longer `to` loses its last digits and the rest is sent, to somebody else's number.
const longest = 15;

function cutTo(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const { input } = context;
    const body = input.body.kind === 'json' && isPlainObject(input.body.value) ? input.body.value : undefined;
    if (body && typeof body.to === 'string' && /^[0-9]+$/.test(body.to) && body.to.length > longest) {
      context.input = { ...input, body: { kind: 'json', value: { ...body, to: body.to.slice(0, longest) } } };
    }
    return original(context);
  };
}

export const toCutToFifteenDigits: FaultyBuild = {
  name: 'to-cut-to-fifteen-digits',
  deviation: 'A `to` of more than 15 digits is cut to its first 15 and sent there instead of refused.',
  section: '2.1',
  caughtBy: { files: ['suites/send/recipient.check.ts'], checks: ['malformed-to-never-rewritten'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', cutTo) }),
};
