/** Sections 5.1 and 5.3 (decision A91): an Authorization holding no Bearer token is a missing token, 401 `not_authenticated`. */
import type { CallerHeaders } from '../../../reference/auth/authenticate.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { offCatalogue } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// A framework's header parser refusing any scheme it does not know as a malformed request,
// before the gateway's own token check can call it a missing token.
function otherSchemesRefused<C extends { input: CallerHeaders }>(original: Step<C>): Step<C> {
  return (context) => {
    const { authorization } = context.input;
    if (typeof authorization === 'string' && !/^bearer(\s|$)/i.test(authorization)) return offCatalogue(400, 'invalid_authorization', 'Only Bearer credentials are supported.');
    return original(context);
  };
}

export const nonBearerAuthorizationAs400: FaultyBuild = {
  name: 'non-bearer-authorization-as-400',
  deviation: 'An Authorization with another scheme than Bearer (Basic, Token, none) is answered 400 invalid_authorization instead of 401 not_authenticated.',
  section: '5.3',
  breaks: { '5.1-bearer-every-request': ['other-scheme-401'], '7-not-authenticated-401': ['missing'] },
  caughtBy: { files: ['suites/auth/no-bearer-token.check.ts'], checks: ['credentials-without-bearer-token-are-401'] },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'authenticate', otherSchemesRefused),
    listSteps: changeStep(reference.listSteps, 'authenticate', otherSchemesRefused),
  }),
};
