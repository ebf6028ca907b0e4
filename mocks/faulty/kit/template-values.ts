/** Counting a template's placeholders and a send's values, part by part (section 2.4). */
import type { TemplateSend } from '../../reference/send/send-request.ts';
import type { LocalTemplate } from '../../reference/templates/local-template.ts';
import { placeholdersOf } from '../../reference/templates/placeholders.ts';
import { sendParts, templateParts } from '../../reference/templates/template-parts.ts';

/** True when the send gives more body or header values than the template has placeholders. */
export function hasSurplusValues(template: LocalTemplate, send: TemplateSend): boolean {
  const parts = templateParts(template);
  const sent = sendParts(send.template_components);
  const headerText = parts.header?.format === 'TEXT' ? parts.header.text : undefined;
  const headerSlots = headerText === undefined ? 0 : placeholdersOf(headerText).length;
  const bodySlots = parts.body === undefined ? 0 : placeholdersOf(parts.body).length;
  const headerTexts = sent.header.filter((p) => p.type === 'text').length;
  return sent.body.length > bodySlots || (parts.header?.format === 'TEXT' && headerTexts > headerSlots);
}

/** The local copies of one template name on the caller's business account. */
export function localCopies(templates: Map<string, LocalTemplate[]>, businessAccountId: string, name: string): LocalTemplate[] {
  return (templates.get(businessAccountId) ?? []).filter((t) => t.name === name);
}
