/**
 * A template and a template send taken apart the same way (header, body, footer, buttons), so
 * each rule reads the part it is about instead of walking component lists. Templates spell
 * component types in upper case, sends in lower case (section 2.4).
 */
import type { TemplateSendComponent } from '../send/send-request.ts';
import type { LocalTemplate, TemplateButton, TemplateComponent } from './local-template.ts';

export type HeaderSend = Extract<TemplateSendComponent, { type: 'header' }>;
export type BodySend = Extract<TemplateSendComponent, { type: 'body' }>;
export type ButtonSend = Extract<TemplateSendComponent, { type: 'button' }>;
export type HeaderParameter = HeaderSend['parameters'][number];
export type BodyParameter = BodySend['parameters'][number];
export type TemplateHeader = Extract<TemplateComponent, { type: 'HEADER' }>;

export interface TemplateParts {
  header?: TemplateHeader;
  body?: string;
  footer?: string;
  buttons: TemplateButton[];
}

export interface SendParts {
  /** Every header parameter, across header components. */
  header: HeaderParameter[];
  /** Every body parameter, across body components. */
  body: BodyParameter[];
  buttons: ButtonSend[];
}

/** The parts of an approved template. */
export function templateParts(template: Pick<LocalTemplate, 'components'>): TemplateParts {
  const parts: TemplateParts = { buttons: [] };
  for (const component of template.components) {
    if (component.type === 'HEADER') parts.header = component;
    else if (component.type === 'BODY') parts.body = component.text;
    else if (component.type === 'FOOTER') parts.footer = component.text;
    else parts.buttons = component.buttons;
  }
  return parts;
}

const noComponents: readonly TemplateSendComponent[] = [];

/**
 * The values of a send, grouped by the part of the template they fill. Split again for each
 * reader (the check, and for some sends the platform request or the event's wording): a split
 * costs less than a look-up in a weak map keyed by the send, whose entries the collector must
 * also trace for every send.
 */
export function sendParts(components: readonly TemplateSendComponent[] | undefined): SendParts {
  const parts: SendParts = { header: [], body: [], buttons: [] };
  for (const component of components ?? noComponents) {
    if (component.type === 'header') for (const parameter of component.parameters) parts.header.push(parameter);
    else if (component.type === 'body') for (const parameter of component.parameters) parts.body.push(parameter);
    else if (component.type === 'button') parts.buttons.push(component);
  }
  return parts;
}

/**
 * The `parameter_name` a header or body value carries, `undefined` when it has none. Read loosely:
 * a text header value may carry a name (decision A27) although its schema does not list one.
 */
export function parameterNameOf(parameter: object): unknown {
  return (parameter as { parameter_name?: unknown }).parameter_name;
}

/** The text a header or body value puts in place of its placeholder; media and places have none. */
export function parameterText(parameter: HeaderParameter | BodyParameter): string | undefined {
  return parameter.type === 'text' ? parameter.text : undefined;
}
