/**
 * A send the platform accepted, as the customer's phone shows it: text, media by its link and
 * caption, interactive menus, and templates with their values filled in (copy-code buttons
 * included). Pure: the request body and the sending number's template catalogue in, a view out.
 */
import { fillTemplate } from '../send/fill-template.ts';
import { sendParts, templateParts } from '../send/parts.ts';
import type { TemplateSendComponent } from '../send/send-types.ts';
import type { PlatformTemplate } from '../state/model.ts';
import type { MediaView, OutboundContent, TemplateButtonView } from './handset-views.ts';

type Fields = Record<string, unknown>;
const object = (value: unknown): Fields => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const mediaTypes = ['image', 'video', 'document', 'audio'] as const;
type MediaType = (typeof mediaTypes)[number];
const isMediaType = (value: unknown): value is MediaType => mediaTypes.includes(value as MediaType);

function media(mediaType: MediaType, fields: Fields): MediaView {
  // A media id stands for an upload the mock never holds; the id is all there is to show.
  return { mediaType, url: text(fields.link) ?? `media id ${text(fields.id) ?? '?'}`, caption: text(fields.caption), filename: text(fields.filename) };
}

function interactive(fields: Fields): OutboundContent {
  const action = object(fields.action);
  const header = object(fields.header);
  const common = {
    header: text(header.text),
    body: text(object(fields.body).text) ?? '',
    footer: text(object(fields.footer).text),
    buttons: [] as { id: string; title: string }[],
    list: null,
    cta: null,
  };
  if (fields.type === 'button') {
    const buttons = list(action.buttons).map((b) => object(object(b).reply));
    return { kind: 'interactive', style: 'buttons', ...common, buttons: buttons.map((r) => ({ id: text(r.id) ?? '', title: text(r.title) ?? '' })) };
  }
  if (fields.type === 'list') {
    const sections = list(action.sections).map((s) => ({
      title: text(object(s).title),
      rows: list(object(s).rows).map((r) => ({ id: text(object(r).id) ?? '', title: text(object(r).title) ?? '', description: text(object(r).description) })),
    }));
    return { kind: 'interactive', style: 'list', ...common, list: { buttonText: text(action.button) ?? 'View', sections } };
  }
  const parameters = object(action.parameters);
  return { kind: 'interactive', style: 'cta_url', ...common, cta: { displayText: text(parameters.display_text) ?? '', url: text(parameters.url) ?? '' } };
}

function templateHeader(template: PlatformTemplate, components: TemplateSendComponent[], filledHeader: string | undefined): Extract<OutboundContent, { kind: 'template' }>['header'] {
  const header = templateParts(template).header;
  if (!header) return null;
  if (filledHeader !== undefined) return { text: filledHeader };
  const parameter = object(sendParts(components).headers[0]?.parameters[0]);
  const kind = parameter.type;
  if (kind === 'location') {
    const at = object(parameter.location);
    return { location: { latitude: String(at.latitude ?? ''), longitude: String(at.longitude ?? ''), name: text(at.name) } };
  }
  if (isMediaType(kind)) return { media: media(kind, object(parameter[kind])) };
  return null;
}

function templateContent(fields: Fields, find: TemplateFinder): OutboundContent {
  const name = text(fields.name) ?? '';
  const language = text(object(fields.language).code) ?? '';
  const components = list(fields.components) as TemplateSendComponent[];
  const template = find(name, language);
  if (!template) return { kind: 'other', summary: `template ${name} (${language})` };
  const filled = fillTemplate(template, components);
  const buttons: TemplateButtonView[] = filled.buttons.map((b) => {
    const view: TemplateButtonView = { type: b.type, text: b.text };
    if (b.url !== undefined && b.code === undefined) view.url = b.url;
    if (b.phoneNumber !== undefined) view.phoneNumber = b.phoneNumber;
    if (b.code !== undefined) view.code = b.code;
    // The platform returns the button's own text when the send gave no payload.
    if (b.type === 'QUICK_REPLY') view.payload = b.payload ?? b.text;
    return view;
  });
  return {
    kind: 'template',
    name,
    language,
    category: template.category,
    header: templateHeader(template, components, filled.header),
    body: filled.body,
    footer: filled.footer ?? null,
    buttons,
  };
}

/** The template a number's business account holds under a name and language, if any. */
export type TemplateFinder = (name: string, language: string) => PlatformTemplate | undefined;

export function outboundContent(body: unknown, find: TemplateFinder): OutboundContent {
  const request = object(body);
  const type = text(request.type) ?? 'text';
  if (type === 'text') return { kind: 'text', text: text(object(request.text).body) ?? '' };
  if (isMediaType(type)) return { kind: 'media', ...media(type, object(request[type])) };
  if (type === 'interactive') return interactive(object(request.interactive));
  if (type === 'template') return templateContent(object(request.template), find);
  return { kind: 'other', summary: `a ${type} message` };
}
