/**
 * The template rules of a send, in the order the platform applies them: the template itself,
 * then its values part by part and their characters, then the length of the filled-in body.
 */
import type { PlatformNumber, PlatformState, PlatformTemplate } from '../state/model.ts';
import { checkButtons } from './check-buttons.ts';
import { checkCharacters } from './check-characters.ts';
import { checkFilledLength } from './check-filled-length.ts';
import { checkHeaderMedia } from './check-header-media.ts';
import { checkOneTimeCode } from './check-one-time-code.ts';
import { checkTextParameters } from './check-text-parameters.ts';
import { findTemplate } from './find-template.ts';
import { sendParts, type SendParts } from './parts.ts';
import { isRefusal, type Refusal } from './refusal.ts';
import type { TemplateMessageRequest } from './send-types.ts';

type ValueRule = (template: PlatformTemplate, sent: SendParts) => Refusal | undefined;

const valueRules: readonly ValueRule[] = [checkTextParameters, checkHeaderMedia, checkButtons, checkOneTimeCode, checkCharacters];

/** The first refusal of the template rules for this send, `undefined` when the template may go. */
export function checkTemplate(state: PlatformState, number: PlatformNumber, request: TemplateMessageRequest): Refusal | undefined {
  const template = findTemplate(state, number, request.template);
  if (isRefusal(template)) return template;
  const sent = sendParts(request.template.components);
  for (const rule of valueRules) {
    const found = rule(template, sent);
    if (found) return found;
  }
  return checkFilledLength(template, request.template.components);
}
