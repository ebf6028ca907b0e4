// Section 5, decision A15: which Authorization values carry a token at all.
import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer-token.ts';

describe('bearer token', () => {
  it.each(['Bearer abc', 'bearer abc', 'BEARER abc'])('reads %j as the token abc', (value) => {
    expect(bearerToken(value)).toBe('abc');
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Bearer  abc', 'Basic abc', 'Token abc', 'Bearer a b', 'abc'])('finds no token in %j', (value) => {
    expect(bearerToken(value)).toBeUndefined();
  });

  it('treats duplicated headers as no token', () => {
    expect(bearerToken(['Bearer abc', 'Bearer abc'])).toBeUndefined();
  });
});
