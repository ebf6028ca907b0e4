/**
 * Section 4.1's template pre-checks (and 2.4, 2.5: the shape the approved components ask for),
 * each left out by one build: the send goes to the platform instead of 400 invalid_template or
 * 422 invalid_one_time_code, as a gateway that leaves that check to the platform would.
 */
import type { TemplateSend, TemplateSendComponent } from '../../../reference/send/send-request.ts';
import type { LocalTemplate } from '../../../reference/templates/local-template.ts';
import { placeholdersOf } from '../../../reference/templates/placeholders.ts';
import { templateParts } from '../../../reference/templates/template-parts.ts';
import type { Breaks, FaultyBuild } from '../../faulty-build.ts';
import { relaxedTemplateCheck, type Fitting } from '../../kit/relaxed-template-check.ts';
import { changeStep } from '../../kit/steps.ts';

type Component = TemplateSendComponent;

const componentsOf = (send: TemplateSend): Component[] => [...(send.template_components ?? [])];
const withComponents = (send: TemplateSend, components: Component[]): TemplateSend => ({ ...send, template_components: components });
const bodyKeys = (template: LocalTemplate) => placeholdersOf(templateParts(template).body);

/** The header parameter a template's header asks for, made up. */
function headerFor(template: LocalTemplate): Component | undefined {
  const header = templateParts(template).header;
  if (!header || header.format === 'TEXT') return undefined;
  const link = 'https://media.invalid/header';
  const parameter =
    header.format === 'LOCATION'
      ? { type: 'location', location: { latitude: '0', longitude: '0' } }
      : { type: header.format.toLowerCase(), [header.format.toLowerCase()]: { link } };
  return { type: 'header', parameters: [parameter] } as Component;
}

interface Skipped {
  name: string;
  deviation: string;
  breaks: Breaks;
  codes: readonly string[];
  fitted: Fitting;
}

const skipped: readonly Skipped[] = [
  {
    name: 'too-few-values-passed-on',
    deviation: 'A send with fewer body values than the template has placeholders goes to the platform instead of 400 invalid_template.',
    breaks: { '4.1-too-few-values-400': ['body-one-short', 'body-none'], '2.5-body-values': ['numbered-too-few-400', 'numbered-none-400'], '7-invalid-template-400': ['parameters-mismatch'] },
    codes: ['invalid_template'],
    fitted: (send, template) => {
      if (template.parameter_format === 'NAMED') return undefined;
      const padding = bodyKeys(template).map(() => ({ type: 'text', text: 'x' }));
      return withComponents(send, [...componentsOf(send).filter((c) => c.type !== 'body'), { type: 'body', parameters: padding } as Component]);
    },
  },
  {
    name: 'media-header-left-out-passed-on',
    deviation: 'A send without the media or location header its template has goes to the platform instead of 400 invalid_template.',
    breaks: {
      '2.5-media-or-location-header-required': ['image-header-left-out-400', 'video-header-left-out-400', 'document-header-left-out-400', 'location-header-left-out-400'],
      '4.1-header-missing-or-wrong-400': ['header-missing'],
    },
    codes: ['invalid_template'],
    fitted: (send, template) => {
      const header = headerFor(template);
      return header && !componentsOf(send).some((c) => c.type === 'header') ? withComponents(send, [header, ...componentsOf(send)]) : undefined;
    },
  },
  {
    name: 'wrong-header-kind-passed-on',
    deviation: 'A header parameter of another kind than the template’s header (a text for an image, a video for an image) goes to the platform instead of 400 invalid_template.',
    breaks: {
      '4.1-header-missing-or-wrong-400': ['text-for-image-header', 'text-for-location-header', 'image-header-as-video', 'video-header-as-image', 'document-header-as-image', 'location-header-as-document'],
    },
    codes: ['invalid_template'],
    fitted: (send, template) => {
      const header = headerFor(template);
      return header && componentsOf(send).some((c) => c.type === 'header') ? withComponents(send, [header, ...componentsOf(send).filter((c) => c.type !== 'header')]) : undefined;
    },
  },
  {
    name: 'values-without-names-accepted',
    deviation: 'The values of a named template given without parameter_name are taken in order, as if the template were numbered, and sent.',
    breaks: { '2.4-one-style': ['named-needs-name'], '4.1-parameter-names-400': ['value-without-name'], '2.4-named-every-name': ['value-without-name-400'] },
    codes: ['invalid_template'],
    fitted: (send, template) => {
      if (template.parameter_format !== 'NAMED') return undefined;
      const keys = bodyKeys(template);
      return withComponents(
        send,
        componentsOf(send).map((c) => (c.type === 'body' ? ({ ...c, parameters: c.parameters.map((p, i) => ({ ...p, parameter_name: keys[i] ?? `value_${i}` })) } as Component) : c)),
      );
    },
  },
  {
    name: 'names-on-numbered-accepted',
    deviation: 'Values carrying parameter_name on a numbered template are taken in order, their names ignored, and sent.',
    breaks: { '2.4-numbered-refuses-names': ['parameter-name-on-numbered-400'], '2.4-one-style': ['numbered-refuses-name'], '4.1-parameter-names-400': ['name-on-numbered'] },
    codes: ['invalid_template'],
    fitted: (send, template) =>
      template.parameter_format === 'NAMED'
        ? undefined
        : withComponents(
            send,
            componentsOf(send).map((c) => (c.type === 'body' || c.type === 'header' ? ({ ...c, parameters: c.parameters.map(({ parameter_name: _, ...p }: Record<string, unknown>) => p) } as Component) : c)),
          ),
  },
  {
    name: 'extra-names-accepted',
    deviation: 'A named template’s values with names it does not have are passed to the platform instead of 400 invalid_template.',
    breaks: { '4.1-parameter-names-400': ['name-extra', 'name-misspelt'], '2.4-named-every-name': ['extra-name-400', 'misspelt-name-400'] },
    codes: ['invalid_template'],
    fitted: (send, template) => {
      if (template.parameter_format !== 'NAMED') return undefined;
      const keys = bodyKeys(template);
      const kept = componentsOf(send).map((c) => (c.type === 'body' ? ({ ...c, parameters: c.parameters.filter((p) => keys.includes(String((p as { parameter_name?: unknown }).parameter_name))) } as Component) : c));
      return withComponents(send, kept);
    },
  },
  {
    name: 'header-filled-from-body',
    deviation: 'A text header’s placeholder left without a header value takes the first body value, and the send goes to the platform.',
    breaks: { '2.4-header-counted-apart': ['body-values-do-not-fill-header'], '4.1-too-few-values-400': ['header-none'] },
    codes: ['invalid_template'],
    fitted: (send, template) => {
      const header = templateParts(template).header;
      if (header?.format !== 'TEXT' || placeholdersOf(header.text).length === 0 || componentsOf(send).some((c) => c.type === 'header')) return undefined;
      const first = componentsOf(send).find((c) => c.type === 'body')?.parameters[0] ?? { type: 'text', text: 'x' };
      return withComponents(send, [{ type: 'header', parameters: [first] } as Component, ...componentsOf(send)]);
    },
  },
  {
    name: 'code-absent-passed-on',
    deviation: 'A send of an authentication template without any code goes to the platform instead of 422 invalid_one_time_code.',
    breaks: { '4.1-absent-code-422': ['components-absent', 'components-empty-array'], '4.1-invalid-code-422': ['code-absent'], '7-invalid-one-time-code-422': ['no-code'] },
    codes: ['invalid_one_time_code'],
    fitted: (send) => (componentsOf(send).some((c) => c.type === 'body') ? undefined : withComponents(send, [...componentsOf(send), { type: 'body', parameters: [{ type: 'text', text: '000000' }] } as Component])),
  },
];

/** One build per template check left out. */
export const templateChecksSkipped: readonly FaultyBuild[] = skipped.map((s) => ({
  name: s.name,
  deviation: s.deviation,
  section: '4.1',
  breaks: s.breaks,
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'template', relaxedTemplateCheck(s.codes, s.fitted)) }),
}));
