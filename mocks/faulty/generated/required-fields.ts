/**
 * Builds generated from the "Required" column of section 2.1's table (and `body` of 2.3): each
 * stops checking that one required field is there, as a validator with the field marked optional
 * would, so a send without it is not refused with 422 but goes on, as sent, to the platform.
 */
import type { Breaks } from '../faulty-build.ts';
import { changeStep } from '../kit/steps.ts';
import { validateView } from '../kit/validate-view.ts';
import { isPlainObject } from '../../reference/validation/schema-node.ts';
import type { GeneratedFault } from './generated-fault.ts';

type Body = Record<string, unknown>;

interface RequiredField {
  name: string;
  field: string;
  deviation: string;
  breaks: Breaks;
  /** The body as the lax validator sees it, when it lacks the field; `undefined` when it does not. */
  view: (body: Body) => Body | undefined;
}

const typeOf = (body: Body) => body.type ?? 'text';
const media = ['image', 'document', 'video', 'audio'];

const fields: readonly RequiredField[] = [
  {
    name: 'to-not-required',
    field: 'to',
    deviation: 'A send without to is not refused: it goes to the platform with no recipient.',
    breaks: { '2.1-to-required': ['to-missing'], '4.1-malformed-422': ['to-missing'] },
    view: (body) => (body.to === undefined ? { ...body, to: '10000000000' } : undefined),
  },
  {
    name: 'text-not-required',
    field: 'text',
    deviation: 'A text send without text is not refused: it goes to the platform with no text.',
    breaks: { '2.1-text-required': ['text-missing-422'] },
    view: (body) => (typeOf(body) === 'text' && body.text === undefined ? { ...body, text: 'x' } : undefined),
  },
  {
    name: 'template-name-not-required',
    field: 'template_name',
    deviation: 'A template send without template_name is not refused with 422 validation_error: the template is looked up without a name.',
    breaks: { '2.1-template-name-required': ['template-name-missing-422'], '4.1-template-fields-missing-422': ['template-name-missing'] },
    view: (body) => (body.type === 'template' && body.template_name === undefined ? { ...body, template_name: 'x' } : undefined),
  },
  {
    name: 'template-language-not-required',
    field: 'template_language',
    deviation: 'A template send without template_language is not refused with 422 validation_error: the template is looked up without a language.',
    breaks: { '2.1-template-language-required': ['template-language-missing-422'], '4.1-template-fields-missing-422': ['template-language-missing'] },
    view: (body) => (body.type === 'template' && body.template_language === undefined ? { ...body, template_language: 'en_US' } : undefined),
  },
  {
    name: 'media-url-not-required',
    field: 'media_url',
    deviation: 'A media send without media_url is not refused: it goes to the platform with no link.',
    breaks: { '2.1-media-url-required': ['media-url-missing-422'], '1-media-by-url-only': ['media-without-url-422'] },
    view: (body) => (media.includes(String(body.type)) && body.media_url === undefined ? { ...body, media_url: 'https://media.invalid/x' } : undefined),
  },
  {
    name: 'interactive-not-required',
    field: 'interactive',
    deviation: 'An interactive send without interactive is not refused: it goes to the platform with no content.',
    breaks: { '2.1-interactive-required': ['interactive-missing-422'] },
    view: (body) => (body.type === 'interactive' && body.interactive === undefined ? { ...body, interactive: { type: 'buttons', body: 'x', buttons: [{ id: 'x', title: 'x' }] } } : undefined),
  },
  {
    name: 'interactive-body-any-type',
    field: 'interactive.body',
    deviation: 'An interactive body of another JSON type than a string (a number, an object) is not refused: it goes to the platform as given.',
    breaks: { '2.3-body-required': ['body-wrong-type-422'] },
    view: (body) => {
      const interactive = body.interactive;
      if (body.type !== 'interactive' || !isPlainObject(interactive) || interactive.body === undefined || typeof interactive.body === 'string') return undefined;
      return { ...body, interactive: { ...interactive, body: 'x' } };
    },
  },
];

/** One build per required field. */
export const requiredFields: readonly GeneratedFault[] = fields.map((f) => ({
  name: f.name,
  deviation: f.deviation,
  section: f.field === 'interactive.body' ? '2.3' : '2.1',
  breaks: f.breaks,
  change: { kind: 'table-entry', table: 'send request fields (2.1, 2.3)', entry: f.field },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', validateView(f.view)) }),
}));
