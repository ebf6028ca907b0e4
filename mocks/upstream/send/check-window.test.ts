import { describe, expect, it } from 'vitest';
import { closedCustomer, detailsOf, expectAccepted, expectRefused, newCustomer, now, openCustomer, send, sendRefusingNow, template, text } from './test-kit.ts';

const hour = 60 * 60 * 1000;

// Contract: sendMessage description and code 131047 (re-engagement message).
describe('send: the customer service window, refused in the answer (window-refusal-now)', () => {
  it('accepts free-form text to a customer who wrote half an hour ago', () => {
    expectAccepted(send(text(openCustomer)));
  });

  it('refuses free-form text 25 hours after the customer last wrote, with 131047', () => {
    expect(detailsOf(sendRefusingNow(text(closedCustomer)), 131047)).toMatch(/24 hours/);
  });

  it('refuses free-form text to a customer who never wrote, with 131047', () => {
    expect(detailsOf(sendRefusingNow(text(newCustomer)), 131047)).toMatch(/never/);
  });

  it('counts only messages to the sending number', () => {
    // The open customer wrote to numbers 1-4 only; the at-limit number never heard from them.
    const outcome = sendRefusingNow(text(openCustomer), { phoneNumberId: '100000000000008', authorization: 'Bearer fixture-token-at-limit-0008' });
    expectRefused(outcome, 131047, 400);
  });

  it('closes the window exactly 24 hours after the last message, not before', () => {
    const lastAt = now - 30 * 60 * 1000;
    expectAccepted(send(text(openCustomer), { now: lastAt + 24 * hour }));
    expectRefused(sendRefusingNow(text(openCustomer), { now: lastAt + 24 * hour + 1 }), 131047);
  });

  it('applies to media and interactive messages too', () => {
    expectRefused(sendRefusingNow({ messaging_product: 'whatsapp', to: closedCustomer, type: 'image', image: { link: 'https://media.test/a.jpg' } }), 131047);
    const interactive = { type: 'cta_url', body: { text: 'Track' }, action: { name: 'cta_url', parameters: { display_text: 'Go', url: 'https://shop.test/t' } } };
    expectRefused(sendRefusingNow({ messaging_product: 'whatsapp', to: closedCustomer, type: 'interactive', interactive }), 131047);
  });

  it('lets templates through outside the window', () => {
    expectAccepted(send(template('thank_you', undefined, 'en_US', closedCustomer)));
    expectAccepted(send(template('thank_you', undefined, 'en_US', newCustomer)));
  });

  it('matches the recipient by digits, whatever the formatting of `to`', () => {
    expectAccepted(send(text('+1 (202) 555-0101')));
  });
});

// The platform's usual handling (and the mock's default): the send is accepted and its message
// fails later with 131047; the answer itself says nothing about the window.
describe('send: the customer service window, failed later (default)', () => {
  it('accepts free-form text 25 hours after the customer last wrote and fails it later with 131047', () => {
    const outcome = send(text(closedCustomer));
    expectAccepted(outcome);
    if (outcome.kind !== 'accepted') throw new Error('accepted above');
    expect(outcome.laterFailure).toMatchObject({ code: 131047, details: expect.stringMatching(/24 hours/) });
  });

  it('fails a send to a customer who never wrote later, and leaves sends inside the window and templates alone', () => {
    const never = send(text(newCustomer));
    expect(never.kind === 'accepted' ? never.laterFailure?.code : never.code).toBe(131047);
    const inside = send(text(openCustomer));
    const outside = send(template('thank_you', undefined, 'en_US', closedCustomer));
    for (const outcome of [inside, outside]) {
      expectAccepted(outcome);
      expect(outcome.kind === 'accepted' ? outcome.laterFailure : 'refused').toBeUndefined();
    }
  });

  it('still refuses in the answer what the platform judges before the window', () => {
    expectRefused(send({ ...text(closedCustomer), text: {} }), 131008);
  });
});
