import { describe, expect, it } from 'vitest';
import { bodyValues, detailsOf, expectAccepted, expectRefused, send, template, urlButton } from './test-kit.ts';

const orderUpdate = [bodyValues('Ada', '0042'), urlButton('0', '0042')];

// Contract: TemplateSendContent (name, language) and codes 132001, 132015, 132016.
describe('send: which template', () => {
  it('accepts an approved template by name and exact language', () => {
    expectAccepted(send(template('order_update', orderUpdate, 'en_US')));
    expectAccepted(send(template('order_update', orderUpdate, 'en')));
  });

  it('refuses a name the business account does not have with 132001', () => {
    expect(detailsOf(send(template('no_such_template')), 132001)).toContain('no_such_template');
  });

  it('refuses a known name in a language it was not created in with 132001, saying so', () => {
    const error = expectRefused(send(template('order_update', orderUpdate, 'fr')), 132001, 400);
    expect(error.error_data?.details).toMatch(/translation fr/);
    expect(error.message).toMatch(/translation/);
  });

  it('does not fall back from a locale to its language: en_GB is not en', () => {
    expectRefused(send(template('order_update', orderUpdate, 'en_GB')), 132001);
  });

  it('only looks at the business account of the sending number', () => {
    // welcome_offer belongs to the main account, not to the outlet account of number 3.
    const outcome = send(template('welcome_offer'), { phoneNumberId: '100000000000003', authorization: 'Bearer fixture-token-shared-0003' });
    expectRefused(outcome, 132001);
  });

  it('refuses a paused template with 132015', () => {
    expectRefused(send(template('weekend_deal')), 132015, 400);
  });

  it('refuses a disabled template with 132016', () => {
    expectRefused(send(template('clearance_sale')), 132016, 400);
  });

  it.each([
    ['loyalty_points', 'PENDING'],
    ['summer_preview', 'PENDING'],
    ['flash_giveaway', 'REJECTED'],
    ['prize_draw', 'IN_APPEAL'],
    ['holiday_greeting', 'ARCHIVED'],
    ['old_coupon', 'PENDING_DELETION'],
    ['survey_invite', 'DELETED'],
    ['new_arrivals', 'LIMIT_EXCEEDED'],
  ])('refuses %s (%s on the platform) as not approved, with 132001', (name, status) => {
    expect(detailsOf(send(template(name)), 132001)).toContain(status);
  });

  it.each(['spring_sale', 'terms_update'])('sends %s, flagged or locked but approved on the platform', (name) => {
    expectAccepted(send(template(name)));
  });
});
