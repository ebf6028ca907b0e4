/** Section 4.1: a one-time code with a space at either end is 422 `invalid_one_time_code`. */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { TemplateSendComponent } from '../../../reference/send/send-request.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { isOneTimeCodeTemplate } from '../../../reference/templates/one-time-code-template.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { localCopies } from '../../kit/template-values.ts';

function trimmedBody(component: TemplateSendComponent): TemplateSendComponent {
  if (component.type !== 'body') return component;
  return { ...component, parameters: component.parameters.map((p) => (p.type === 'text' ? { ...p, text: p.text.trim() } : p)) };
}

// "Be lenient with what users paste": the code is trimmed before it is judged, and sent trimmed.
function trimCode(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const { send, caller, gateway } = context;
    if (send?.type === 'template' && caller) {
      const copies = localCopies(gateway.state.templates, caller.number.businessAccountId, send.template_name);
      const template = copies.find((t) => t.language === send.template_language);
      if (template && isOneTimeCodeTemplate(template)) context.send = { ...send, template_components: send.template_components?.map(trimmedBody) };
    }
    return original(context);
  };
}

export const oneTimeCodeTrimmed: FaultyBuild = {
  name: 'one-time-code-trimmed',
  deviation: 'A one-time code with spaces at either end is trimmed and sent instead of refused with 422 invalid_one_time_code.',
  section: '4.1',
  breaks: { '4.1-code-characters': ['leading-space-422', 'trailing-space-422'], '4.1-invalid-code-422': ['invalid-string-code'], '7-invalid-one-time-code-422': ['invalid-code'] },
  caughtBy: { files: ['suites/templates/one-time-codes.check.ts'], checks: ['otp-codes-outside-rules-are-422'] },
  runs: 40,
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'template', trimCode) }),
};
