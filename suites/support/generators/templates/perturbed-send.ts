/**
 * A correct send with exactly one thing wrong (decision A13: single-failure cases only): a value
 * missing, extra, renamed or unnamed, a media header left out or of the wrong type, a button
 * value missing or misplaced, or another language. Each perturbation applies only where it is a
 * clear case of the spec (A27), so the verdict function never has to answer `open`.
 */
import fc from 'fast-check';
import { placeholdersIn } from '../../spec/placeholders.ts';
import { bodyWith, headerValueOf, headerWith, namedValue, quickReplyButton, textValue, urlButton, type BodyValue, type HeaderKind, type SendComponent } from '../../spec/template-components.ts';
import type { SeededTemplate } from '../../spec/template-send-verdict.ts';
import { correctValues, type GeneratedSend } from './correct-values.ts';
import { templateLanguages } from './seeded-template.ts';

type Component = SeededTemplate['components'][number];
type Change = (template: SeededTemplate, components: SendComponent[], pick: number) => Partial<GeneratedSend>;

interface Perturbation {
  label: string;
  applies(template: SeededTemplate): boolean;
  change: Change;
}

const part = <T extends Component['type']>(t: SeededTemplate, type: T) => t.components.find((c): c is Extract<Component, { type: T }> => c.type === type);
const bodyKeys = (t: SeededTemplate) => placeholdersIn(part(t, 'BODY')?.text);
const headerFormat = (t: SeededTemplate) => part(t, 'HEADER')?.format;
const headerKeys = (t: SeededTemplate) => {
  const header = part(t, 'HEADER');
  return header?.format === 'TEXT' ? placeholdersIn(header.text) : [];
};
const buttons = (t: SeededTemplate) => part(t, 'BUTTONS')?.buttons ?? [];
const isDynamic = (b: ReturnType<typeof buttons>[number]) => b.type === 'URL' && placeholdersIn(b.url).length > 0;
const named = (t: SeededTemplate) => t.parameter_format === 'NAMED';

const without = (components: SendComponent[], type: SendComponent['type']) => components.filter((c) => c.type !== type);
const bodyOf = (components: SendComponent[]): BodyValue[] => components.flatMap((c) => (c.type === 'body' ? c.parameters : []));

/** The send with its body values replaced by `values` (the body component dropped when empty). */
function withBody(components: SendComponent[], values: BodyValue[]): SendComponent[] {
  return [...without(components, 'body'), ...(values.length > 0 ? [bodyWith(...values)] : [])];
}

/** Replaces the value at `pick` (modulo the count) by `change(value)`, or drops it for `undefined`. */
function editBody(components: SendComponent[], pick: number, change: (value: BodyValue) => BodyValue | undefined): SendComponent[] {
  const values = bodyOf(components);
  const at = pick % values.length;
  return withBody(components, values.flatMap((v, i) => (i === at ? [change(v)].filter((x): x is BodyValue => x !== undefined) : [v])));
}

const otherNames = ['nickname', 'promo_code'];
const mediaKinds: HeaderKind[] = ['image', 'video', 'document', 'location'];

const perturbations: readonly Perturbation[] = [
  {
    label: 'wrong-language',
    applies: () => true,
    change: (t, _c, pick) => {
      const others = templateLanguages.filter((l) => l !== t.language);
      return { language: others[pick % others.length] ?? 'zz' };
    },
  },
  { label: 'numbered-missing-value', applies: (t) => !named(t) && bodyKeys(t).length > 0, change: (_t, c, pick) => ({ components: editBody(c, pick, () => undefined) }) },
  { label: 'numbered-extra-value', applies: (t) => !named(t), change: (_t, c) => ({ components: withBody(c, [...bodyOf(c), textValue('extra')]) }) },
  {
    label: 'numbered-with-parameter-name',
    applies: (t) => !named(t) && bodyKeys(t).length > 0,
    change: (_t, c, pick) => ({ components: editBody(c, pick, (v) => namedValue('first_name', v.text)) }),
  },
  { label: 'header-missing-value', applies: (t) => headerKeys(t).length > 0, change: (_t, c) => ({ components: without(c, 'header') }) },
  {
    label: 'header-extra-value',
    applies: (t) => !named(t) && (headerFormat(t) === undefined || headerFormat(t) === 'TEXT'),
    change: (_t, c) => {
      const given = c.flatMap((x) => (x.type === 'header' ? x.parameters : []));
      return { components: [headerWith(...given, textValue('extra')), ...without(c, 'header')] };
    },
  },
  { label: 'named-missing-value', applies: (t) => named(t) && bodyKeys(t).length > 0, change: (_t, c, pick) => ({ components: editBody(c, pick, () => undefined) }) },
  {
    label: 'named-extra-name',
    applies: (t) => named(t) && bodyKeys(t).length > 0,
    change: (_t, c, pick) => ({ components: withBody(c, [...bodyOf(c), namedValue(otherNames[pick % otherNames.length] ?? 'nickname', 'extra')]) }),
  },
  {
    label: 'named-renamed',
    applies: (t) => named(t) && bodyKeys(t).length > 0,
    change: (_t, c, pick) => ({ components: editBody(c, pick, (v) => namedValue(`${v.parameter_name ?? ''}s`, v.text)) }),
  },
  {
    label: 'named-without-parameter-name',
    applies: (t) => named(t) && bodyKeys(t).length > 0,
    change: (_t, c, pick) => ({ components: editBody(c, pick, (v) => textValue(v.text)) }),
  },
  { label: 'media-header-missing', applies: (t) => ![undefined, 'TEXT'].includes(headerFormat(t)), change: (_t, c) => ({ components: without(c, 'header') }) },
  {
    label: 'media-header-wrong-type',
    applies: (t) => ![undefined, 'TEXT'].includes(headerFormat(t)),
    change: (t, c, pick) => {
      const others = mediaKinds.filter((k) => k !== headerFormat(t)?.toLowerCase());
      return { components: [headerWith(headerValueOf(others[pick % others.length] ?? 'image')), ...without(c, 'header')] };
    },
  },
  {
    label: 'button-value-missing',
    applies: (t) => buttons(t).some(isDynamic),
    change: (t, c) => {
      const index = String(buttons(t).findIndex(isDynamic));
      return { components: c.filter((x) => x.type !== 'button' || x.index !== index) };
    },
  },
  {
    label: 'button-value-on-static-button',
    applies: (t) => buttons(t).some((b) => b.type === 'PHONE_NUMBER' || (b.type === 'URL' && !isDynamic(b))),
    change: (t, c) => ({ components: [...c, urlButton(buttons(t).findIndex((b) => b.type === 'PHONE_NUMBER' || (b.type === 'URL' && !isDynamic(b))), 'extra')] }),
  },
  { label: 'button-beyond-last', applies: () => true, change: (t, c) => ({ components: [...c, quickReplyButton(buttons(t).length, 'extra')] }) },
];

/** Every perturbation that makes sense for `template`, with a correct send underneath. */
export function perturbedSend(template: SeededTemplate): fc.Arbitrary<GeneratedSend> {
  const usable = perturbations.filter((p) => p.applies(template));
  return fc.tuple(fc.constantFrom(...usable), correctValues(template), fc.nat()).map(([perturbation, components, pick]) => ({
    label: perturbation.label,
    language: template.language,
    components,
    ...perturbation.change(template, components, pick),
  }));
}
