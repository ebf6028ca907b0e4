import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../contracts/index.ts';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { checkShape } from './check-shape.ts';
import { isRefusal } from './refusal.ts';
import { detailsOf, expectAccepted, expectRefused, openCustomer, send, template, text } from './test-kit.ts';

const to = openCustomer;

function message(type: string, content: unknown): Record<string, unknown> {
  return { messaging_product: 'whatsapp', to, type, [type]: content };
}

function buttons(titles: string[]): unknown {
  return { type: 'button', body: { text: 'Pick one' }, action: { buttons: titles.map((title, i) => ({ type: 'reply', reply: { id: `b${i}`, title } })) } };
}

function list(rowsPerSection: number[]): unknown {
  const sections = rowsPerSection.map((rows, s) => ({ title: `S${s}`, rows: Array.from({ length: rows }, (_, r) => ({ id: `${s}-${r}`, title: `Row ${r}` })) }));
  return { type: 'list', body: { text: 'Choose' }, action: { button: 'Open', sections } };
}

// Contract section 2.1: SendMessageRequest and its members.
describe('send: request shape', () => {
  it('accepts every non-template request example of the contract', () => {
    const op = loadContract('upstream').paths?.['/{version}/{phone_number_id}/messages']?.post;
    const content = op?.requestBody && 'content' in op.requestBody ? op.requestBody.content['application/json'] : undefined;
    // Read receipts share the endpoint but are not sends; `check-read.test.ts` takes that example.
    const examples = Object.entries(content?.examples ?? {}).filter(([name]) => !name.startsWith('template') && name !== 'authentication' && name !== 'markAsRead');
    expect(examples.length).toBeGreaterThan(4);
    for (const [, example] of examples) {
      const value = 'value' in example ? (example.value as Record<string, unknown>) : {};
      expectAccepted(send({ ...value, to }));
    }
  });

  it('judges a body by its own type as the whole union would: every example, and each broken several ways', () => {
    const union = schemaCompiler('upstream').component('SendMessageRequest');
    const op = loadContract('upstream').paths?.['/{version}/{phone_number_id}/messages']?.post;
    const content = op?.requestBody && 'content' in op.requestBody ? op.requestBody.content['application/json'] : undefined;
    const examples = Object.entries(content?.examples ?? {}).flatMap(([name, example]) => (name !== 'markAsRead' && 'value' in example ? [example.value as Record<string, unknown>] : []));
    const types = ['text', 'image', 'video', 'audio', 'document', 'interactive', 'template', 'sticker', 7];
    const variants = examples.flatMap((example) => [
      example,
      ...Object.keys(example).map((key) => Object.fromEntries(Object.entries(example).filter(([k]) => k !== key))),
      ...types.map((type) => ({ ...example, type })),
      { ...example, [String(example.type)]: {} },
      { ...example, extra: true },
    ]);
    expect(variants.length).toBeGreaterThan(100);
    for (const body of variants) {
      // Interactive bodies the contract accepts can still break its own limits (x- keywords), which only the walk sees.
      if (body.type === 'interactive' && union(body)) continue;
      expect(isRefusal(checkShape(body)), JSON.stringify(body)).toBe(!union(body));
    }
  });

  it.each([null, [], 'text', 42])('refuses a body that is not a JSON object (%j) with 100', (body) => {
    expectRefused(send(body), 100, 400);
  });

  it('refuses a missing messaging_product with 131008, naming it', () => {
    const { messaging_product: _, ...rest } = text(to);
    expect(detailsOf(send(rest), 131008)).toContain('messaging_product');
  });

  it('refuses a messaging_product other than whatsapp with 131009', () => {
    expect(detailsOf(send({ ...text(to), messaging_product: 'sms' }), 131009)).toContain('messaging_product');
  });

  it('refuses a missing `to` with 131008 and a `to` that is not a phone number with 131009', () => {
    const { to: _, ...rest } = text(to);
    expect(detailsOf(send(rest), 131008)).toContain("'to'");
    expect(detailsOf(send(text('call-me-maybe')), 131009)).toContain("'to'");
    expect(detailsOf(send(text('1234567890123456')), 131009)).toContain("'to'");
  });

  // The platform's messages reference gives `type` a default of text.
  it('reads a send without type as text, and refuses a type outside the subset with 100', () => {
    const { type: _, ...rest } = text(to);
    const accepted = send(rest);
    expectAccepted(accepted);
    expect(accepted.kind === 'accepted' && accepted.message.type).toBe('text');
    expect(detailsOf(send(message('sticker', { id: '1' })), 100)).toContain('sticker');
  });

  it('asks a send without type for its text, whatever other content it carries', () => {
    expect(detailsOf(send({ messaging_product: 'whatsapp', to }), 131008)).toContain("'text'");
    expect(detailsOf(send({ messaging_product: 'whatsapp', to, image: { link: 'https://media.test/a.jpg' } }), 131008)).toContain("'text'");
    expect(detailsOf(send({ messaging_product: 'whatsapp', to, text: { body: 'x'.repeat(4097) } }), 131009)).toContain('text.body');
  });

  it('refuses a member the subset leaves out with 100, naming it', () => {
    expect(detailsOf(send({ ...text(to), context: { message_id: 'wamid.x' } }), 100)).toContain('"context"');
  });

  it('refuses a recipient_type other than individual with 131009', () => {
    expectRefused(send({ ...text(to), recipient_type: 'group' }), 131009);
  });

  it('names the missing member of the content: text.body', () => {
    expect(detailsOf(send(message('text', { preview_url: true })), 131008)).toContain('text.body');
  });

  it('holds text to 4096 characters', () => {
    expectAccepted(send(text(to, 'x'.repeat(4096))));
    expect(detailsOf(send(text(to, 'x'.repeat(4097))), 131009)).toContain('text.body');
  });

  it('holds captions to 1024 characters', () => {
    expectAccepted(send(message('image', { link: 'https://media.test/a.jpg', caption: 'c'.repeat(1024) })));
    expect(detailsOf(send(message('image', { link: 'https://media.test/a.jpg', caption: 'c'.repeat(1025) })), 131009)).toContain('image.caption');
    expectRefused(send(message('document', { id: '1', caption: 'c'.repeat(1025) })), 131009);
  });

  it('takes media by id or by link, not both and not neither', () => {
    expectRefused(send(message('image', { id: '1', link: 'https://media.test/a.jpg' })), 131009);
    expectRefused(send(message('audio', {})), 131008);
    expectRefused(send(message('video', { link: 'ftp://media.test/a.mp4' })), 131009);
  });

  it('takes the voice-note flag on audio, and only a boolean there', () => {
    expectAccepted(send(message('audio', { link: 'https://media.test/note.ogg', voice: true })));
    expectAccepted(send(message('audio', { id: '1037543291543636', voice: false })));
    expect(detailsOf(send(message('audio', { link: 'https://media.test/note.ogg', voice: 'yes' })), 131009)).toContain('audio.voice');
    expect(detailsOf(send(message('image', { link: 'https://media.test/a.jpg', voice: true })), 100)).toContain('"voice"');
  });

  it('holds reply buttons to three, titles to 20 characters, all different', () => {
    expectAccepted(send(message('interactive', buttons(['Yes', 'No', 'Maybe']))));
    expectRefused(send(message('interactive', buttons(['A', 'B', 'C', 'D']))), 131009);
    expect(detailsOf(send(message('interactive', buttons(['t'.repeat(21)]))), 131009)).toContain('title');
    expect(detailsOf(send(message('interactive', buttons(['Same', 'Same']))), 131009)).toContain('unique');
  });

  it('holds a list to ten rows over all its sections', () => {
    expectAccepted(send(message('interactive', list([5, 5]))));
    expect(detailsOf(send(message('interactive', list([6, 5]))), 131009)).toContain('sections[].rows');
  });

  it('holds an interactive body to 1024 characters', () => {
    const content = { type: 'cta_url', body: { text: 'b'.repeat(1025) }, action: { name: 'cta_url', parameters: { display_text: 'Go', url: 'https://shop.test' } } };
    expect(detailsOf(send(message('interactive', content)), 131009)).toContain('interactive.body.text');
  });

  it('refuses an interactive type outside the subset with 131009', () => {
    expect(detailsOf(send(message('interactive', { type: 'product', body: { text: 'x' } })), 131009)).toContain('interactive.type');
  });

  it('names a missing template language with 131008', () => {
    const body = { messaging_product: 'whatsapp', to, type: 'template', template: { name: 'thank_you' } };
    expect(detailsOf(send(body), 131008)).toContain('template.language');
  });

  it('follows template components by type and parameters by their type', () => {
    expectRefused(send(template('thank_you', [{ type: 'footer', parameters: [] } as never])), 131009);
    const noText = { type: 'body', parameters: [{ type: 'text' }] } as never;
    expect(detailsOf(send(template('order_cancelled', [noText])), 131008)).toContain('template.components[0].parameters[0].text');
    const sticker = { type: 'header', parameters: [{ type: 'sticker', sticker: {} }] } as never;
    expectRefused(send(template('new_collection', [sticker])), 131009);
  });

  it('refuses a button index outside 0-9 with 131009', () => {
    const button = { type: 'button', sub_type: 'quick_reply', index: '10', parameters: [{ type: 'payload', payload: 'x' }] } as never;
    expectRefused(send(template('appointment_reminder', [button])), 131009);
  });

  it('refuses a content member of the wrong JSON type with 131009', () => {
    expect(detailsOf(send(message('text', 'Hello')), 131009)).toContain("'text' must be an object");
    expect(detailsOf(send(message('interactive', 'Hello')), 131009)).toContain("'interactive' must be an object");
    expect(detailsOf(send(template('thank_you', {} as never)), 131009)).toContain("'template.components' must be an array");
  });

  it('refuses an empty parameter list with 131008', () => {
    expectRefused(send(template('order_cancelled', [{ type: 'body', parameters: [] }])), 131008);
  });
});
