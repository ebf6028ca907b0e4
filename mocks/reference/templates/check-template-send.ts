/**
 * The template checks of a send, made before the platform is called (section 4.1): the template
 * exists, in that language, in a sendable state, and the send's values fit its shape. Button
 * values and surplus values are not judged; the platform does that (section 2.4).
 */
import { refusal, type Refusal } from '../errors/gateway-error.ts';
import { specLimits, type SpecLimits } from '../limits/spec-limits.ts';
import type { TemplateSend } from '../send/send-request.ts';
import { checkOneTimeCodeSend } from './check-one-time-code-send.ts';
import { parameterProblem } from './check-parameters.ts';
import type { LocalTemplate } from './local-template.ts';
import { isOneTimeCodeTemplate } from './one-time-code-template.ts';
import { sendability, type Sendability } from './sendability.ts';
import type { TemplateStatus } from './local-template.ts';
import { sendParts } from './template-parts.ts';

export type TemplateSendCheck =
  | {
      ok: true;
      template: LocalTemplate;
      /** Set on one-time-code sends only; never store, log or show it. */
      oneTimeCode?: string;
    }
  | { ok: false; refusal: Refusal };

function refused(code: 'template_not_found' | 'invalid_template', message: string): TemplateSendCheck {
  return { ok: false, refusal: refusal(code, message) };
}

function pickLanguage(variants: readonly LocalTemplate[], send: TemplateSend, rule: (status: TemplateStatus) => Sendability): TemplateSendCheck {
  const name = send.template_name;
  const named = variants.filter((t) => t.name === name);
  if (named.length === 0) return refused('template_not_found', `Template ${name} is not on this number's business account.`);
  const inLanguage = named.filter((t) => t.language === send.template_language);
  // A name can come back after a deletion; the copy that may be sent is the one that counts.
  const template = inLanguage.find((t) => rule(t.status).sendable) ?? inLanguage[0];
  if (template) return { ok: true, template };
  // Exact match only: no shape check and no fallback from en_US to en (decision A22).
  const languages = [...new Set(named.map((t) => t.language))].sort().join(', ');
  return refused('invalid_template', `Template ${name} does not exist in language ${JSON.stringify(send.template_language)}; available languages: ${languages}.`);
}

/**
 * Judges a template send against every local language of the template it names (`variants` may
 * be empty). Checks run in the order of the section 4.1 table: existence, language, state, values.
 * `codeLength` bounds a one-time code (section 4.1: 1 to 15 characters); `rule` is section 3.2's
 * table as the gateway reads it.
 */
export function checkTemplateSend(
  variants: readonly LocalTemplate[],
  send: TemplateSend,
  codeLength: SpecLimits['oneTimeCode'] = specLimits.oneTimeCode,
  rule: (status: TemplateStatus) => Sendability = sendability,
): TemplateSendCheck {
  const picked = pickLanguage(variants, send, rule);
  if (!picked.ok) return picked;
  const { template } = picked;
  const { reason } = rule(template.status);
  if (reason !== null) return refused('invalid_template', `Template ${template.name} cannot be sent: ${reason}`);
  const sent = sendParts(send.template_components);
  let oneTimeCode: string | undefined;
  if (isOneTimeCodeTemplate(template)) {
    const checked = checkOneTimeCodeSend(template, sent, codeLength);
    if (!checked.ok) return checked;
    oneTimeCode = checked.code;
  }
  const problem = parameterProblem(template, sent);
  if (problem !== undefined) return refused('invalid_template', problem);
  return oneTimeCode === undefined ? { ok: true, template } : { ok: true, template, oneTimeCode };
}
