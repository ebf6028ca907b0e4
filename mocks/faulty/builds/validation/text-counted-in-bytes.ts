/** Section 8: `text` is up to 4096 characters (decision A1: characters, not bytes, so 4096 "é" are within it). */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

const maxText = 4096;

// The length measured as the UTF-8 bytes of the stored column, not as characters.
function bytesCounted(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const body = context.input.body.kind === 'json' ? context.input.body.value : undefined;
    const text = isPlainObject(body) && (body.type === undefined || body.type === 'text') ? body.text : undefined;
    if (typeof text === 'string' && Buffer.byteLength(text, 'utf8') > maxText) {
      return refusalReply(validationRefusal([{ loc: ['body', 'text'], msg: `must be at most ${maxText} characters` }]));
    }
    return original(context);
  };
}

export const textCountedInBytes: FaultyBuild = {
  name: 'text-counted-in-bytes',
  deviation: 'The text limit counts UTF-8 bytes, so 4096 accented characters are refused as too long.',
  section: '8',
  breaks: { '2.1-text-max-4096': ['counts-characters-not-bytes'] },
  caughtBy: { files: ['suites/send/limits.check.ts'], checks: ['text-limit-counts-characters'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', bytesCounted) }),
};
