/**
 * The platform's template message for an accepted send (section 2.4 to the upstream contract's
 * `TemplateMessageRequest`). The caller's values are rebuilt field by field, so nothing outside
 * the platform's format travels (decision A18); button values go through unjudged, for the
 * platform to accept or refuse. A one-time-code send is built by the gateway instead: the code as
 * the body's value and on the copy-code button (decision A30).
 */
import type { components } from '../../../contracts/types/upstream.ts';
import { addressedTo } from '../platform-message/platform-request.ts';
import type { TemplateSend, TemplateSendComponent } from '../send/send-request.ts';
import type { LocalTemplate } from './local-template.ts';
import { codeButtonIndex } from './one-time-code-template.ts';
import { parameterNameOf, sendParts, type BodyParameter, type ButtonSend, type HeaderParameter } from './template-parts.ts';

type Schemas = components['schemas'];
export type PlatformTemplateMessage = Schemas['TemplateMessageRequest'];
type PlatformComponent = Schemas['TemplateSendComponent'];
type PlatformHeaderParameter = Schemas['HeaderSendParameter'];
type PlatformTextParameter = Schemas['TemplateTextParameter'];
type MediaSource = { link: string } | { id: string };

// The send format allows `link` and `id` together; the platform takes one, and the link is the
// documented path (section 2.4), so it wins.
function mediaSource(media: unknown): MediaSource {
  const { link, id } = (media ?? {}) as { link?: unknown; id?: unknown };
  return typeof link === 'string' ? { link } : { id: String(id) };
}

// Built by assignment rather than spreads of conditional objects, in the same member order: this
// runs for every value of every template send, and each spread costs a copy.
function textParameter(parameter: { text: string }): PlatformTextParameter {
  const name = parameterNameOf(parameter);
  const built: PlatformTextParameter = { type: 'text', text: parameter.text };
  if (typeof name === 'string') built.parameter_name = name;
  return built;
}

function headerParameter(parameter: HeaderParameter): PlatformHeaderParameter {
  switch (parameter.type) {
    case 'text':
      return textParameter(parameter);
    case 'image':
      return { type: 'image', image: mediaSource(parameter.image) };
    case 'video':
      return { type: 'video', video: mediaSource(parameter.video) };
    case 'document': {
      const { filename } = parameter.document as { filename?: unknown };
      return { type: 'document', document: { ...mediaSource(parameter.document), ...(typeof filename === 'string' ? { filename } : {}) } };
    }
    case 'location': {
      const { latitude, longitude, name, address } = parameter.location;
      return { type: 'location', location: { latitude, longitude, ...(name === undefined ? {} : { name }), ...(address === undefined ? {} : { address }) } };
    }
  }
}

function buttonComponent(component: ButtonSend): PlatformComponent {
  const { index } = component;
  if (component.sub_type === 'url') {
    return { type: 'button', sub_type: 'url', index, parameters: (component.parameters ?? []).map((p) => ({ type: 'text', text: p.text })) };
  }
  return { type: 'button', sub_type: 'quick_reply', index, parameters: (component.parameters ?? []).map((p) => ({ type: 'payload', payload: p.payload })) };
}

const bodyParameter = (parameter: BodyParameter): PlatformTextParameter => textParameter(parameter);

function platformComponent(component: TemplateSendComponent): PlatformComponent {
  if (component.type === 'header') return { type: 'header', parameters: component.parameters.map(headerParameter) };
  if (component.type === 'body') return { type: 'body', parameters: component.parameters.map(bodyParameter) };
  return buttonComponent(component);
}

// A component with no values fills nothing; the platform's format has no empty components.
function hasValues(component: PlatformComponent): boolean {
  return component.parameters.length > 0;
}

function oneTimeCodeComponents(template: LocalTemplate, send: TemplateSend, code: string): PlatformComponent[] {
  const sent = sendParts(send.template_components);
  const headers = (send.template_components ?? []).filter((c) => c.type === 'header').map(platformComponent);
  const [given] = sent.body;
  const name = given === undefined ? undefined : parameterNameOf(given);
  const body: PlatformComponent = { type: 'body', parameters: [{ type: 'text', text: code, ...(typeof name === 'string' ? { parameter_name: name } : {}) }] };
  const index = codeButtonIndex(template);
  const button: PlatformComponent[] = index === undefined ? [] : [{ type: 'button', sub_type: 'url', index: String(index), parameters: [{ type: 'text', text: code }] }];
  return [...headers, body, ...button];
}

/**
 * The platform request for `send` of `template`. Pass `oneTimeCode` (from the template check) for
 * a one-time-code send: the caller's button values are then discarded and replaced.
 */
export function platformTemplateMessage(send: TemplateSend, template: LocalTemplate, oneTimeCode?: string): PlatformTemplateMessage {
  const built = oneTimeCode === undefined ? (send.template_components ?? []).map(platformComponent) : oneTimeCodeComponents(template, send, oneTimeCode);
  const filled = built.filter(hasValues);
  const content: PlatformTemplateMessage['template'] = { name: template.name, language: { code: template.language } };
  if (filled.length > 0) content.components = filled;
  // The members every send starts with, then the template's: the order the platform has always been sent.
  const message = addressedTo(send.to) as PlatformTemplateMessage;
  message.type = 'template';
  message.template = content;
  return message;
}
