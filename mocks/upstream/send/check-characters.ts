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

const brokenText = (where: string): Refusal => refusal(132007, `${where} has a line break, a tab or more than four spaces in a row, which template values may not contain.`);

/** The first header or body value with bad whitespace, named as its refusal names it. */
function badSlotValue(slot: 'header' | 'body', components: SendParts['headers'] | SendParts['bodies']): Refusal | undefined {
  for (const component of components) {
    const { parameters } = component;
    for (let index = 0; index < parameters.length; index += 1) {
      const text = parameterText(parameters[index] as (typeof parameters)[number]);
      if (text !== undefined && badWhitespace.test(text)) return brokenText(`${slot}: value ${index + 1}`);
    }
  }
  return undefined;
}

/**
 * The first text value with bad whitespace: header values, then body values, then button texts.
 * Walked in place, the name of a value made only for a refusal: a list of every value with its
 * name was most of this rule's cost on every template send.
 */
function badWhitespaceValue(sent: SendParts): Refusal | undefined {
  const found = badSlotValue('header', sent.headers) ?? badSlotValue('body', sent.bodies);
  if (found) return found;
  for (const component of sent.buttons) {
    for (const parameter of component.parameters) {
      if ('text' in parameter && typeof parameter.text === 'string' && badWhitespace.test(parameter.text)) return brokenText(`button ${buttonIndex(component)}`);
    }
  }
  return undefined;
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
  const broken = badWhitespaceValue(sent);
  if (broken) return broken;
  for (const code of codesOf(template, sent)) {
    if (link.test(code) || emoji.test(code)) return refusal(132007, 'The one-time code of an authentication template may not contain a link or an emoji.');
  }
  return undefined;
}
