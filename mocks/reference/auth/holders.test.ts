// Section 5, items 1–3 and decision A12: which connected numbers a presented token authenticates.
import { describe, expect, it } from 'vitest';
import type { ConnectedNumber, GatewayState } from '../state/gateway-state.ts';
import { holdersOf } from './holders.ts';

const number = (phoneNumberId: string, token: string, connection: ConnectedNumber['connection'] = 'CONNECTED') =>
  ({ phoneNumberId, token, connection }) as ConnectedNumber;
const stateOf = (...numbers: ConnectedNumber[]) => ({ numbers: new Map(numbers.map((n) => [n.phoneNumberId, n])) }) as unknown as GatewayState;
const ids = (holders: ConnectedNumber[]) => holders.map((n) => n.phoneNumberId);

describe('the holders of a token', () => {
  it('are the connected numbers whose token is the presented one, byte for byte', () => {
    const state = stateOf(number('1', 'tok_a'), number('2', 'tok_a'), number('3', 'tok_b'), number('4', 'tok_a', 'DISCONNECTED'));
    expect(ids(holdersOf(state, 'tok_a'))).toEqual(['1', '2']);
    expect(ids(holdersOf(state, 'tok_b'))).toEqual(['3']);
    expect(ids(holdersOf(state, 'tok_'))).toEqual([]);
    expect(ids(holdersOf(state, 'tok_aa'))).toEqual([]);
  });

  it('follow a rotated token at once: the old one holds nothing, the new one its number', () => {
    const rotated = number('1', 'tok_old');
    const state = stateOf(rotated);
    expect(ids(holdersOf(state, 'tok_old'))).toEqual(['1']);
    rotated.token = 'tok_new';
    expect(ids(holdersOf(state, 'tok_old'))).toEqual([]);
    expect(ids(holdersOf(state, 'tok_new'))).toEqual(['1']);
  });
});
