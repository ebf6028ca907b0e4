/**
 * Section 3.2: `SUBMITTED` and `DRAFT` are sendable: "the service lets the send through and the
 * upstream platform decides".
 */
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

const inReview = new Set(['SUBMITTED', 'DRAFT']);

// "Only approved templates may be sent", checked locally for a template still in review.
function approvedOnly(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    if (reply || !context.template || !inReview.has(context.template.status)) return reply;
    return refusalReply(refusal('invalid_template', 'The template is still in review.'));
  };
}

export const templateInReviewRefusedLocally: FaultyBuild = {
  name: 'template-in-review-refused-locally',
  deviation: 'A template in SUBMITTED or DRAFT is refused locally with 400 invalid_template instead of being passed to the platform.',
  section: '3.2',
  breaks: { '3.2-submitted-draft': ['submitted-sends', 'draft-sends'] },
  caughtBy: { files: ['suites/templates/template-send.check.ts'], checks: ['template-status-submitted', 'template-status-draft'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'template', approvedOnly) }),
};
