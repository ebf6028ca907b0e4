/** Sections 5.3 and 4 (decisions A13, A17, A91): a send without a token is 401 whatever its body or its media type. */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// A body-parsing middleware mounted before the authentication middleware: a body it cannot read
// (a Content-Type that is not JSON, or names no media type at all) is refused before anyone
// asks for the token.
function unreadableFirst(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const { body } = context.input;
    return body.kind === 'unreadable' ? refusalReply(validationRefusal([body.problem])) : original(context);
  };
}

export const bodyJudgedBeforeToken: FaultyBuild = {
  name: 'body-judged-before-token',
  deviation: 'A send whose body cannot be read as JSON (a Content-Type naming no media type or another one) is answered 422 validation_error before its token is judged, so without a token it is not 401.',
  section: '5.3',
  breaks: { '5.3-same-401': ['missing-before-media-type'] },
  caughtBy: { files: ['suites/auth/no-bearer-token.check.ts'], checks: ['missing-token-before-media-type'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'authenticate', unreadableFirst) }),
};
