/**
 * A template as the customer sees it once the send's values are in: the wording of the header,
 * body and footer, and what each button does. Values the send leaves out keep their placeholder.
 */
import type { PlatformTemplate } from '../state/model.ts';
import { inputOf, isCodeButton } from './button-kinds.ts';
import { buttonIndex, parameterText, sendParts, templateParts } from './parts.ts';
import { placeholderKeys, substitute } from './placeholders.ts';
import type { BodySendParameter, ButtonSendComponent, HeaderSendParameter, TemplateButton, TemplateSendComponent } from './send-types.ts';

export interface FilledButton {
  type: TemplateButton['type'];
  text: string;
  /** URL buttons: the address, its placeholder filled. */
  url?: string;
  phoneNumber?: string;
  /** Code buttons: the one-time code or coupon code that is copied. */
  code?: string;
  /** Quick replies: the payload returned when tapped. */
  payload?: string;
}

export interface FilledTemplate {
  /** Text headers only; media and location headers have no wording. */
  header?: string;
  body: string;
  footer?: string;
  buttons: FilledButton[];
}

type Parameter = HeaderSendParameter | BodySendParameter;
type Template = Pick<PlatformTemplate, 'components' | 'parameterFormat' | 'category'>;

const numbered = /^[0-9]+$/;

/** The value a named placeholder takes: the first parameter of that name. */
function namedValue(parameters: Parameter[], key: string): Parameter | undefined {
  for (const parameter of parameters) if ('parameter_name' in parameter && parameter.parameter_name === key) return parameter;
  return undefined;
}

function fill(text: string, parameters: Parameter[], format: Template['parameterFormat']): string {
  return substitute(text, (key) => {
    const value =
      format === 'NAMED'
        ? namedValue(parameters, key)
        : parameters[numbered.test(key) ? Number(key) - 1 : placeholderKeys(text).indexOf(key)];
    return value === undefined ? undefined : parameterText(value);
  });
}

/** The parameters of the first body component of a send, as `sendParts(components).bodies[0]` has them. */
function firstBodyParameters(components: TemplateSendComponent[] | undefined): Parameter[] {
  for (const component of components ?? []) if (component.type === 'body') return component.parameters ?? [];
  return [];
}

function fillButton(template: Template, button: TemplateButton, component: ButtonSendComponent | undefined): FilledButton {
  const filled: FilledButton = { type: button.type, text: button.text };
  if (button.phone_number !== undefined) filled.phoneNumber = button.phone_number;
  const [value] = component?.parameters ?? [];
  const given = value === undefined ? undefined : 'text' in value ? value.text : 'payload' in value ? value.payload : value.coupon_code;
  if (button.url !== undefined) filled.url = given === undefined ? button.url : substitute(button.url, () => given);
  if (given === undefined) return filled;
  const input = inputOf(template, button);
  if (isCodeButton(template, button) || input?.subType === 'copy_code') filled.code = given;
  else if (input?.subType === 'quick_reply') filled.payload = given;
  return filled;
}

/** The body's wording alone, as `fillTemplate` fills it: what a length rule needs, without the buttons. */
export function fillBody(template: Template, components: TemplateSendComponent[] | undefined): string {
  return fill(templateParts(template).body?.text ?? '', firstBodyParameters(components), template.parameterFormat);
}

/** The customer's view of `template` sent with `components`. Pure; it checks nothing. */
export function fillTemplate(template: Template, components: TemplateSendComponent[] | undefined): FilledTemplate {
  const parts = templateParts(template);
  const sent = sendParts(components);
  const filled: FilledTemplate = { body: fill(parts.body?.text ?? '', sent.bodies[0]?.parameters ?? [], template.parameterFormat), buttons: [] };
  if (parts.header?.format === 'TEXT' && parts.header.text !== undefined) {
    filled.header = fill(parts.header.text, sent.headers[0]?.parameters ?? [], template.parameterFormat);
  }
  if (parts.footer) filled.footer = parts.footer.text;
  filled.buttons = parts.buttons.map((button, index) =>
    fillButton(template, button, sent.buttons.find((c) => buttonIndex(c) === index)),
  );
  return filled;
}
