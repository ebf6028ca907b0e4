/** Sections 4.2 and 8: `limit` is "1 to 100, default 25". */
import type { ListContext } from '../../../reference/listing/list-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { withLimit } from '../../kit/listed-templates.ts';
import { changeStep } from '../../kit/steps.ts';

// A pagination helper's own default (10) taken when the request leaves `limit` out, instead of
// the spec's 25; a page asked for with limit=25 still holds 25.
function defaultOfTen(original: Step<ListContext>): Step<ListContext> {
  return (context) => {
    if (!context.input.query.has('limit')) withLimit(context, '10');
    return original(context);
  };
}

export const defaultPageOfTen: FaultyBuild = {
  name: 'default-page-of-ten',
  deviation: 'A listing that leaves limit out gets pages of 10 templates instead of 25.',
  section: '4.2',
  breaks: { '4.2-limit-range': ['default-pages-as-limit-25', 'default-25-of-30-has-more'] },
  caughtBy: { files: ['suites/listing/page-boundaries.check.ts'], checks: ['listing-default-page-at-25-and-30'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'query', defaultOfTen) }),
};
