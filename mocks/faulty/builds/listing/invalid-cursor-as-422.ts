/** Section 4.2 and 7: a malformed cursor is 400 `invalid_cursor`. */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import type { ListContext } from '../../../reference/listing/list-context.ts';
import { refusalReply } from '../../../reference/send/reply.ts';
import type { Step } from '../../../reference/send/steps/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { codeOf } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// The cursor treated as one more query parameter that failed validation.
function asValidation(original: Step<ListContext>): Step<ListContext> {
  return async (context) => {
    const reply = await original(context);
    return codeOf(reply) === 'invalid_cursor' ? refusalReply(validationRefusal([{ loc: ['query', 'cursor'], msg: 'is not a valid cursor' }])) : reply;
  };
}

export const invalidCursorAs422: FaultyBuild = {
  name: 'invalid-cursor-as-422',
  deviation: 'A malformed cursor is answered 422 validation_error instead of 400 invalid_cursor.',
  section: '4.2',
  caughtBy: { files: ['suites/listing/paging.check.ts'], checks: ['listing-garbage-cursor-400'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'cursor', asValidation) }),
};
