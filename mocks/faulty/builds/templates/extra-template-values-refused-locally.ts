/**
 * Section 4.1: "The service does not check extra parameters, button parameters or value length;
 * the upstream platform does, and a refusal returns 502 `send_failed`."
 */
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { hasSurplusValues } from '../../kit/template-values.ts';

// An exact-count check where the spec only asks for "not fewer": surplus values stop locally.
function exactCount(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const reply = await original(context);
    const { template, send } = context;
    if (reply || !template || send?.type !== 'template' || !hasSurplusValues(template, send)) return reply;
    return refusalReply(refusal('invalid_template', 'The template has fewer placeholders than the values given.'));
  };
}

export const extraTemplateValuesRefusedLocally: FaultyBuild = {
  name: 'extra-template-values-refused-locally',
  deviation: 'More template values than placeholders are refused locally with 400 invalid_template instead of going to the platform.',
  section: '4.1',
  breaks: { '4.1-rest-left-to-platform': ['surplus-values-502'] },
  caughtBy: { files: ['suites/templates/template-send.check.ts'], checks: ['surplus-values-thank-you-is-502', 'surplus-values-order-cancelled-is-502'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'template', exactCount) }),
};
