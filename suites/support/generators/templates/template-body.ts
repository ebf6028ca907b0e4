/**
 * The BODY of a generated template: 0 to 4 placeholders, numbered `{{1}}..{{n}}` or named from a
 * small vocabulary, in any order (section 2.4: one style per template).
 */
import fc from 'fast-check';
import type { SeededTemplate } from '../../spec/template-send-verdict.ts';
import type { PlaceholderStyle } from './template-header.ts';

export type TemplateBody = Extract<SeededTemplate['components'][number], { type: 'BODY' }>;

/** Placeholder names generated templates use; names outside it are "other names" (A27). */
const placeholderNames = ['first_name', 'order_id', 'store_name', 'discount', 'due_date', 'city'] as const;

function bodyText(keys: readonly string[]): TemplateBody {
  if (keys.length === 0) return { type: 'BODY', text: 'Thank you for your order.' };
  return { type: 'BODY', text: `Details: ${keys.map((k) => `{{${k}}}`).join(', ')}.` };
}

export function templateBody(style: PlaceholderStyle): fc.Arbitrary<TemplateBody> {
  if (style === 'POSITIONAL') return fc.integer({ min: 0, max: 4 }).map((n) => bodyText(Array.from({ length: n }, (_, i) => String(i + 1))));
  return fc.shuffledSubarray([...placeholderNames], { minLength: 0, maxLength: 4 }).map(bodyText);
}
