import { describe, expect, it } from 'vitest';
import type { TemplateSendComponent } from './send-types.ts';
import { bodyValues, detailsOf, expectAccepted, send, template } from './test-kit.ts';

function header(...parameters: unknown[]): TemplateSendComponent {
  return { type: 'header', parameters } as TemplateSendComponent;
}

const image = { type: 'image', image: { link: 'https://media.test/summer.jpg' } };
const video = { type: 'video', video: { id: '1037543291543636' } };
const document = { type: 'document', document: { link: 'https://media.test/invoice.pdf', filename: 'invoice.pdf' } };
const location = { type: 'location', location: { latitude: '38.8977', longitude: '-77.0365', name: 'Store' } };

// Contract: TemplateHeaderComponent.format, HeaderSendParameter; code 132012.
describe('send: media and location headers', () => {
  it('accepts an image header by link, a video by media id, a document and a location', () => {
    expectAccepted(send(template('new_collection', [header(image), bodyValues('summer')])));
    expectAccepted(send(template('setup_guide', [header(video)])));
    expectAccepted(send(template('invoice_ready', [header(document), bodyValues('INV-1', '$20')])));
    expectAccepted(send(template('store_opening', [header(location)])));
  });

  it('refuses a media header left out with 132012, naming the expected format', () => {
    expect(detailsOf(send(template('new_collection', [bodyValues('summer')])), 132012)).toBe('header: Format mismatch, expected IMAGE, received nothing.');
    expect(detailsOf(send(template('store_opening')), 132012)).toContain('expected LOCATION');
  });

  it('refuses media of another type with 132012', () => {
    expect(detailsOf(send(template('setup_guide', [header(image)])), 132012)).toBe('header: Format mismatch, expected VIDEO, received IMAGE.');
    expect(detailsOf(send(template('invoice_ready', [header(video), bodyValues('a', 'b')])), 132012)).toContain('expected DOCUMENT');
  });

  it('refuses text for a media header with 132012', () => {
    expect(detailsOf(send(template('new_collection', [header({ type: 'text', text: 'x' }), bodyValues('summer')])), 132012)).toContain('received TEXT');
  });

  it('refuses two media values for one header with 132012', () => {
    expectAccepted(send(template('new_collection', [header(image), bodyValues('summer')])));
    expect(detailsOf(send(template('new_collection', [header(image, image), bodyValues('summer')])), 132012)).toContain('received IMAGE, IMAGE');
  });

  it('holds the location to both coordinates (a schema fault, 131008, before the template rules)', () => {
    const noLatitude = { type: 'location', location: { longitude: '-77.0365' } };
    expect(detailsOf(send(template('store_opening', [header(noLatitude)])), 131008)).toContain('latitude');
  });
});
