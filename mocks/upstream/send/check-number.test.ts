import { describe, expect, it } from 'vitest';
import { expectRefused, openCustomer, send, text } from './test-kit.ts';

// Contract: ErrorEnvelope x-platform-error-codes 100 and 133010.
describe('send: the sending number', () => {
  it('refuses an unknown phone number id with 100, subcode 33 (object does not exist)', () => {
    const error = expectRefused(send(text(openCustomer), { phoneNumberId: '100000000000999' }), 100, 400);
    expect(error.error_subcode).toBe(33);
    expect(error.error_data?.details).toContain('100000000000999');
  });

  it('refuses a disconnected number with 133010 (not registered)', () => {
    const outcome = send(text(openCustomer), { phoneNumberId: '100000000000005', authorization: 'Bearer fixture-token-disconnected-0005' });
    expectRefused(outcome, 133010, 400);
  });

  it('judges the number before the body: a disconnected number with a broken body is still 133010', () => {
    const outcome = send({ nonsense: true }, { phoneNumberId: '100000000000005', authorization: 'Bearer fixture-token-disconnected-0005' });
    expectRefused(outcome, 133010);
  });
});
