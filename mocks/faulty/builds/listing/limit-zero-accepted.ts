/** Section 4.2: `limit` is 1 to 100; "outside the range is 422 `validation_error`". */
import type { ListContext } from '../../../reference/listing/list-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { withLimit } from '../../kit/listed-templates.ts';
import { changeStep } from '../../kit/steps.ts';

// `limit || 25`: zero is falsy, so it means the default.
function zeroIsDefault(original: Step<ListContext>): Step<ListContext> {
  return (context) => {
    if (context.input.query.getAll('limit').length === 1 && Number(context.input.query.get('limit')) === 0) withLimit(context, undefined);
    return original(context);
  };
}

export const limitZeroAccepted: FaultyBuild = {
  name: 'limit-zero-accepted',
  deviation: 'A listing with limit=0 is served with the default page size instead of refused with 422 validation_error.',
  section: '4.2',
  breaks: { '4.2-limit-range': ['limit-0'], '4.2-limit-out-of-range-422': ['limit-0'], '7-validation-error-422': ['malformed-query'] },
  caughtBy: { files: ['suites/listing/limit-bounds.check.ts'], checks: ['listing-limit-out-of-range'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'query', zeroIsDefault) }),
};
