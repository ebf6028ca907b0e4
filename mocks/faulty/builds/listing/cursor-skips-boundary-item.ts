/** Section 4.2: "Read until `has_more` is false": a walk lists every template (and section 2.6, the cursor page). */
import type { ListContext } from '../../../reference/listing/list-context.ts';
import { compareNewestFirst, newestFirst, positionOf } from '../../../reference/listing/newest-first.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { listedTemplates } from '../../kit/listed-templates.ts';
import { changeStep } from '../../kit/steps.ts';

// An off-by-one at the page boundary: the next page starts one item after where it should.
function oneTooFar(original: Step<ListContext>): Step<ListContext> {
  return async (context) => {
    const reply = await original(context);
    const after = context.after;
    if (reply || !after) return reply;
    const next = newestFirst(listedTemplates(context)).find((t) => compareNewestFirst(positionOf(t), after) > 0);
    if (next) context.after = positionOf(next);
    return undefined;
  };
}

export const cursorSkipsBoundaryItem: FaultyBuild = {
  name: 'cursor-skips-boundary-item',
  deviation: 'A page read with next_cursor starts one template too late, so the first template of every later page is never listed.',
  section: '4.2',
  breaks: { '4.2-every-template': ['every-template-once'], '4.2-cursor-from-previous-page': ['next-cursor-continues'], '4.2-read-until-no-more': ['walk-ends-when-has-more-false'] },
  caughtBy: { files: ['suites/listing/paging.check.ts', 'suites/listing/page-boundaries.check.ts'], checks: ['listing-walk-every-limit', 'listing-default-page-at-25-and-30'] },
  runs: 40,
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'cursor', oneTooFar) }),
};
