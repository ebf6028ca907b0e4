import { describe, expect, it } from 'vitest';
import { validateSendBody } from '../validation/validate-send-body.ts';
import type { FreeFormSend } from './platform-request.ts';
import { toPlatformMessage } from './to-platform-message.ts';

const to = '12025550101';
const link = 'https://media.harness.test/files/menu.jpg';
const head = { messaging_product: 'whatsapp', recipient_type: 'individual', to };

// The accepted send for `body`, defaults applied, as the send path hands it over.
function freeForm(body: Record<string, unknown>): FreeFormSend {
  const result = validateSendBody(body);
  if (!result.ok || result.send.type === 'template') throw new Error(`not an accepted free-form send: ${JSON.stringify(result)}`);
  return result.send;
}

const map = (body: Record<string, unknown>): unknown => toPlatformMessage(freeForm(body));

// §2.1 fields → the platform's send request; A18: nothing unknown is forwarded; A21: nothing unread.
describe('platform message: text and media (§2.1, A18, A21)', () => {
  it('sends text as text.body, without preview_url or any other member', () => {
    expect(map({ to, text: 'Hello', preview_url: true, context: { message_id: 'wamid.1' }, media_url: link })).toEqual({ ...head, type: 'text', text: { body: 'Hello' } });
  });

  it('sends the recipient exactly as given', () => {
    expect(map({ to: '447700900123', text: 'Hi' })).toMatchObject({ to: '447700900123' });
  });

  it.each(['image', 'video'])('sends %s by link with its caption', (type) => {
    expect(map({ to, type, media_url: link, media_caption: 'Menu' })).toEqual({ ...head, type, [type]: { link, caption: 'Menu' } });
  });

  it.each(['image', 'video', 'document'])('leaves the caption out of %s when none is given', (type) => {
    expect(map({ to, type, media_url: link })).toEqual({ ...head, type, [type]: { link } });
  });

  it('passes an empty caption on unchanged (A20)', () => {
    expect(map({ to, type: 'image', media_url: link, media_caption: '' })).toEqual({ ...head, type: 'image', image: { link, caption: '' } });
  });

  it('never puts a caption on audio (A21)', () => {
    expect(map({ to, type: 'audio', media_url: link, media_caption: 'ignored' })).toEqual({ ...head, type: 'audio', audio: { link } });
  });

  it('sends a document with its caption and file name', () => {
    const body = { to, type: 'document', media_url: link, media_caption: 'Your invoice', media_filename: 'invoice.pdf' };
    expect(map(body)).toEqual({ ...head, type: 'document', document: { link, caption: 'Your invoice', filename: 'invoice.pdf' } });
  });

  it('puts media_filename only on documents', () => {
    expect(map({ to, type: 'image', media_url: link, media_filename: 'a.jpg' })).toEqual({ ...head, type: 'image', image: { link } });
  });
});

// §2.3 interactive kinds → the platform's button, list and cta_url messages.
describe('platform message: interactive (§2.3, A18)', () => {
  it('sends reply buttons as type button with reply buttons, and the footer', () => {
    const interactive = { type: 'buttons', body: 'Pick', footer: 'Thanks', buttons: [{ id: 'y', title: 'Yes', extra: 1 }, { id: 'n', title: 'No' }] };
    expect(map({ to, type: 'interactive', interactive })).toEqual({
      ...head,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Pick' },
        footer: { text: 'Thanks' },
        action: { buttons: [{ type: 'reply', reply: { id: 'y', title: 'Yes' } }, { type: 'reply', reply: { id: 'n', title: 'No' } }] },
      },
    });
  });

  it('sends a list with its button text, sections and rows', () => {
    const sections = [{ title: 'Sizes', rows: [{ id: 's', title: 'Small', description: 'Fits one' }, { id: 'l', title: 'Large' }] }];
    expect(map({ to, type: 'interactive', interactive: { type: 'list', body: 'Choose', button_text: 'Sizes', sections } })).toEqual({
      ...head,
      type: 'interactive',
      interactive: { type: 'list', body: { text: 'Choose' }, action: { button: 'Sizes', sections } },
    });
  });

  it('opens a list with View when button_text is left out', () => {
    const interactive = { type: 'list', body: 'Choose', sections: [{ title: 'S', rows: [{ id: 'a', title: 'A' }] }] };
    expect(map({ to, type: 'interactive', interactive })).toMatchObject({ interactive: { action: { button: 'View' } } });
    expect(toPlatformMessage({ to, type: 'interactive', interactive: interactive as never })).toMatchObject({ interactive: { action: { button: 'View' } } });
  });

  it('sends a link button as cta_url with display_text and url', () => {
    const interactive = { type: 'cta_url', body: 'Track', cta: { display_text: 'Open', url: 'https://shop.harness.test/o/1', target: '_blank' } };
    expect(map({ to, type: 'interactive', interactive })).toEqual({
      ...head,
      type: 'interactive',
      interactive: { type: 'cta_url', body: { text: 'Track' }, action: { name: 'cta_url', parameters: { display_text: 'Open', url: 'https://shop.harness.test/o/1' } } },
    });
  });

  it('drops unknown members of the interactive object, sections and rows', () => {
    const interactive = { type: 'list', body: 'B', header: { type: 'text', text: 'H' }, sections: [{ title: 'S', x: 1, rows: [{ id: 'a', title: 'A', y: 2 }] }] };
    const sent = JSON.stringify(map({ to, type: 'interactive', interactive }));
    for (const member of ['header', '"x"', '"y"']) expect(sent).not.toContain(member);
  });

  it('does not change the send it maps', () => {
    const send = freeForm({ to, type: 'interactive', interactive: { type: 'buttons', body: 'Pick', buttons: [{ id: 'y', title: 'Yes' }] } });
    const before = structuredClone(send);
    toPlatformMessage(send);
    expect(send).toEqual(before);
  });
});
