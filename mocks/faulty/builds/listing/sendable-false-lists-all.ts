/** Section 4.2: `sendable=false` lists the templates a send would refuse for their state. */
import type { ListContext } from '../../../reference/listing/list-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// The filter applied with a truthiness test (`if (query.sendable)`), so false means no filter.
function truthyFilter(original: Step<ListContext>): Step<ListContext> {
  return async (context) => {
    const reply = await original(context);
    if (!reply && context.query?.sendable === false) context.query = { ...context.query, sendable: undefined };
    return reply;
  };
}

export const sendableFalseListsAll: FaultyBuild = {
  name: 'sendable-false-lists-all',
  deviation: 'A listing with sendable=false is served unfiltered, sendable templates included.',
  section: '4.2',
  breaks: { '4.2-sendable-filter': ['sendable-false'], '3.2-sendable-is-send-rule': ['filter-matches-send'] },
  caughtBy: { files: ['suites/listing/sendable-filter.check.ts'], checks: ['listing-sendable-filter-partitions'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'query', truthyFilter) }),
};
