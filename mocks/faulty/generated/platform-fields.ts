/**
 * Builds generated from what a send puts before the platform (sections 2.1 and 2.4: each field
 * reaches it as written, in the platform's send format): each changes one field of the platform
 * request on its way out, every check before the platform still made. The changes are a mapping
 * written carelessly: a field dropped, a value tidied, escaped or tagged, a type spelt another way.
 */
import type { Breaks } from '../faulty-build.ts';
import { changingPlatformRequest } from '../kit/platform-payload.ts';
import { changeStep } from '../kit/steps.ts';
import { isPlainObject } from '../../reference/validation/schema-node.ts';
import type { GeneratedFault } from './generated-fault.ts';

type Fields = Record<string, unknown>;

interface PlatformField {
  name: string;
  field: string;
  deviation: string;
  breaks: Breaks;
  change: (request: Fields, received: Fields) => Fields;
}

/** `request` with the member `kind` (an object) changed by `change`. */
const within = (request: Fields, kind: string, change: (value: Fields) => Fields): Fields => (isPlainObject(request[kind]) ? { ...request, [kind]: change(request[kind]) } : request);

/** The template's components, each changed by `change`. */
const components = (request: Fields, change: (component: Fields) => Fields): Fields =>
  within(request, 'template', (template) => ({ ...template, components: Array.isArray(template.components) ? (template.components as Fields[]).map(change) : template.components }));

/** A component's parameters, each changed by `change`. */
const parameters = (component: Fields, change: (parameter: Fields) => Fields): Fields => ({ ...component, parameters: Array.isArray(component.parameters) ? (component.parameters as Fields[]).map(change) : component.parameters });

const tracked = (link: unknown) => (typeof link === 'string' ? `${link}${link.includes('?') ? '&' : '?'}utm_source=gateway` : link);
const escaped = (text: unknown) => (typeof text === 'string' ? text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;') : text);
const withoutMember = (value: Fields, member: string): Fields => Object.fromEntries(Object.entries(value).filter(([key]) => key !== member));

const media = ['image', 'document', 'video', 'audio'];
const fromOtherKinds = ['text', 'media_url', 'media_caption', 'media_filename', 'interactive', 'template_name', 'template_language', 'template_components'];

const fields: readonly PlatformField[] = [
  {
    name: 'recipient-sent-with-plus',
    field: 'to',
    deviation: 'The recipient reaches the platform with a leading + added to the digits sent.',
    breaks: { '2.1-to-required': ['to-exact-upstream'], '2.1-to-digits-only': ['to-exact-upstream'] },
    change: (request) => (typeof request.to === 'string' ? { ...request, to: `+${request.to}` } : request),
  },
  {
    name: 'media-link-tracked',
    field: 'media_url',
    deviation: 'A media link reaches the platform with a tracking parameter added.',
    breaks: { '2.1-media-url-required': ['link-exact-upstream'] },
    change: (request) => media.reduce((out, kind) => within(out, kind, (m) => ({ ...m, link: tracked(m.link) })), request),
  },
  {
    name: 'document-filename-dropped',
    field: 'media_filename',
    deviation: 'A document reaches the platform without the media_filename sent.',
    breaks: { '2.1-document-filename': ['filename-exact-upstream'] },
    change: (request) => within(request, 'document', (d) => withoutMember(d, 'filename')),
  },
  {
    name: 'other-kind-fields-forwarded',
    field: '(fields of other kinds)',
    deviation: 'Fields a send carries for other kinds of message are copied into the platform request as they are.',
    breaks: { '2.1-type-selects-fields': ['other-kind-fields-not-forwarded'] },
    change: (request, received) => ({ ...Object.fromEntries(fromOtherKinds.filter((key) => received[key] !== undefined).map((key) => [key, received[key]])), ...request }),
  },
  {
    name: 'template-language-shortened',
    field: 'template_language',
    deviation: 'A template reaches the platform with its language cut to the part before the region (en_US becomes en).',
    breaks: { '2.1-template-language-exact': ['language-exact-upstream'] },
    change: (request) => within(request, 'template', (t) => within(t, 'language', (l) => ({ ...l, code: typeof l.code === 'string' ? l.code.split('_')[0] : l.code }))),
  },
  {
    name: 'template-values-html-escaped',
    field: 'template_components (body values)',
    deviation: 'Body values reach the platform HTML-escaped (a quote becomes &quot;).',
    breaks: { '2.4-body-parameters': ['components-exact-upstream'] },
    change: (request) => components(request, (c) => (c.type === 'body' ? parameters(c, (p) => ({ ...p, text: escaped(p.text) })) : c)),
  },
  {
    name: 'button-index-as-number',
    field: 'template_components (button index)',
    deviation: 'A button component’s index reaches the platform as a number instead of the string sent.',
    breaks: { '2.4-button-component': ['url-button-value-exact-upstream'] },
    change: (request) => components(request, (c) => (c.type === 'button' && typeof c.index === 'string' ? { ...c, index: Number(c.index) } : c)),
  },
  {
    name: 'url-button-value-dropped',
    field: 'template_components (URL button value)',
    deviation: 'A dynamic URL button’s value never reaches the platform: the button component is sent without parameters.',
    breaks: { '2.5-dynamic-url-button': ['url-value-at-position-sent'], '2.4-button-component': ['url-button-value-sent'] },
    change: (request) => components(request, (c) => (c.type === 'button' && c.sub_type === 'url' ? withoutMember(c, 'parameters') : c)),
  },
  {
    name: 'quick-reply-payload-dropped',
    field: 'template_components (quick-reply payload)',
    deviation: 'A quick-reply payload never reaches the platform: the button component is sent without parameters.',
    breaks: { '2.5-quick-reply-payload': ['payload-at-position-sent'], '2.4-button-component': ['quick-reply-payload-sent'], '2.4-quick-reply-tap': ['quick-reply-payload-exact-upstream'] },
    change: (request) => components(request, (c) => (c.type === 'button' && c.sub_type === 'quick_reply' ? withoutMember(c, 'parameters') : c)),
  },
  {
    name: 'location-header-name-dropped',
    field: 'template_components (location header)',
    deviation: 'A location header reaches the platform with its coordinates only, without the name and address sent.',
    breaks: { '2.4-header-parameters': ['location-exact-upstream'] },
    change: (request) => components(request, (c) => (c.type === 'header' ? parameters(c, (p) => within(p, 'location', (l) => ({ latitude: l.latitude, longitude: l.longitude }))) : c)),
  },
  {
    name: 'document-header-filename-dropped',
    field: 'template_components (document header)',
    deviation: 'A document header reaches the platform without the filename sent.',
    breaks: { '2.4-header-parameters': ['document-header-exact-upstream'] },
    change: (request) => components(request, (c) => (c.type === 'header' ? parameters(c, (p) => within(p, 'document', (d) => withoutMember(d, 'filename'))) : c)),
  },
  {
    name: 'header-image-link-tracked',
    field: 'template_components (image header)',
    deviation: 'An image header’s link reaches the platform with a tracking parameter added.',
    breaks: { '2.4-media-header-by-link': ['image-link-exact-upstream'] },
    change: (request) => components(request, (c) => (c.type === 'header' ? parameters(c, (p) => within(p, 'image', (i) => ({ ...i, link: tracked(i.link) }))) : c)),
  },
  {
    name: 'copy-code-button-dropped',
    field: 'template_components (copy-code button)',
    deviation: 'A one-time code reaches the platform in the body only: the copy-code button component that should carry it is left out.',
    breaks: { '2.4-one-time-code-once': ['code-on-copy-button'], '4.1-copy-code-only': ['copy-code-button-filled'] },
    change: (request) =>
      within(request, 'template', (template) => {
        const all = Array.isArray(template.components) ? (template.components as Fields[]) : [];
        const code = (all.find((c) => c.type === 'body')?.parameters as Fields[] | undefined)?.[0]?.text;
        const carriesCode = (c: Fields) => c.type === 'button' && (c.parameters as Fields[] | undefined)?.some((p) => p.text === code) === true;
        return code === undefined ? template : { ...template, components: all.filter((c) => !carriesCode(c)) };
      }),
  },
  {
    name: 'header-media-id-as-link',
    field: 'template_components (media id)',
    deviation: 'A header media id reaches the platform as a link built from the id instead of the id.',
    breaks: { '2.4-media-header-id': ['media-id-exact-upstream'] },
    change: (request) =>
      components(request, (c) =>
        c.type === 'header' ? parameters(c, (p) => media.reduce((out, kind) => within(out, kind, (m) => (m.id === undefined ? m : { link: `https://media.invalid/${String(m.id)}` })), p)) : c,
      ),
  },
];

/** One build per field that reaches the platform. */
export const platformFields: readonly GeneratedFault[] = fields.map((f) => ({
  name: f.name,
  deviation: f.deviation,
  section: f.field.startsWith('template_components') ? '2.4' : '2.1',
  breaks: f.breaks,
  change: { kind: 'table-entry', table: 'fields as the platform receives them (2.1, 2.4)', entry: f.field },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', changingPlatformRequest(f.change)) }),
}));
