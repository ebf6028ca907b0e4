// A failed check's error as vitest serialises it, turned into what the reports show.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestError } from 'vitest';
import { failureFromError } from './failure-from-error.ts';

describe('the failure of a check', () => {
  it('takes expected and actual from an assertion, without colour codes', () => {
    const error: TestError = { message: '\u001b[31mexpected false to be true\u001b[39m', expected: 'true', actual: 'false', name: 'AssertionError' };
    expect(failureFromError(error)).toEqual({ message: 'expected false to be true', expected: 'true', actual: 'false' });
  });

  it('takes them from the first contract violation, naming where', () => {
    const error: TestError = {
      message: 'gateway-v2.openapi.json contract violated by sendMessage (2 problems)',
      violations: [
        { part: 'response header Idempotency-Replayed', pointer: '', expected: '"true" when present', got: '"yes"' },
        { part: 'response body', pointer: '/code', expected: 'a string', got: 'absent' },
      ],
    };
    expect(failureFromError(error)).toMatchObject({ expected: 'response header Idempotency-Replayed: "true" when present', actual: 'response header Idempotency-Replayed: "yes" (and 1 more)' });
  });

  it('keeps only the message when the error states no expectation, cut to its first lines', () => {
    const long = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    const failure = failureFromError({ message: long });
    expect(failure.expected).toBeUndefined();
    expect(failure.message.split('\n')).toHaveLength(21);
    expect(failure.message).toContain('(10 more lines)');
  });

  it('unwraps a property failure: the failing run says what, fast-check says where', async () => {
    const thrown = await fc
      .assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 100 }), async (n) => {
          if (n >= 3) throw Object.assign(new Error(`expected ${n} to be below 3`), { expected: '< 3', actual: String(n) });
        }),
        { seed: 11 },
      )
      .then(() => undefined, (e: unknown) => e as Error & { cause: Error & { expected: string; actual: string } });
    expect(thrown).toBeDefined();
    // The shape vitest gives reporters: plain objects, the inner error under `cause`.
    const serialised: TestError = { message: thrown?.message ?? '', cause: { message: thrown?.cause.message ?? '', expected: thrown?.cause.expected, actual: thrown?.cause.actual } };
    expect(failureFromError(serialised)).toEqual({
      message: 'expected 3 to be below 3',
      expected: '< 3',
      actual: '3',
      property: expect.objectContaining({ seed: 11, counterexample: '[3]' }) as unknown,
    });
  });

  it('says so when there is no error at all', () => {
    expect(failureFromError(undefined).message).toMatch(/without an error/);
  });
});
