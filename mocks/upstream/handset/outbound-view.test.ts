// The handset shows a send as the customer's phone would: templates with their values filled in
// (section 2.4), a copy-code button carrying the one-time code, interactive buttons, list rows
// and link buttons (section 2.3), media by link and caption.
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { stateFromWorld } from '../state/from-world.ts';
import { outboundContent, type TemplateFinder } from './outbound-view.ts';

const state = stateFromWorld(bundledWorld('development'));
const find: TemplateFinder = (name, language) => state.templates.get('200000000000101')?.find((t) => t.name === name && t.language === language);

describe('what the customer sees of a send', () => {
  it('fills a template: text header, numbered body, footer and the URL button', () => {
    const body = {
      type: 'template',
      template: {
        name: 'order_ready',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: 'Ada' }, { type: 'text', text: 'A-17' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'A-17' }] },
        ],
      },
    };
    expect(outboundContent(body, find)).toEqual({
      kind: 'template',
      name: 'order_ready',
      language: 'en_US',
      category: 'UTILITY',
      header: { text: 'Your order is ready' },
      body: 'Hi Ada, order A-17 is ready for pick-up at the counter.',
      footer: 'Corner Bakery',
      buttons: [{ type: 'URL', text: 'View order', url: 'https://bakery.dev.test/orders/A-17' }],
    });
  });

  it('puts the one-time code on the copy-code button', () => {
    const body = {
      type: 'template',
      template: {
        name: 'login_code',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    };
    const content = outboundContent(body, find);
    expect(content).toMatchObject({ kind: 'template', body: '482913 is your verification code. For your security, do not share this code.' });
    expect(content.kind === 'template' && content.buttons).toEqual([{ type: 'OTP', text: 'Copy code', code: '482913' }]);
  });

  it('gives quick replies the payload the platform returns, the button text when none was sent', () => {
    const body = { type: 'template', template: { name: 'pickup_reminder', language: { code: 'en_US' }, components: [{ type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'RESCHEDULE-7' }] }] } };
    const content = outboundContent(body, find);
    expect(content.kind === 'template' && content.buttons.map((b) => b.payload)).toEqual(['Confirm', 'RESCHEDULE-7']);
  });

  it('shows an image header by its link', () => {
    const body = { type: 'template', template: { name: 'fresh_batch', language: { code: 'en_US' }, components: [{ type: 'header', parameters: [{ type: 'image', image: { link: 'https://cdn.dev.test/rolls.jpg' } }] }, { type: 'body', parameters: [{ type: 'text', text: 'rolls' }] }] } };
    expect(outboundContent(body, find)).toMatchObject({ header: { media: { mediaType: 'image', url: 'https://cdn.dev.test/rolls.jpg', caption: null } }, body: 'A fresh batch of rolls just came out of the oven.' });
  });

  it('reads reply buttons, list rows and a link button', () => {
    const buttons = { type: 'interactive', interactive: { type: 'button', body: { text: 'Today?' }, footer: { text: 'Corner Bakery' }, action: { buttons: [{ type: 'reply', reply: { id: 'yes', title: 'Yes' } }] } } };
    expect(outboundContent(buttons, find)).toMatchObject({ kind: 'interactive', style: 'buttons', body: 'Today?', footer: 'Corner Bakery', buttons: [{ id: 'yes', title: 'Yes' }] });
    const list = { type: 'interactive', interactive: { type: 'list', body: { text: 'Pick a loaf' }, action: { button: 'Loaves', sections: [{ title: 'Bread', rows: [{ id: 'rye', title: 'Rye', description: 'Dark and dense' }, { id: 'white', title: 'White' }] }] } } };
    expect(outboundContent(list, find)).toMatchObject({ style: 'list', list: { buttonText: 'Loaves', sections: [{ title: 'Bread', rows: [{ id: 'rye', title: 'Rye', description: 'Dark and dense' }, { id: 'white', title: 'White', description: null }] }] } });
    const cta = { type: 'interactive', interactive: { type: 'cta_url', body: { text: 'Menu' }, action: { name: 'cta_url', parameters: { display_text: 'Open menu', url: 'https://bakery.dev.test/menu' } } } };
    expect(outboundContent(cta, find)).toMatchObject({ style: 'cta_url', cta: { displayText: 'Open menu', url: 'https://bakery.dev.test/menu' } });
  });

  it('shows text and media with caption and file name', () => {
    expect(outboundContent({ type: 'text', text: { body: 'Hello' } }, find)).toEqual({ kind: 'text', text: 'Hello' });
    expect(outboundContent({ to: '1', text: { body: 'no type means text' } }, find)).toEqual({ kind: 'text', text: 'no type means text' });
    expect(outboundContent({ type: 'document', document: { link: 'https://files.dev.test/r.pdf', caption: 'Receipt', filename: 'r.pdf' } }, find)).toEqual({
      kind: 'media',
      mediaType: 'document',
      url: 'https://files.dev.test/r.pdf',
      caption: 'Receipt',
      filename: 'r.pdf',
    });
  });

  it('names a template it cannot find rather than guessing its wording', () => {
    expect(outboundContent({ type: 'template', template: { name: 'gone', language: { code: 'en' } } }, find)).toEqual({ kind: 'other', summary: 'template gone (en)' });
  });
});
