import { describe, expect, it } from 'vitest';
import { readListQuery } from './list-query.ts';

function read(query: string) {
  return readListQuery(new URLSearchParams(query));
}

// Section 4.2: "limit: integer, 1 to 100, default 25; outside the range is 422 validation_error".
describe('list query: limit', () => {
  it('defaults to 25', () => {
    expect(read('')).toEqual({ ok: true, query: { limit: 25, sendable: undefined, cursors: [] } });
  });

  it.each(['1', '25', '99', '100', '007'])('accepts %j', (limit) => {
    const reading = read(`limit=${limit}`);
    expect(reading.ok && reading.query.limit).toBe(Number(limit));
  });

  it.each(['0', '101', 'abc', '1.5', '', '-1', '+5', ' 5', '5 ', '1e1', '5.0', '0x10', '１０', '99999999999999999999999'])('refuses %j naming query.limit (decision A3)', (limit) => {
    expect(read(`limit=${encodeURIComponent(limit)}`)).toEqual({ ok: false, problems: [{ loc: ['query', 'limit'], msg: 'must be an integer from 1 to 100' }] });
  });

  it('refuses a limit given twice, even with equal values', () => {
    expect(read('limit=5&limit=5')).toEqual({ ok: false, problems: [{ loc: ['query', 'limit'], msg: 'must be given once' }] });
  });
});

// Decision A43: "exactly true or false; anything else (True, 1, yes, empty) is 422 validation_error".
describe('list query: sendable', () => {
  it.each([
    ['true', true],
    ['false', false],
  ])('reads %j', (raw, value) => {
    const reading = read(`sendable=${raw}`);
    expect(reading.ok && reading.query.sendable).toBe(value);
  });

  it.each(['True', 'FALSE', '1', '0', 'yes', '', 'maybe'])('refuses %j naming query.sendable', (raw) => {
    expect(read(`sendable=${raw}`)).toEqual({ ok: false, problems: [{ loc: ['query', 'sendable'], msg: 'must be true or false' }] });
  });

  it('names both parameters when both are wrong, sendable first as the contract lists them (decision A4)', () => {
    const reading = read('limit=0&sendable=yes');
    expect(reading.ok ? [] : reading.problems.map((p) => p.loc)).toEqual([
      ['query', 'sendable'],
      ['query', 'limit'],
    ]);
  });
});

describe('list query: the rest', () => {
  // Decision A44: "ignores them; the result is unfiltered".
  it('ignores parameters it does not define, including would-be filters', () => {
    expect(read('name=order_update&category=UTILITY&language=en&Limit=0&page=2')).toEqual({ ok: true, query: { limit: 25, sendable: undefined, cursors: [] } });
  });

  it('collects every cursor given, empty ones too, leaving their judgement to the cursor step', () => {
    expect(read('cursor=a&cursor=')).toEqual({ ok: true, query: { limit: 25, sendable: undefined, cursors: ['a', ''] } });
  });
});
