import { describe, expect, it } from 'vitest';
import { closedCustomer, detailsOf, expectAccepted, expectRefused, newCustomer, now, openCustomer, send, template, text } from './test-kit.ts';

const hour = 60 * 60 * 1000;

// Contract: sendMessage description and code 131047 (re-engagement message).
describe('send: the customer service window', () => {
  it('accepts free-form text to a customer who wrote half an hour ago', () => {
    expectAccepted(send(text(openCustomer)));
  });

  it('refuses free-form text 25 hours after the customer last wrote, with 131047', () => {
    expect(detailsOf(send(text(closedCustomer)), 131047)).toMatch(/24 hours/);
  });

  it('refuses free-form text to a customer who never wrote, with 131047', () => {
    expect(detailsOf(send(text(newCustomer)), 131047)).toMatch(/never/);
  });

  it('counts only messages to the sending number', () => {
    // The open customer wrote to numbers 1-4 only; the at-limit number never heard from them.
    const outcome = send(text(openCustomer), { phoneNumberId: '100000000000008', authorization: 'Bearer fixture-token-at-limit-0008' });
    expectRefused(outcome, 131047, 400);
  });

  it('closes the window exactly 24 hours after the last message, not before', () => {
    const lastAt = now - 30 * 60 * 1000;
    expectAccepted(send(text(openCustomer), { now: lastAt + 24 * hour }));
    expectRefused(send(text(openCustomer), { now: lastAt + 24 * hour + 1 }), 131047);
  });

  it('applies to media and interactive messages too', () => {
    expectRefused(send({ messaging_product: 'whatsapp', to: closedCustomer, type: 'image', image: { link: 'https://media.test/a.jpg' } }), 131047);
    const interactive = { type: 'cta_url', body: { text: 'Track' }, action: { name: 'cta_url', parameters: { display_text: 'Go', url: 'https://shop.test/t' } } };
    expectRefused(send({ messaging_product: 'whatsapp', to: closedCustomer, type: 'interactive', interactive }), 131047);
  });

  it('lets templates through outside the window', () => {
    expectAccepted(send(template('thank_you', undefined, 'en_US', closedCustomer)));
    expectAccepted(send(template('thank_you', undefined, 'en_US', newCustomer)));
  });

  it('matches the recipient by digits, whatever the formatting of `to`', () => {
    expectAccepted(send(text('+1 (202) 555-0101')));
  });
});
