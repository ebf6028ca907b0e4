import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptableCode } from './arbitraries/marked-code.ts';
import { filledWording, oneTimeCodeContent, recordContent } from './record-content.ts';
import { body, fixtureTemplate, header, namedBody, templateSend } from './test-kit.ts';

// Section 2.2: `content` is "[template:<template_name>]" for a template and "Verification code
// sent" for a one-time code; decision A32.
describe('recordContent: the message record content', () => {
  it('names the template for a template send', () => {
    expect(recordContent(fixtureTemplate('order_update'), false)).toBe('[template:order_update]');
  });

  it('says only that a code was sent for a one-time-code send', () => {
    expect(recordContent(fixtureTemplate('otp_login'), true)).toBe('Verification code sent');
    expect(oneTimeCodeContent).toBe('Verification code sent');
  });
});

// Section 6: `message.sent` "carries the wording as sent, values filled in"; decision A31: for a
// one-time code the wording is "Verification code sent".
describe('filledWording: the wording as sent', () => {
  it('fills the header, the body and adds the footer, one per line', () => {
    const send = templateSend('order_update', [body('Ann', 'A-1')]);
    expect(filledWording(fixtureTemplate('order_update'), send)).toBe('Order update\nHi Ann, your order A-1 has shipped.\nReply STOP to opt out');
  });

  it('fills a text header placeholder from the header values', () => {
    const send = templateSend('delivery_window', [header({ type: 'text', text: 'Monday' }), body('P1', '9:00', '12:00')]);
    expect(filledWording(fixtureTemplate('delivery_window'), send)).toBe('Delivery on Monday\nYour parcel P1 will arrive between 9:00 and 12:00.');
  });

  it('fills named placeholders by name, whatever the order of the values', () => {
    const send = templateSend('welcome_offer', [namedBody({ store_name: 'Main St', discount: '10%', first_name: 'Ann' })]);
    expect(filledWording(fixtureTemplate('welcome_offer'), send)).toBe('Hello Ann, enjoy 10% off your next order at Main St.');
  });

  it('gives a media header no wording', () => {
    const send = templateSend('new_collection', [header({ type: 'image', image: { link: 'https://m.fixture.test/a.jpg' } }), body('autumn')]);
    expect(filledWording(fixtureTemplate('new_collection'), send)).toBe('Our autumn collection is here. Take a look!');
  });

  it('returns the template wording unchanged when it has no placeholders', () => {
    expect(filledWording(fixtureTemplate('thank_you'), templateSend('thank_you'))).toBe('Thank you for shopping with us!');
  });

  it('never contains the one-time code (decision A31)', () => {
    fc.assert(
      fc.property(acceptableCode, (code) => {
        const wording = filledWording(fixtureTemplate('otp_login'), templateSend('otp_login', [body(code)]));
        return wording === 'Verification code sent';
      }),
    );
  });
});
