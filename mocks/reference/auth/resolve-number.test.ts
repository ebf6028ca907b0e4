// Section 5, item 2: which number a request acts as, row by row.
import { describe, expect, it } from 'vitest';
import type { ConnectedNumber } from '../state/gateway-state.ts';
import { resolveNumber } from './resolve-number.ts';

const number = (id: string): ConnectedNumber => ({
  phoneNumberId: id,
  displayPhoneNumber: `+${id}`,
  businessAccountId: '2001',
  workspaceId: 'ws',
  token: 'shared',
  connection: 'CONNECTED',
  takeover: { enabled: true, windowMinutes: 60 },
  callbackOverride: false,
});

describe('number resolution', () => {
  const one = [number('101')];
  const several = [number('101'), number('102')];

  it.each([undefined, ''])('acts as the only number when the header is %j', (header) => {
    expect(resolveNumber(one, header)).toMatchObject({ ok: true, number: { phoneNumberId: '101' } });
  });

  it('acts as the only number when the header names it', () => {
    expect(resolveNumber(one, '101')).toMatchObject({ ok: true, number: { phoneNumberId: '101' } });
  });

  it('refuses another id with 403 number_not_for_token', () => {
    expect(resolveNumber(one, '999')).toMatchObject({ ok: false, refusal: { status: 403, body: { code: 'number_not_for_token' } } });
    expect(resolveNumber(several, '999')).toMatchObject({ ok: false, refusal: { status: 403, body: { code: 'number_not_for_token' } } });
  });

  it.each([undefined, ''])('is ambiguous for a shared token with header %j and lists the held ids', (header) => {
    expect(resolveNumber(several, header)).toMatchObject({
      ok: false,
      refusal: { status: 400, body: { code: 'ambiguous_number', phone_number_ids: ['101', '102'] } },
    });
  });

  it('acts as the named number of a shared token', () => {
    expect(resolveNumber(several, '102')).toMatchObject({ ok: true, number: { phoneNumberId: '102' } });
  });

  it('matches ids exactly, without trimming (decision A64)', () => {
    expect(resolveNumber(one, ' 101')).toMatchObject({ ok: false });
  });
});
