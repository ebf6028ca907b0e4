/**
 * Authentication templates carry a one-time code twice: as the body's only value and on the code
 * button. Both have to be the same code, and the platform caps its length.
 */
import type { PlatformTemplate } from '../state/model.ts';
import { isCodeButton } from './button-kinds.ts';
import { buttonIndex, parameterText, templateParts, type SendParts } from './parts.ts';
import { refusal, type Refusal } from './refusal.ts';

/** Longest one-time code the platform sends, in characters. */
export const longestCode = 15;

/** Refuses a code over the length limit, or a button code that differs from the body's (131009). */
export function checkOneTimeCode(template: PlatformTemplate, sent: SendParts): Refusal | undefined {
  if (template.category !== 'AUTHENTICATION') return undefined;
  const index = templateParts(template).buttons.findIndex((b) => isCodeButton(template, b));
  if (index < 0) return undefined;
  const bodyValue = sent.bodies[0]?.parameters[0];
  const inBody = bodyValue === undefined ? undefined : parameterText(bodyValue);
  const onButton = sent.buttons.find((c) => buttonIndex(c) === index)?.parameters[0];
  const onButtonCode = onButton && 'text' in onButton ? onButton.text : undefined;
  for (const code of [inBody, onButtonCode]) {
    if (code !== undefined && [...code].length > longestCode) {
      return refusal(131009, `The one-time code is ${[...code].length} characters long; at most ${longestCode} are allowed.`);
    }
  }
  if (inBody !== undefined && onButtonCode !== undefined && inBody !== onButtonCode) {
    return refusal(131009, `buttons: the code on the button at index ${index} differs from the code in the body.`);
  }
  return undefined;
}
