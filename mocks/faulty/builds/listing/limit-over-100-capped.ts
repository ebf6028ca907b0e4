/** Section 4.2: `limit` is 1 to 100; "outside the range is 422 `validation_error`". */
import type { ListContext } from '../../../reference/listing/list-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { withLimit } from '../../kit/listed-templates.ts';
import { changeStep } from '../../kit/steps.ts';

// `Math.min(limit, 100)`: a page size above the maximum is quietly capped.
function capped(original: Step<ListContext>): Step<ListContext> {
  return (context) => {
    const values = context.input.query.getAll('limit');
    if (values.length === 1 && /^[0-9]+$/.test(values[0] ?? '') && Number(values[0]) > 100) withLimit(context, '100');
    return original(context);
  };
}

export const limitOver100Capped: FaultyBuild = {
  name: 'limit-over-100-capped',
  deviation: 'A limit above 100 is capped at 100 and served instead of refused with 422 validation_error.',
  section: '4.2',
  breaks: { '4.2-limit-range': ['limit-101'], '4.2-limit-out-of-range-422': ['limit-101'], '7-validation-error-422': ['malformed-query'] },
  caughtBy: { files: ['suites/listing/limit-bounds.check.ts'], checks: ['listing-limit-out-of-range'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'query', capped) }),
};
