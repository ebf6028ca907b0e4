/**
 * A send with one string field on either side of its section 8 limit: text 4096, caption 1024 (on
 * image, document and video), footer 60, list button text 20, section title 24, row description
 * 72. Lengths are the limit, the limit + 1, or anywhere below or a little above. Every other field
 * is short and valid, so the one field decides the verdict. Over-limit values are only ever put in
 * fields the type reads (decision A21).
 */
import fc from 'fast-check';
import { freeFormTo } from '../run/send-examples.ts';
import { fieldLimits, interactiveLimits } from '../spec/limits.ts';
import { textOfLength } from './text-of-length.ts';

export interface LengthLimitCase {
  /** Which limit, as section 8 names it. */
  item: string;
  /** The member name a validation error must point at. */
  field: string;
  max: number;
  value: string;
  within: boolean;
  body: Record<string, unknown>;
}

interface Placement {
  item: string;
  field: string;
  max: number;
  place(to: string, value: string): Record<string, unknown>;
}

function limitOf(item: string): number {
  const found = fieldLimits.find((l) => l.item === item)?.maxLength;
  if (found === undefined) throw new Error(`no length limit named ${item} in spec/limits.ts`);
  return found;
}

interface ListParts {
  button_text?: string;
  title?: string;
  description?: string;
}

// A valid list whose one named part is replaced; the rest stays short and valid.
function listWith(to: string, parts: ListParts): Record<string, unknown> {
  const row = { id: 'today', title: 'Today', description: parts.description ?? 'Before 18:00' };
  const interactive = { type: 'list', body: 'When should we deliver?', button_text: parts.button_text ?? 'Options', sections: [{ title: parts.title ?? 'Delivery', rows: [row] }] };
  return { to, type: 'interactive', interactive };
}

function buttonsWithFooter(to: string, footer: string): Record<string, unknown> {
  const body = freeFormTo('buttons', to);
  return { ...body, interactive: { ...(body.interactive as object), footer } };
}

const placements: readonly Placement[] = [
  { item: 'text', field: 'text', max: limitOf('text'), place: (to, value) => freeFormTo('text', to, value) },
  ...(['image', 'document', 'video'] as const).map((kind) => ({
    item: `media_caption (${kind})`,
    field: 'media_caption',
    max: limitOf(`media_caption (${kind})`),
    place: (to: string, value: string) => freeFormTo(kind, to, value),
  })),
  { item: 'interactive.footer', field: 'footer', max: interactiveLimits.footer, place: buttonsWithFooter },
  { item: 'interactive.button_text', field: 'button_text', max: interactiveLimits.buttonText, place: (to, value) => listWith(to, { button_text: value }) },
  { item: 'interactive.sections[].title', field: 'title', max: interactiveLimits.sectionTitle, place: (to, value) => listWith(to, { title: value }) },
  { item: 'row description', field: 'description', max: interactiveLimits.rowDescription, place: (to, value) => listWith(to, { description: value }) },
];

function lengthAround(max: number): fc.Arbitrary<number> {
  return fc.oneof(fc.constant(max), fc.constant(max + 1), fc.integer({ min: 1, max }), fc.integer({ min: max + 1, max: max + 64 }));
}

export function lengthLimitCase(to: string): fc.Arbitrary<LengthLimitCase> {
  return fc
    .constantFrom(...placements)
    .chain((p) => lengthAround(p.max).chain((length) => textOfLength(length).map((value) => ({ p, value }))))
    .map(({ p, value }) => ({ item: p.item, field: p.field, max: p.max, value, within: value.length <= p.max, body: p.place(to, value) }));
}
