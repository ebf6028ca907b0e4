/**
 * Section 2.3: `interactive.type` is buttons, list or cta_url, each sent; any other kind is 422.
 * Each build gets the set of kinds wrong in validation.
 */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { validateView, withInteractive } from '../../kit/validate-view.ts';
import { isPlainObject } from '../../../reference/validation/schema-node.ts';

// A validator written before cta_url joined the contract.
function ctaUrlUnknown(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const body = context.input.body.kind === 'json' ? context.input.body.value : undefined;
    const interactive = isPlainObject(body) ? body.interactive : undefined;
    if (isPlainObject(body) && body.type === 'interactive' && isPlainObject(interactive) && interactive.type === 'cta_url') {
      return refusalReply(validationRefusal([{ loc: ['body', 'interactive', 'type'], msg: 'must be one of buttons, list' }]));
    }
    return original(context);
  };
}

export const ctaUrlRefused: FaultyBuild = {
  name: 'cta-url-refused',
  deviation: 'An interactive cta_url send is refused with 422 validation_error as an unknown kind.',
  section: '2.3',
  breaks: { '2.3-three-kinds': ['cta-url-sent'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', ctaUrlUnknown) }),
};

// Any kind the platform offers is let through: a flow is judged as a one-button message.
const flowsLetThrough = validateView((body) => {
  const interactive = body.interactive;
  if (body.type !== 'interactive' || !isPlainObject(interactive) || typeof interactive.type !== 'string' || ['buttons', 'list', 'cta_url'].includes(interactive.type)) return undefined;
  return withInteractive(body, { type: 'buttons', body: typeof interactive.body === 'string' ? interactive.body : 'x', buttons: [{ id: 'open', title: 'Open' }] });
});

export const otherKindsLetThrough: FaultyBuild = {
  name: 'other-kinds-let-through',
  deviation: 'An interactive message of another kind (a flow, a catalogue or product message) is not refused: it goes to the platform as given.',
  section: '2.3',
  breaks: { '2.3-other-kinds-refused': ['flow-422', 'catalogue-422', 'product-422'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', flowsLetThrough) }),
};
