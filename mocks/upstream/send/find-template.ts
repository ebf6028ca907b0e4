/**
 * The template a send names: looked up by name and exact language on the business account that
 * owns the sending number, then judged by its review status.
 */
import type { PlatformNumber, PlatformState, PlatformTemplate } from '../state/model.ts';
import { refusal, type Refusal } from './refusal.ts';
import type { TemplateMessageRequest } from './send-types.ts';

/**
 * The sendable template, or the refusal: no such name or language, or not approved (132001),
 * paused (132015), disabled (132016).
 */
export function findTemplate(state: PlatformState, number: PlatformNumber, content: TemplateMessageRequest['template']): PlatformTemplate | Refusal {
  const { name } = content;
  const language = content.language.code;
  const templates = state.templates.get(number.businessAccountId) ?? [];
  // One pass, no lists: the first translation in this language, the first approved one, and
  // whether the name is known at all (every template send asks, and nearly every one is found).
  let named = false;
  let first: PlatformTemplate | undefined;
  let approved: PlatformTemplate | undefined;
  for (const candidate of templates) {
    if (candidate.name !== name) continue;
    named = true;
    if (candidate.language !== language) continue;
    first ??= candidate;
    if (candidate.status === 'APPROVED') {
      approved = candidate;
      break;
    }
  }
  if (!named) return refusal(132001, `Template name ${name} does not exist for this business account.`);
  // A name can come back after a deletion; the approved translation is the one that sends.
  const template = approved ?? first;
  if (!template) {
    const known = [...new Set(templates.filter((t) => t.name === name).map((t) => t.language))].join(', ');
    return refusal(132001, `Template name ${name} does not exist in the translation ${language} (it exists in ${known}).`, {
      message: '(#132001) Template name does not exist in the translation',
    });
  }
  switch (template.status) {
    case 'APPROVED':
      return template;
    case 'PAUSED':
      return refusal(132015, `The template ${name} is paused because of low quality ratings.`);
    case 'DISABLED':
      return refusal(132016, `The template ${name} was paused too often and is disabled.`);
    default:
      return refusal(132001, `The template ${name} in ${language} is not approved (status ${template.status}).`);
  }
}
