import { describe, expect, it } from 'vitest';
import { checkSend } from '../../upstream/send/check-send.ts';
import { freshState, mainAuth, mainNumber, now, openCustomer } from '../../upstream/send/test-kit.ts';
import { validateSendBody } from '../validation/validate-send-body.ts';
import { toPlatformMessage } from './to-platform-message.ts';

const link = 'https://media.harness.test/files/menu.jpg';
const rows = (prefix: string, count: number): unknown[] => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, title: `Row ${i}`, description: 'Second line' }));

// Every gateway body here is valid for the gateway and within the platform's own limits.
const sends: [string, Record<string, unknown>][] = [
  ['text', { text: 'Hello' }],
  ['text of 4096 characters', { text: 'é'.repeat(4096) }],
  ['text with unknown fields', { text: 'Hi', preview_url: true, context: { message_id: 'wamid.1' } }],
  ['image with caption', { type: 'image', media_url: link, media_caption: 'c'.repeat(1024) }],
  ['image with an empty caption', { type: 'image', media_url: link, media_caption: '' }],
  ['video', { type: 'video', media_url: link }],
  ['audio with a caption the gateway ignores', { type: 'audio', media_url: link, media_caption: 'ignored', media_filename: 'x' }],
  ['document with caption and file name', { type: 'document', media_url: link, media_caption: 'Invoice', media_filename: 'invoice.pdf' }],
  ['three reply buttons and a footer', { type: 'interactive', interactive: { type: 'buttons', body: 'Pick', footer: 'f'.repeat(60), buttons: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }] } }],
  ['one reply button', { type: 'interactive', interactive: { type: 'buttons', body: 'Pick', buttons: [{ id: 'a', title: 'OK', extra: true }] } }],
  ['a list with the default button text', { type: 'interactive', interactive: { type: 'list', body: 'Choose', sections: [{ title: 'S', rows: rows('r', 1) }] } }],
  [
    'a list of ten rows over sections, with limits at their edges',
    { type: 'interactive', interactive: { type: 'list', body: 'Choose', footer: 'Footer', button_text: 'b'.repeat(20), sections: [{ title: 't'.repeat(24), rows: rows('a', 6) }, { title: 'More', rows: rows('b', 4) }] } },
  ],
  ['a link button', { type: 'interactive', interactive: { type: 'cta_url', body: 'Track', footer: 'Thanks', cta: { display_text: 'Open', url: 'https://shop.harness.test/o/1' } } }],
];

// The reference and the upstream mock must fit: what the reference sends, the mock accepts.
describe('platform message: accepted by the upstream mock', () => {
  it.each(sends)('the platform accepts the mapped %s', (_, body) => {
    const result = validateSendBody({ to: openCustomer, ...body });
    if (!result.ok || result.send.type === 'template') throw new Error(`the gateway refused it: ${JSON.stringify(result)}`);
    const outcome = checkSend(freshState(), { phoneNumberId: mainNumber, authorization: mainAuth, now, body: toPlatformMessage(result.send) });
    expect(outcome.kind, JSON.stringify(outcome.kind === 'refused' ? outcome.body : undefined)).toBe('accepted');
  });
});
