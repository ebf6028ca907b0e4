/** Section 2.4: "Numbered placeholders `{{1}}`, `{{2}}` are filled in order." */
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// Values pushed onto a stack and popped off when the template is filled: the last value lands in {{1}}.
function reversed(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const { send } = context;
    if (send?.type === 'template' && send.template_components) {
      context.send = { ...send, template_components: send.template_components.map((c) => (c.type === 'body' && c.parameters.length > 1 ? { ...c, parameters: [...c.parameters].reverse() } : c)) };
    }
    return original(context);
  };
}

export const valuesFilledInReverse: FaultyBuild = {
  name: 'values-filled-in-reverse',
  deviation: 'The body values of a template send fill its numbered placeholders last first: the platform gets them, and message.sent shows them, in reverse order.',
  section: '2.4',
  breaks: { '2.4-numbered-in-order': ['values-filled-in-order', 'numbers-out-of-appearance-order'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', reversed) }),
};
