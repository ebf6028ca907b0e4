/**
 * The BUTTONS of a generated template: up to three of a static URL, a URL with `{{1}}` (needs a
 * value at its index), a quick reply (takes an optional payload) and a phone number (takes
 * nothing), in any order (section 2.5, "What the components ask you to send").
 */
import fc from 'fast-check';
import type { SeededTemplate } from '../../spec/template-send-verdict.ts';

export type TemplateButtons = Extract<SeededTemplate['components'][number], { type: 'BUTTONS' }>;
type Button = TemplateButtons['buttons'][number];

const kinds: Button[] = [
  { type: 'URL', text: 'Open page', url: 'https://shop.fixture.test/page' },
  { type: 'URL', text: 'Track', url: 'https://shop.fixture.test/track/{{1}}' },
  { type: 'QUICK_REPLY', text: 'Yes please' },
  { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+12025550199' },
];

export const templateButtons: fc.Arbitrary<TemplateButtons | undefined> = fc
  .array(fc.constantFrom(...kinds), { maxLength: 3 })
  .map((buttons) => (buttons.length === 0 ? undefined : { type: 'BUTTONS', buttons: buttons.map((b) => ({ ...b })) }));
