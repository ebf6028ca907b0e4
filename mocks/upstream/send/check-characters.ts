/**
 * The platform's character rules for template values (its "format character policy", 132007):
 * no line break or tab and no run of more than four spaces in a text value, and no link or emoji
 * in the one-time code of an authentication template.
 */
import type { PlatformTemplate } from '../state/model.ts';
import { isCodeButton } from './button-kinds.ts';
import { buttonIndex, parameterText, templateParts, type SendParts } from './parts.ts';
import { refusal, type Refusal } from './refusal.ts';

const badWhitespace = /[\n\r\t]| {5}/;
const link = /https?:\/\/|www\./i;
const emoji = /\p{Extended_Pictographic}/u;

function textsOf(sent: SendParts): [string, string][] {
  const values: [string, string][] = [];
  for (const [slot, components] of [['header', sent.headers], ['body', sent.bodies]] as const) {
    for (const component of components) {
      for (const [index, parameter] of component.parameters.entries()) {
        const text = parameterText(parameter);
        if (text !== undefined) values.push([`${slot}: value ${index + 1}`, text]);
      }
    }
  }
  for (const component of sent.buttons) {
    for (const parameter of component.parameters) {
      if ('text' in parameter && typeof parameter.text === 'string') values.push([`button ${buttonIndex(component)}`, parameter.text]);
    }
  }
  return values;
}

/** The one-time code of an authentication template: its body value and its code button's value. */
function codesOf(template: PlatformTemplate, sent: SendParts): string[] {
  if (template.category !== 'AUTHENTICATION') return [];
  const index = templateParts(template).buttons.findIndex((b) => isCodeButton(template, b));
  const body = sent.bodies[0]?.parameters[0];
  const onButton = sent.buttons.find((c) => buttonIndex(c) === index)?.parameters[0];
  return [body === undefined ? undefined : parameterText(body), onButton && 'text' in onButton ? onButton.text : undefined].filter((c): c is string => typeof c === 'string');
}

/** Refuses a value that breaks the character rules (132007). */
export function checkCharacters(template: PlatformTemplate, sent: SendParts): Refusal | undefined {
  for (const [where, text] of textsOf(sent)) {
    if (badWhitespace.test(text)) return refusal(132007, `${where} has a line break, a tab or more than four spaces in a row, which template values may not contain.`);
  }
  for (const code of codesOf(template, sent)) {
    if (link.test(code) || emoji.test(code)) return refusal(132007, 'The one-time code of an authentication template may not contain a link or an emoji.');
  }
  return undefined;
}
