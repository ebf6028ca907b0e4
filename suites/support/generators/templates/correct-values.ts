/**
 * The `template_components` a correct send gives a template (section 2.5, "What the components
 * ask you to send"): header media by link or by media id, a location, header and body text in
 * the template's style (named values in any order), a value for each dynamic URL button, and
 * sometimes a payload for a quick reply.
 */
import fc from 'fast-check';
import { placeholdersIn } from '../../spec/placeholders.ts';
import { bodyWith, headerWith, locationValue, mediaValue, namedValue, quickReplyButton, textValue, urlButton, type MediaKind, type SendComponent } from '../../spec/template-components.ts';
import type { SeededTemplate } from '../../spec/template-send-verdict.ts';
import { valueText } from './value-text.ts';

type Component = SeededTemplate['components'][number];

function part<T extends Component['type']>(template: SeededTemplate, type: T): Extract<Component, { type: T }> | undefined {
  return template.components.find((c): c is Extract<Component, { type: T }> => c.type === type);
}

const mediaSource = fc.oneof(
  fc.constantFrom('a', 'b', 'c').map((n) => ({ link: `https://media.fixture.test/${n}` })),
  fc.integer({ min: 1000, max: 9999 }).map((n) => ({ id: `448800${n}` })),
);

function headerValues(template: SeededTemplate): fc.Arbitrary<SendComponent[]> {
  const header = part(template, 'HEADER');
  if (!header) return fc.constant([]);
  if (header.format === 'LOCATION') return fc.constant([headerWith(locationValue())]);
  if (header.format !== 'TEXT') {
    const kind = header.format.toLowerCase() as MediaKind;
    return mediaSource.map((source) => [headerWith(mediaValue(kind, source))]);
  }
  const keys = placeholdersIn(header.text);
  if (keys.length === 0) return fc.constant([]);
  return fc.array(valueText, { minLength: keys.length, maxLength: keys.length }).map((texts) => [headerWith(...texts.map(textValue))]);
}

function bodyValues(template: SeededTemplate): fc.Arbitrary<SendComponent[]> {
  const keys = placeholdersIn(part(template, 'BODY')?.text);
  if (keys.length === 0) return fc.constant([]);
  const texts = fc.array(valueText, { minLength: keys.length, maxLength: keys.length });
  if (template.parameter_format !== 'NAMED') return texts.map((values) => [bodyWith(...values.map(textValue))]);
  const order = fc.shuffledSubarray(keys, { minLength: keys.length, maxLength: keys.length });
  return fc.tuple(order, texts).map(([names, values]) => [bodyWith(...names.map((name, i) => namedValue(name, values[i] ?? 'x')))]);
}

function buttonValues(template: SeededTemplate): fc.Arbitrary<SendComponent[]> {
  const buttons = part(template, 'BUTTONS')?.buttons ?? [];
  const each = buttons.map((button, index): fc.Arbitrary<SendComponent[]> => {
    if (button.type === 'URL' && placeholdersIn(button.url).length > 0) return valueText.map((suffix) => [urlButton(index, suffix)]);
    if (button.type === 'QUICK_REPLY') return fc.option(valueText, { nil: undefined }).map((payload) => (payload === undefined ? [] : [quickReplyButton(index, payload)]));
    return fc.constant([]);
  });
  return fc.tuple(...each).map((lists) => lists.flat());
}

export function correctValues(template: SeededTemplate): fc.Arbitrary<SendComponent[]> {
  return fc.tuple(headerValues(template), bodyValues(template), buttonValues(template)).map(([h, b, buttons]) => [...h, ...b, ...buttons]);
}

/** A generated send: what it is meant to show, and the send itself. */
export interface GeneratedSend {
  label: string;
  language: string;
  components: SendComponent[];
}

/** The correct send, labelled as such. */
export function correctSend(template: SeededTemplate): fc.Arbitrary<GeneratedSend> {
  return correctValues(template).map((components) => ({ label: 'correct', language: template.language, components }));
}
