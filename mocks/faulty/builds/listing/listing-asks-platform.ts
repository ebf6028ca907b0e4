/** Section 7: "GET templates ... never returns 409, 429 or 502." */
import type { ListContext } from '../../../reference/listing/list-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { answerAs } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// A listing that first refreshes from the platform and passes a failed refresh on as 502.
function liveRefresh(original: Step<ListContext>): Step<ListContext> {
  return async (context) => {
    const { caller, gateway } = context;
    const link = gateway.state.upstream;
    if (caller && link && !(await gateway.platform.templates(link, caller.number))) {
      return answerAs('send_failed', 'The templates could not be fetched from the upstream platform.');
    }
    return original(context);
  };
}

export const listingAsksPlatform: FaultyBuild = {
  name: 'listing-asks-platform',
  deviation: 'The listing asks the platform first and answers 502 send_failed when the platform fails.',
  section: '7',
  breaks: { '7-listing-statuses': ['upstream-fault-no-409-429-502'] },
  caughtBy: { files: ['suites/listing/never-conflict.check.ts'], checks: ['listing-upstream-fault-no-409-429-502'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'page', liveRefresh) }),
};
