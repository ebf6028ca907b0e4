/**
 * Section 2.4: "A static URL or phone-number button takes nothing. Button parameters are not
 * validated by the service; a wrong one returns 502 send_failed." Each build checks button values
 * itself and refuses what the platform should judge, with 400 invalid_template.
 */
import { refusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { LocalTemplate, TemplateButton } from '../../../reference/templates/local-template.ts';
import { placeholdersOf } from '../../../reference/templates/placeholders.ts';
import { sendParts, templateParts } from '../../../reference/templates/template-parts.ts';
import type { ButtonSend } from '../../../reference/templates/template-parts.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

const dynamic = (button: TemplateButton | undefined) => button?.type === 'URL' && placeholdersOf((button as { url?: string }).url).length > 0;

/** The step answering 400 where `wrong` finds a button value of the send the template does not take. */
function buttonsChecked(wrong: (buttons: readonly TemplateButton[], sent: readonly ButtonSend[]) => boolean): (original: Step<SendContext>) => Step<SendContext> {
  return (original) => (context) => {
    const { send, caller } = context;
    if (send?.type !== 'template' || !caller) return original(context);
    const template: LocalTemplate | undefined = (context.gateway.state.templates.get(caller.number.businessAccountId) ?? []).find((t) => t.name === send.template_name && t.language === send.template_language);
    if (!template || !wrong(templateParts(template).buttons, sendParts(send.template_components).buttons)) return original(context);
    return refusalReply(refusal('invalid_template', 'The button values do not fit the template’s buttons.'));
  };
}

// A value sent for a button whose URL or number is fixed.
export const staticButtonValueRefused: FaultyBuild = {
  name: 'static-button-value-refused',
  deviation: 'A value sent for a static URL or phone-number button is refused with 400 invalid_template instead of going to the platform.',
  section: '2.4',
  breaks: { '2.4-static-buttons-take-nothing': ['static-url-value-502', 'phone-number-value-502'], '2.4-button-parameters-unchecked': ['static-button-value-502'] },
  parts: (reference) => ({
    sendSteps: changeStep(
      reference.sendSteps,
      'template',
      buttonsChecked((buttons, sent) => sent.some((b) => b.sub_type === 'url' && buttons[Number(b.index)] !== undefined && !dynamic(buttons[Number(b.index)]))),
    ),
  }),
};

// A dynamic URL button left without its value.
export const missingUrlValueRefused: FaultyBuild = {
  name: 'missing-url-value-refused',
  deviation: 'A template send without the value of a dynamic URL button is refused with 400 invalid_template instead of going to the platform.',
  section: '2.4',
  breaks: { '2.4-button-parameters-unchecked': ['missing-url-value-502'], '4.1-rest-left-to-platform': ['button-value-502'] },
  parts: (reference) => ({
    sendSteps: changeStep(
      reference.sendSteps,
      'template',
      buttonsChecked((buttons, sent) => buttons.some((button, i) => dynamic(button) && !sent.some((b) => Number(b.index) === i))),
    ),
  }),
};
