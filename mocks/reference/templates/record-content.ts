/**
 * What the message record and the `message.sent` event say a template send was (sections 2.2
 * and 6). A one-time-code send says only that a code went out: the code is never stored or shown
 * (decisions A31, A32).
 */
import type { TemplateSend } from '../send/send-request.ts';
import type { LocalTemplate } from './local-template.ts';
import { isOneTimeCodeTemplate } from './one-time-code-template.ts';
import { fillPlaceholders, placeholdersOf } from './placeholders.ts';
import { parameterNameOf, parameterText, sendParts, templateParts, type BodyParameter, type HeaderParameter } from './template-parts.ts';

/** The `content` and wording of every one-time-code send. */
export const oneTimeCodeContent = 'Verification code sent';

/** The record's `content`: `[template:<name>]`, or the fixed one-time-code sentence. */
export function recordContent(template: Pick<LocalTemplate, 'name'>, oneTimeCode: boolean): string {
  return oneTimeCode ? oneTimeCodeContent : `[template:${template.name}]`;
}

function fill(text: string, parameters: (HeaderParameter | BodyParameter)[], style: LocalTemplate['parameter_format']): string {
  const keys = placeholdersOf(text);
  const texts = parameters.filter((p) => p.type === 'text');
  return fillPlaceholders(text, (key) => {
    const position = /^[0-9]+$/.test(key) ? Number(key) - 1 : keys.indexOf(key);
    const value = style === 'NAMED' ? texts.find((p) => parameterNameOf(p) === key) : texts[position];
    return value === undefined ? undefined : parameterText(value);
  });
}

/**
 * The template's wording as the customer gets it: header text, body and footer, one per line,
 * with the send's values in place. For a one-time-code template, only the fixed sentence.
 */
export function filledWording(template: LocalTemplate, send: TemplateSend): string {
  if (isOneTimeCodeTemplate(template)) return oneTimeCodeContent;
  const parts = templateParts(template);
  const sent = sendParts(send.template_components);
  const style = template.parameter_format;
  const lines: string[] = [];
  if (parts.header?.format === 'TEXT') lines.push(fill(parts.header.text, sent.header, style));
  if (parts.body !== undefined) lines.push(fill(parts.body, sent.body, style));
  if (parts.footer !== undefined) lines.push(parts.footer);
  return lines.join('\n');
}
