/**
 * A template and a template send, taken apart the same way: header, body, footer, buttons.
 * Definitions spell component types in upper case, sends in lower case.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { PlatformTemplate } from '../state/model.ts';
import type { BodySendComponent, BodySendParameter, ButtonSendComponent, HeaderSendComponent, HeaderSendParameter, TemplateButton, TemplateSendComponent } from './send-types.ts';

type Schemas = components['schemas'];

export interface TemplateParts {
  header?: Schemas['TemplateHeaderComponent'];
  body?: Schemas['TemplateBodyComponent'];
  footer?: Schemas['TemplateFooterComponent'];
  buttons: TemplateButton[];
}

export interface SendParts {
  headers: HeaderSendComponent[];
  bodies: BodySendComponent[];
  buttons: ButtonSendComponent[];
}

/** The parts of a template definition. */
export function templateParts(template: Pick<PlatformTemplate, 'components'>): TemplateParts {
  const parts: TemplateParts = { buttons: [] };
  for (const component of template.components) {
    if (component.type === 'HEADER') parts.header = component;
    else if (component.type === 'BODY') parts.body = component;
    else if (component.type === 'FOOTER') parts.footer = component;
    else parts.buttons = component.buttons;
  }
  return parts;
}

/** The components of a send, grouped by the part they fill. */
export function sendParts(sent: TemplateSendComponent[] | undefined): SendParts {
  const parts: SendParts = { headers: [], bodies: [], buttons: [] };
  for (const component of sent ?? []) {
    if (component.type === 'header') parts.headers.push(component);
    else if (component.type === 'body') parts.bodies.push(component);
    else parts.buttons.push(component);
  }
  return parts;
}

/** The text a header or body parameter puts in place of its placeholder; media has none. */
export function parameterText(parameter: HeaderSendParameter | BodySendParameter): string | undefined {
  switch (parameter.type) {
    case 'text':
      return parameter.text;
    case 'currency':
      return parameter.currency.fallback_value;
    case 'date_time':
      return parameter.date_time.fallback_value;
    default:
      return undefined;
  }
}

/** Zero-based button position; the contract lets `index` be a digit string or an integer. */
export function buttonIndex(component: ButtonSendComponent): number {
  return Number(component.index);
}
