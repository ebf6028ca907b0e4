import { describe, expect, it } from 'vitest';
import type { CheckedResponse } from '../http/checked-client.ts';
import { errorBodyLeaks, rateLimitHeaders, stackTraceIn } from './error-leaks.ts';
import { holdsValue, instantsIn } from './json-search.ts';
import { isUtcTimestamp } from './utc-timestamp.ts';
import { expectValidationError, locNames } from './validation-error.ts';

function answer(status: number, json: unknown): CheckedResponse<unknown> {
  return { status, headers: {}, text: JSON.stringify(json), json };
}

describe('locNames (decision A3)', () => {
  it('finds a field whatever the loc shape', () => {
    expect(locNames(['body', 'interactive', 'buttons', 3], 'buttons')).toBe(true);
    expect(locNames(['interactive.body'], 'interactive.body')).toBe(true);
    expect(locNames(['body', 'interactive', 'sections', 0, 'rows'], 'rows')).toBe(true);
  });

  it('does not take the body source prefix for the interactive body', () => {
    expect(locNames(['body', 'interactive', 'footer'], 'interactive.body')).toBe(false);
    expect(locNames(['body', 'to'], 'text')).toBe(false);
  });
});

describe('expectValidationError (decisions A3, A4)', () => {
  it('passes a 422 naming the field and warns only on the message', () => {
    const good = answer(422, { code: 'validation_error', message: 'text: too long', detail: [{ loc: ['body', 'text'], msg: 'too long' }] });
    expect(expectValidationError(good, ['text'], 'case')).toBeUndefined();
    const prose = answer(422, { code: 'validation_error', message: 'Invalid request', detail: [{ loc: ['text'], msg: 'too long' }] });
    expect(expectValidationError(prose, ['text'], 'case')).toMatch(/A4/);
  });

  it('fails on another status, another code, or a detail naming another field', () => {
    expect(() => expectValidationError(answer(400, { code: 'validation_error', message: 'x', detail: [{ loc: ['text'], msg: 'x' }] }), ['text'], 'c')).toThrow();
    expect(() => expectValidationError(answer(422, { code: 'invalid_template', message: 'x' }), ['text'], 'c')).toThrow();
    expect(() => expectValidationError(answer(422, { code: 'validation_error', message: 'to: x', detail: [{ loc: ['to'], msg: 'x' }] }), ['text'], 'c')).toThrow();
  });
});

describe('isUtcTimestamp (decision A35)', () => {
  it('takes any precision with a zero offset', () => {
    for (const t of ['2026-11-02T09:00:00Z', '2026-11-02T09:00:00.123Z', '2026-11-02T09:00Z', '2026-11-02T09:00:00+00:00', '2026-11-02T09:00:00.5+0000']) expect(isUtcTimestamp(t), t).toBe(true);
  });

  it('refuses other offsets, local times, impossible dates and non-strings', () => {
    for (const t of ['2026-11-02T09:00:00+01:00', '2026-11-02T09:00:00', '2026-02-30T09:00:00Z', '2026-11-02 09:00:00Z', 1_700_000_000, null]) expect(isUtcTimestamp(t), String(t)).toBe(false);
  });
});

describe('error leaks (section 7 notes, section 8)', () => {
  it('finds stack traces of several runtimes', () => {
    expect(stackTraceIn('TypeError: x\n    at send (/srv/app/send.js:10:5)')).toBeDefined();
    expect(stackTraceIn('Traceback (most recent call last):\n  File "app.py", line 3')).toBeDefined();
    expect(stackTraceIn('{"code":"send_failed","message":"(#131026) Message undeliverable"}')).toBeUndefined();
  });

  it('finds the platform code, retry flags and request ids in a body', () => {
    expect(errorBodyLeaks({ code: 'send_failed', message: 'refused', upstream: { code: 131026 } }, 131026)).toHaveLength(1);
    expect(errorBodyLeaks({ code: 'rate_limited', message: 'slow down', retryable: true, request_id: 'r1' })).toHaveLength(2);
    expect(errorBodyLeaks({ code: 'send_failed', message: 'refused (#131026)' }, 131026)).toEqual([]);
  });

  it('finds rate-limit headers in any case', () => {
    expect(rateLimitHeaders({ 'retry-after': '1', 'X-RateLimit-Remaining': '0', 'content-type': 'application/json' })).toEqual(['retry-after', 'X-RateLimit-Remaining']);
  });
});

describe('holdsValue', () => {
  it('finds a string at any depth, exactly', () => {
    expect(holdsValue({ a: [{ b: 'View' }] }, 'View')).toBe(true);
    expect(holdsValue({ a: 'View more' }, 'View')).toBe(false);
  });
});

describe('instantsIn (section 6, rule 1: timestamps in payloads)', () => {
  it('reads ISO date-times with a zone and Unix seconds or milliseconds, anywhere in the tree', () => {
    const at = Date.parse('2026-11-01T10:00:00Z');
    const tree = { occurred_at: '2026-11-01T10:00:00Z', data: [{ t: at / 1000 }, { t: String(at) }, '2026-11-01T12:00:00+02:00'] };
    expect(instantsIn(tree)).toEqual([at, at, at, at]);
  });

  it('leaves out dates without a time or zone, ids and small numbers', () => {
    expect(instantsIn({ day: '2026-11-01', local: '2026-11-01T10:00:00', id: '01JD7Y2M7W8N9PQRS3T4V5W6X7', wa: '12025550101', n: 42 })).toEqual([]);
  });
});
