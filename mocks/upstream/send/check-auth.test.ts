import { describe, expect, it } from 'vitest';
import { expectAccepted, expectRefused, freshState, mainAuth, mainNumber, openCustomer, send, text } from './test-kit.ts';

// Contract: POST /{version}/{phone_number_id}/messages, bearerAuth; responses 401 and 403.
describe('send: who is calling', () => {
  it('refuses a request without an Authorization header with 104 and 401', () => {
    const error = expectRefused(send(text(openCustomer), { authorization: undefined }), 104, 401);
    expect(error.type).toBe('OAuthException');
  });

  it('treats "Bearer" with no token as no token (104)', () => {
    expectRefused(send(text(openCustomer), { authorization: 'Bearer   ' }), 104, 401);
  });

  it('refuses a header that is not "Bearer <token>" with 190', () => {
    expectRefused(send(text(openCustomer), { authorization: 'Basic Zm9vOmJhcg==' }), 190, 401);
    expectRefused(send(text(openCustomer), { authorization: 'fixture-token-main-0001' }), 190, 401);
  });

  it('refuses a token the platform never issued with 190, typed OAuthException', () => {
    const error = expectRefused(send(text(openCustomer), { authorization: 'Bearer not-a-token' }), 190, 401);
    expect(error.type).toBe('OAuthException');
    expect(error.error_data).toBeUndefined();
  });

  it('refuses a valid token of another number with the permission error 200 and 403', () => {
    expectRefused(send(text(openCustomer), { authorization: 'Bearer fixture-token-shared-0003' }), 200, 403);
  });

  it('accepts a token shared by two numbers on either of them', () => {
    const auth = 'Bearer fixture-token-shared-0003';
    expectAccepted(send(text(openCustomer), { phoneNumberId: '100000000000003', authorization: auth }));
    expectAccepted(send(text(openCustomer), { phoneNumberId: '100000000000004', authorization: auth }));
  });

  it('reads the scheme case-insensitively and tolerates surrounding blanks', () => {
    expectAccepted(send(text(openCustomer), { authorization: '  bearer fixture-token-main-0001 ' }));
  });

  it('reads a header sent again as it read it, and judges its token against the tokens in force now', () => {
    const state = freshState();
    expectAccepted(send(text(openCustomer), { authorization: mainAuth }, state));
    const number = state.numbers.get(mainNumber);
    if (!number) throw new Error('the default world has no main number');
    number.token = 'a-new-token';
    expectRefused(send(text(openCustomer), { authorization: mainAuth }, state), 190, 401);
    expectAccepted(send(text(openCustomer), { authorization: 'Bearer a-new-token' }, state));
    // A header without a token between two with one: each is read for itself, not as the last was.
    expectRefused(send(text(openCustomer), { authorization: 'Bearer' }, state), 104, 401);
    expectAccepted(send(text(openCustomer), { authorization: 'Bearer a-new-token' }, state));
  });

  it('judges the caller before the number: an unknown token on an unknown number is 190', () => {
    expectRefused(send(text(openCustomer), { phoneNumberId: '999', authorization: 'Bearer nope' }), 190);
  });
});
