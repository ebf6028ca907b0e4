import { describe, expect, it } from 'vitest';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { errorCatalogue } from './error-catalogue.ts';
import { platformError } from './platform-error.ts';

const validEnvelope = schemaCompiler('upstream').component('ErrorEnvelope');

// Contract section 7: every non-2xx answer is an ErrorEnvelope; x-platform-error-codes is the table.
describe('platformError', () => {
  const codes = [...errorCatalogue().keys()];

  it('reads a non-empty catalogue from the contract', () => {
    expect(codes).toContain(131047);
    expect(codes.length).toBeGreaterThan(10);
  });

  it.each(codes)('builds a contract-valid envelope for code %i, with the catalogue status', (code) => {
    const answer = platformError(code);
    expect(validEnvelope(answer.body), JSON.stringify(validEnvelope.errors)).toBe(true);
    expect(answer.status).toBe(errorCatalogue().get(code)?.status);
    expect(answer.body.error.code).toBe(code);
  });

  it.each(codes)('stays contract-valid with details and a subcode for code %i', (code) => {
    const answer = platformError(code, { details: 'why', subcode: 33, message: 'custom' });
    expect(validEnvelope(answer.body), JSON.stringify(validEnvelope.errors)).toBe(true);
    expect(answer.body.error).toMatchObject({ message: 'custom', error_subcode: 33, error_data: { messaging_product: 'whatsapp', details: 'why' } });
  });

  it('titles the default message with the code, as the platform does', () => {
    expect(platformError(132001).body.error.message).toBe(`(#132001) ${errorCatalogue().get(132001)?.title}`);
  });

  it('types authentication failures as OAuthException', () => {
    expect(platformError(0).body.error.type).toBe('OAuthException');
    expect(platformError(190, { subcode: 463 }).body.error.type).toBe('OAuthException');
  });

  it('types an unknown alias as GraphMethodException', () => {
    expect(platformError(803).body.error.type).toBe('GraphMethodException');
  });

  it('gives messaging codes error_data even without details, and Graph codes none', () => {
    expect(platformError(131047).body.error.error_data?.details).toBeTruthy();
    expect(platformError(190).body.error.error_data).toBeUndefined();
    expect(platformError(190).body.error.error_subcode).toBeUndefined();
  });

  it('marks retryable codes as transient and leaves the flag off the others', () => {
    expect(platformError(130429).body.error.is_transient).toBe(true);
    expect(platformError(132000).body.error.is_transient).toBeUndefined();
  });

  it('gives every error its own trace id, equal refusals included', () => {
    const a = platformError(132000, { details: 'body: 1 value given, 2 expected' });
    const b = platformError(132000, { details: 'body: 1 value given, 2 expected' });
    const c = platformError(132000, { details: 'body: 0 values given, 2 expected' });
    const ids = [a, b, c].map((e) => e.body.error.fbtrace_id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^A[A-Za-z0-9_-]{22}$/);
    const { fbtrace_id: _a, ...restA } = a.body.error;
    const { fbtrace_id: _b, ...restB } = b.body.error;
    expect(restA).toEqual(restB);
  });

  it('refuses a code the contract does not list', () => {
    expect(() => platformError(999_999)).toThrow(/999999/);
  });
});
