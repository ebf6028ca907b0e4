// Section 7: what the platform's answers mean to the gateway.
import { describe, expect, it } from 'vitest';
import { outcomeRefusal } from '../send/outcome-refusal.ts';
import { readSendAnswer } from './platform-answer.ts';

const envelope = (code: number, message: string, details?: string) => ({
  error: { message, type: 'OAuthException', code, ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}), fbtrace_id: 'x' },
});

describe('platform answers', () => {
  it('reads the platform message id of an accepted send', () => {
    expect(readSendAnswer(200, { messaging_product: 'whatsapp', messages: [{ id: 'wamid.A' }] })).toEqual({ kind: 'accepted', waMessageId: 'wamid.A' });
  });

  it('counts a 200 without a message id as an outage, not a success', () => {
    expect(readSendAnswer(200, {}).kind).toBe('outage');
  });

  it('keeps the refusal reason with its details as prose', () => {
    expect(readSendAnswer(400, envelope(132000, 'Number of parameters does not match', 'body: expected 2, got 1'))).toEqual({
      kind: 'refused',
      platformCode: 132000,
      reason: 'Number of parameters does not match: body: expected 2, got 1',
    });
  });

  it('treats a 5xx or an unreadable body as an outage', () => {
    expect(readSendAnswer(503, undefined).kind).toBe('outage');
    expect(readSendAnswer(500, envelope(131000, 'Something went wrong')).kind).toBe('outage');
  });
});

describe('outcome refusals (decision A57)', () => {
  it.each([130429, 131056])('maps platform code %i to 429 rate_limited', (code) => {
    expect(outcomeRefusal({ kind: 'refused', platformCode: code, reason: 'slow down' })).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });

  it('maps any other refusal to 502 send_failed with the reason, without the numeric code', () => {
    const refused = outcomeRefusal({ kind: 'refused', platformCode: 131026, reason: 'Message undeliverable' });
    expect(refused).toMatchObject({ status: 502, body: { code: 'send_failed' } });
    expect(refused.body.message).toContain('Message undeliverable');
    expect(refused.body.message).not.toContain('131026');
  });

  it('maps an outage to 502 send_failed', () => {
    expect(outcomeRefusal({ kind: 'outage', reason: 'the platform did not answer in time' })).toMatchObject({ status: 502, body: { code: 'send_failed' } });
  });
});
