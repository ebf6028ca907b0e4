/**
 * Section 2.5: a template of category AUTHENTICATION, or with a button carrying `otp_type`, is
 * sent with the one-time code.
 */
import type { Step } from '../../../reference/pipeline/step.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import { checkTemplateSend } from '../../../reference/templates/check-template-send.ts';
import type { LocalTemplate } from '../../../reference/templates/local-template.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { localCopies } from '../../kit/template-values.ts';

// The copy-code button read as decoration when the category is not AUTHENTICATION: the template
// is checked and sent as an ordinary one, its body value going out as given.
function asOrdinary(template: LocalTemplate): LocalTemplate {
  if (template.category === 'AUTHENTICATION') return template;
  const components = template.components.map((c) => (c.type === 'BUTTONS' ? { ...c, buttons: c.buttons.filter((b) => b.type !== 'OTP') } : c));
  return { ...template, components };
}

function categoryOnly(original: Step<SendContext>): Step<SendContext> {
  return async (context) => {
    const { send, caller, gateway } = context;
    if (send?.type !== 'template' || !caller) return original(context);
    const copies = localCopies(gateway.state.templates, caller.number.businessAccountId, send.template_name);
    const named = copies.find((t) => t.language === send.template_language);
    if (!named || asOrdinary(named) === named) return original(context);
    const verdict = checkTemplateSend(copies.map(asOrdinary), send, gateway.limits.oneTimeCode, gateway.sendability);
    if (!verdict.ok) return refusalReply(verdict.refusal);
    context.template = verdict.template;
    return undefined;
  };
}

export const codeButtonOutsideAuthenticationIgnored: FaultyBuild = {
  name: 'code-button-outside-authentication-ignored',
  deviation: 'A template with a copy-code button that is not of category AUTHENTICATION is sent as an ordinary template, without a one-time code.',
  section: '2.5',
  breaks: { '2.5-one-time-code-template': ['otp-type-button-asks-code'] },
  caughtBy: { files: ['suites/templates/one-time-code-template-kinds.check.ts'], checks: ['otp-kind-utility-with-code-button-needs-code'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'template', categoryOnly) }),
};
