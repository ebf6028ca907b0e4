/** Section 5, item 3: "A missing token and an unknown token both return the same flat 401 `not_authenticated`." */
import type { CallerHeaders } from '../../../reference/auth/authenticate.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { offCatalogue } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// A framework's "no credentials" guard answering before the gateway's own token check.
function missingApart<C extends { input: CallerHeaders }>(original: Step<C>): Step<C> {
  return (context) => (context.input.authorization === undefined ? offCatalogue(401, 'missing_token', 'Send an access token in Authorization.') : original(context));
}

export const missingTokenOther401: FaultyBuild = {
  name: 'missing-token-other-401',
  deviation: 'A request without Authorization gets 401 with its own code, missing_token, unlike an unknown token.',
  section: '5.3',
  breaks: { '5.3-same-401': ['missing-send-401', 'same-answer'], '7-not-authenticated-401': ['missing'] },
  caughtBy: { files: ['suites/auth/authentication.check.ts'], checks: ['missing-token-is-401', 'unknown-token-same-401'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'authenticate', missingApart),
    listSteps: changeStep(reference.listSteps, 'authenticate', missingApart),
  }),
};
