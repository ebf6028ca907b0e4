/** Section 4.2 (decision A92): a malformed cursor, an empty one among them, is 400 `invalid_cursor`, or an empty one is read as left out. */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import type { ListContext } from '../../../reference/listing/list-context.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A query schema with `minLength: 1` on the cursor, checked with the other parameters: an empty
// cursor becomes a validation error of the query instead of a malformed cursor.
function emptyCursorRefused(original: Step<ListContext>): Step<ListContext> {
  return (context) => {
    if (context.input.query.getAll('cursor').includes('')) return refusalReply(validationRefusal([{ loc: ['query', 'cursor'], msg: 'must not be empty' }]));
    return original(context);
  };
}

export const emptyCursorAs422: FaultyBuild = {
  name: 'empty-cursor-as-422',
  deviation: 'An empty cursor is answered 422 validation_error instead of 400 invalid_cursor or the first page.',
  section: '4.2',
  breaks: { '4.2-malformed-cursor-400': ['cursor-empty-400-or-first-page'] },
  caughtBy: { files: ['suites/listing/page-boundaries.check.ts'], checks: ['listing-empty-cursor'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'query', emptyCursorRefused) }),
};
