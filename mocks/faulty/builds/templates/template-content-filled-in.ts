/** Section 2.2: a template send's `content` is `[template:<template_name>]`. */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { filledWording } from '../../../reference/templates/record-content.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeRecord } from '../../kit/record.ts';
import { changeStep } from '../../kit/steps.ts';

// The wording as the customer got it stored as content, where the spec asks for the marker.
function wordingAsContent(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    const { template, send } = context;
    if (!reply || reply.status !== 200 || !template || send?.type !== 'template' || context.oneTimeCode !== undefined) return reply;
    return changeRecord(context, reply, { content: filledWording(template, send) });
  };
}

export const templateContentFilledIn: FaultyBuild = {
  name: 'template-content-filled-in',
  deviation: 'A template send records the filled-in wording as content instead of [template:<name>].',
  section: '2.2',
  breaks: { '2.2-content-template': ['content-template-name'] },
  caughtBy: { files: ['suites/send/message-record.check.ts'], checks: ['template-record-content'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', wordingAsContent) }),
};
