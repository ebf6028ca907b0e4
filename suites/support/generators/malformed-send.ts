/**
 * A send body broken in exactly one place, of the kinds section 4.1 lists as 422
 * `validation_error`: `to` missing or not a string, `type` unknown or not a string, a field the
 * type requires missing, a field of the wrong JSON type. `field` names where the fault is, as a
 * dotted path an error's `loc` must contain in order. `null` is used as a wrong type only where
 * the field is required: for an optional field a gateway may fairly read `null` as "left out".
 */
import fc from 'fast-check';
import { freeFormTo, type FreeFormType, plainTemplateTo } from '../run/send-examples.ts';

export interface MalformedSend {
  fault: string;
  field: string;
  body: Record<string, unknown>;
}

const sendTypes = ['text', 'template', 'image', 'document', 'video', 'audio', 'interactive'];

function validBody(kind: FreeFormType | 'template', to: string): Record<string, unknown> {
  return kind === 'template' ? plainTemplateTo(to) : freeFormTo(kind, to);
}

const scalar = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean());
const smallArray = fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 });
const smallObject = fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.string({ maxLength: 4 }), { maxKeys: 2 });

/** Values that are not a string; `required` adds `null`. */
function notString(required: boolean): fc.Arbitrary<unknown> {
  return required ? fc.oneof(scalar, smallArray, smallObject, fc.constant(null)) : fc.oneof(scalar, smallArray, smallObject);
}
const notObject = fc.oneof(scalar, fc.string({ maxLength: 8 }), smallArray, fc.constant(null));
const notArray = (required: boolean) => (required ? fc.oneof(scalar, fc.string({ maxLength: 8 }), smallObject, fc.constant(null)) : fc.oneof(scalar, fc.string({ maxLength: 8 }), smallObject));

function without(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = body;
  return rest;
}

function interactiveWith(to: string, key: string, value: unknown): Record<string, unknown> {
  const body = freeFormTo('buttons', to);
  return { ...body, interactive: { ...(body.interactive as object), [key]: value } };
}

const unknownType = fc.oneof(
  fc.constantFrom('location', 'contacts', 'reaction', 'sticker', 'product', 'TEXT', 'Image', 'template '),
  fc.stringMatching(/^[a-z_]{1,12}$/).filter((t) => !sendTypes.includes(t)),
);

export function malformedSend(to: string): fc.Arbitrary<MalformedSend> {
  const anyKind = fc.constantFrom<FreeFormType | 'template'>('text', 'template', 'image', 'document', 'video', 'audio', 'buttons', 'list', 'cta_url');
  const media = fc.constantFrom<FreeFormType>('image', 'document', 'video', 'audio');
  const captioned = fc.constantFrom<FreeFormType>('image', 'document', 'video');
  return fc.oneof(
    anyKind.map((kind) => ({ fault: `${kind} without to`, field: 'to', body: without(validBody(kind, to), 'to') })),
    fc.tuple(anyKind, notString(true)).map(([kind, value]) => ({ fault: `${kind} with to of the wrong type`, field: 'to', body: { ...validBody(kind, to), to: value } })),
    unknownType.map((type) => ({ fault: `unknown type ${JSON.stringify(type)}`, field: 'type', body: { to, type, text: 'Hello' } })),
    notString(false).map((type) => ({ fault: 'type of the wrong JSON type', field: 'type', body: { to, type, text: 'Hello' } })),
    fc.constantFrom(
      { fault: 'text without text', field: 'text', body: without(freeFormTo('text', to), 'text') },
      { fault: 'interactive without interactive', field: 'interactive', body: without(freeFormTo('buttons', to), 'interactive') },
      { fault: 'template without template_name', field: 'template_name', body: without(plainTemplateTo(to), 'template_name') },
      { fault: 'template without template_language', field: 'template_language', body: without(plainTemplateTo(to), 'template_language') },
    ),
    media.map((kind) => ({ fault: `${kind} without media_url`, field: 'media_url', body: without(freeFormTo(kind, to), 'media_url') })),
    notString(true).map((text) => ({ fault: 'text of the wrong type', field: 'text', body: { to, type: 'text', text } })),
    fc.tuple(media, notString(true)).map(([kind, url]) => ({ fault: `${kind} media_url of the wrong type`, field: 'media_url', body: { ...freeFormTo(kind, to), media_url: url } })),
    fc.tuple(captioned, notString(false)).map(([kind, caption]) => ({ fault: `${kind} caption of the wrong type`, field: 'media_caption', body: { ...freeFormTo(kind, to), media_caption: caption } })),
    notString(false).map((name) => ({ fault: 'document filename of the wrong type', field: 'media_filename', body: { ...freeFormTo('document', to), media_filename: name } })),
    notObject.map((value) => ({ fault: 'interactive of the wrong type', field: 'interactive', body: { ...freeFormTo('buttons', to), interactive: value } })),
    notString(true).map((value) => ({ fault: 'interactive body of the wrong type', field: 'interactive.body', body: interactiveWith(to, 'body', value) })),
    notArray(true).map((value) => ({ fault: 'buttons of the wrong type', field: 'buttons', body: interactiveWith(to, 'buttons', value) })),
    notString(true).map((value) => ({ fault: 'template_name of the wrong type', field: 'template_name', body: { ...plainTemplateTo(to), template_name: value } })),
    notString(true).map((value) => ({ fault: 'template_language of the wrong type', field: 'template_language', body: { ...plainTemplateTo(to), template_language: value } })),
    notArray(false).map((value) => ({ fault: 'template_components of the wrong type', field: 'template_components', body: { ...plainTemplateTo(to), template_components: value } })),
  );
}
