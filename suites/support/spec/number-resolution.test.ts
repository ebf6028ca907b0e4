import { describe, expect, it } from 'vitest';
import { expectedResolution } from './number-resolution.ts';

describe('expectedResolution (section 5, item 2)', () => {
  it('acts as the only holder when the header is absent, empty or its own id', () => {
    for (const header of [undefined, '', '1']) expect(expectedResolution(['1'], header)).toEqual({ kind: 'acts-as', phoneNumberId: '1' });
  });

  it('is ambiguous for several holders without the header, listing them all', () => {
    for (const header of [undefined, '']) expect(expectedResolution(['1', '2'], header)).toMatchObject({ status: 400, code: 'ambiguous_number', holders: ['1', '2'] });
  });

  it('acts as the named holder of a shared token', () => {
    expect(expectedResolution(['1', '2'], '2')).toEqual({ kind: 'acts-as', phoneNumberId: '2' });
  });

  it('is 403 number_not_for_token for any other id, one holder or several', () => {
    expect(expectedResolution(['1'], '2')).toMatchObject({ status: 403, code: 'number_not_for_token' });
    expect(expectedResolution(['1', '2'], '3')).toMatchObject({ status: 403, code: 'number_not_for_token' });
  });

  it('refuses to judge a token nobody holds (that is a 401 case)', () => {
    expect(() => expectedResolution([], undefined)).toThrow(/401/);
  });
});
