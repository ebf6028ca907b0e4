// The wire helpers rewrite how an answer is written, never what it says.
import { describe, expect, it } from 'vitest';
import type { WireExchange } from '../../faulty/kit/wire.ts';
import { nonJsonBodyAs415, oversizedBodyAs413 } from '../builds/refusals.ts';
import { errorProseReworded, keysReorderedAndIndented, timestampsWithOffset } from '../builds/wire-format.ts';
import { chainWire, mapTree, withJson } from './json-answer.ts';

function exchange(overrides: Partial<WireExchange>): WireExchange {
  return { method: 'POST', path: '/api/v2/messages', requestHeaders: { 'content-type': 'application/json' }, status: 200, headers: { 'content-type': 'application/json' }, body: '{}', ...overrides };
}

const refusal = JSON.stringify({ code: 'validation_error', message: 'body: not JSON', detail: [{ loc: ['body'], msg: 'not JSON' }] });

describe('variant wire kit', () => {
  it('maps every value of a tree and leaves a body that is not JSON alone', () => {
    expect(mapTree({ a: [1, { b: 2 }] }, (v) => (typeof v === 'number' ? v * 10 : v))).toEqual({ a: [10, { b: 20 }] });
    const text = exchange({ body: 'not json' });
    expect(withJson(text, () => null)).toBe(text);
  });

  it('writes timestamps with +00:00 and keeps other strings', () => {
    const answer = timestampsWithOffset.wire!(exchange({ body: JSON.stringify({ created_at: '2026-11-01T10:00:00.000Z', content: '2026-11-01T10:00:00.000Z is when' }) }));
    expect(JSON.parse(answer.body)).toEqual({ created_at: '2026-11-01T10:00:00.000+00:00', content: '2026-11-01T10:00:00.000Z is when' });
  });

  it('answers 415 only for a send not declared JSON that the reference refused as unreadable', () => {
    const plain = exchange({ requestHeaders: { 'content-type': 'text/plain' }, status: 422, body: refusal });
    expect(nonJsonBodyAs415.wire!(plain)).toMatchObject({ status: 415 });
    expect(JSON.parse(nonJsonBodyAs415.wire!(plain).body)).toMatchObject({ code: 'unsupported_media_type' });
    const declared = exchange({ status: 422, body: refusal });
    expect(nonJsonBodyAs415.wire!(declared)).toBe(declared);
    const large = exchange({ requestHeaders: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) }, status: 422, body: refusal });
    expect(oversizedBodyAs413.wire!(large).status).toBe(413);
  });

  it('rewords error prose but keeps what section 4.1 fixes: the available languages of a language refusal', () => {
    const refused = exchange({ status: 400, body: JSON.stringify({ code: 'invalid_template', message: 'Template x does not exist in language "en"; available languages: en_US, fr.' }) });
    expect(JSON.parse(errorProseReworded.wire!(refused).body).message).toBe('That language is not approved for this template; approved languages are en_US, fr.');
    const invalid = exchange({ status: 422, body: refusal });
    expect(JSON.parse(errorProseReworded.wire!(invalid).body).message).toBe('body: this value is not accepted here');
  });

  it('chains changes, each seeing what the one before wrote', () => {
    const both = chainWire([timestampsWithOffset.wire!, keysReorderedAndIndented.wire!]);
    const answer = both(exchange({ body: JSON.stringify({ a: 1, at: '2026-11-01T10:00:00Z' }) }));
    expect(answer.body).toBe('{\n  "at": "2026-11-01T10:00:00+00:00",\n  "a": 1\n}\n');
  });
});
