/**
 * Button values of a template send: each button component has to point at a template button
 * that takes that kind of value, and every button that needs a value has to get one.
 */
import type { PlatformTemplate } from '../state/model.ts';
import { inputOf, kindOf } from './button-kinds.ts';
import { buttonIndex, templateParts, type SendParts } from './parts.ts';
import { refusal, type Refusal } from './refusal.ts';

/** Refuses a component for no such button or the wrong kind (131009), or a missing required one (131008). */
export function checkButtons(template: PlatformTemplate, sent: SendParts): Refusal | undefined {
  const { buttons } = templateParts(template);
  const filled = new Set<number>();
  for (const component of sent.buttons) {
    const index = buttonIndex(component);
    const button = buttons[index];
    if (!button) return refusal(131009, `buttons: the template has no button at index ${index} (it has ${buttons.length}).`);
    if (filled.has(index)) return refusal(131009, `buttons: the button at index ${index} is given more than once.`);
    filled.add(index);
    const input = inputOf(template, button);
    if (input?.subType !== component.sub_type) {
      const takes = input ? `sub_type ${input.subType}` : 'no parameter';
      return refusal(131009, `buttons: the button at index ${index} is a ${kindOf(button)} button; it takes ${takes}, not ${component.sub_type}.`);
    }
  }
  for (const [index, button] of buttons.entries()) {
    const input = inputOf(template, button);
    if (input?.required && !filled.has(index)) {
      return refusal(131008, `buttons: the ${kindOf(button)} button at index ${index} needs a ${input.subType} parameter.`);
    }
  }
  return undefined;
}
