/**
 * The HEADER of a generated template (section 2.5): none, static text, text with `{{1}}` (numbered
 * templates only: a named header placeholder is not settled by the spec, decision A27), or a
 * media or location header.
 */
import fc from 'fast-check';
import type { SeededTemplate } from '../../spec/template-send-verdict.ts';

export type TemplateHeader = Extract<SeededTemplate['components'][number], { type: 'HEADER' }>;
export type PlaceholderStyle = 'POSITIONAL' | 'NAMED';

const fixed: TemplateHeader[] = [
  { type: 'HEADER', format: 'TEXT', text: 'Your update' },
  { type: 'HEADER', format: 'IMAGE' },
  { type: 'HEADER', format: 'VIDEO' },
  { type: 'HEADER', format: 'DOCUMENT' },
  { type: 'HEADER', format: 'LOCATION' },
];

const numberedText: TemplateHeader = { type: 'HEADER', format: 'TEXT', text: 'Update on {{1}}' };

export function templateHeader(style: PlaceholderStyle): fc.Arbitrary<TemplateHeader | undefined> {
  const choices: (TemplateHeader | undefined)[] = [undefined, ...fixed, ...(style === 'POSITIONAL' ? [numberedText] : [])];
  return fc.constantFrom(...choices);
}
