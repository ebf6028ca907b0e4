/** Section 7: "malformed body or query" is 422 validation_error, syntactically broken JSON included (decision A17). */
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { offCatalogue } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// The body parser's own 400, let through before the gateway's validation runs.
function parserRefusal(original: Step<SendContext>): Step<SendContext> {
  return (context) => (context.input.body.kind === 'unreadable' ? offCatalogue(400, 'invalid_json', 'The body is not valid JSON.') : original(context));
}

export const brokenJsonAs400: FaultyBuild = {
  name: 'broken-json-as-400',
  deviation: 'A body that is not valid JSON is answered 400 with its own code, invalid_json, instead of 422 validation_error.',
  section: '7',
  breaks: { '4-json-bodies': ['broken-json-422'], '7-validation-error-422': ['broken-json'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', parserRefusal) }),
};
