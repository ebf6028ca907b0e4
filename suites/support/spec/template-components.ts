/**
 * The send format of section 2.4 as small builders: lower-case component and parameter types,
 * button `index` as a string, coordinates as strings (decisions A25, A26). Checks and generators
 * write their `template_components` with these, so every send is spelt the documented way.
 */
import type { components } from '../../../contracts/types/gateway-v2.ts';

type Schemas = components['schemas'];
export type SendComponent = Schemas['TemplateSendComponent'];
export type HeaderValue = Schemas['TemplateHeaderParameter'];
export type BodyValue = Schemas['TemplateBodyParameter'];
export type MediaKind = 'image' | 'video' | 'document';
export type HeaderKind = MediaKind | 'location';

export function textValue(text: string): { type: 'text'; text: string } {
  return { type: 'text', text };
}

export function namedValue(name: string, text: string): BodyValue {
  return { type: 'text', text, parameter_name: name };
}

export function bodyWith(...values: BodyValue[]): SendComponent {
  return { type: 'body', parameters: values };
}

export function headerWith(...values: HeaderValue[]): SendComponent {
  return { type: 'header', parameters: values };
}

/** Where header media comes from: a public HTTPS link (the supported path) or an upstream media id. */
export type MediaSource = { link: string } | { id: string };

export function mediaValue(kind: MediaKind, source: MediaSource): HeaderValue {
  switch (kind) {
    case 'image':
      return { type: 'image', image: source };
    case 'video':
      return { type: 'video', video: source };
    case 'document':
      return { type: 'document', document: { ...source, filename: 'details.pdf' } };
  }
}

export function locationValue(): HeaderValue {
  return { type: 'location', location: { latitude: '51.5072', longitude: '-0.1276', name: 'Fixture store' } };
}

/** A header value of `kind`, with a link for media. */
export function headerValueOf(kind: HeaderKind): HeaderValue {
  return kind === 'location' ? locationValue() : mediaValue(kind, { link: `https://media.fixture.test/header.${extension[kind]}` });
}

const extension: Record<MediaKind, string> = { image: 'jpg', video: 'mp4', document: 'pdf' };

export function urlButton(index: number, suffix: string): SendComponent {
  return { type: 'button', sub_type: 'url', index: String(index), parameters: [textValue(suffix)] };
}

export function quickReplyButton(index: number, payload: string): SendComponent {
  return { type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload }] };
}

/** A template send body; `components` is left out when empty, as section 2.1 suggests. */
export function templateSend(to: string, name: string, language: string, components: readonly SendComponent[] = []) {
  return { to, type: 'template', template_name: name, template_language: language, ...(components.length > 0 ? { template_components: [...components] } : {}) };
}
