/**
 * A generated one-time code as a counter-example prints it: its length and, for a faulty code,
 * its fault, never its characters. Reports show counter-examples, and no one-time code may reach
 * a report; the seed and path replay the exact code anyway.
 */
import fc from 'fast-check';

export interface MaskedCode {
  readonly code: string;
}

export function masked<T extends MaskedCode>(value: T, shape = ''): T {
  return Object.defineProperty({ ...value }, fc.toStringMethod, {
    value: () => `<one-time code of ${[...value.code].length} characters${shape}>`,
    enumerable: false,
  });
}

/** Codes wrapped so a failing property names them by length only. */
export function maskedCodes(codes: fc.Arbitrary<string>): fc.Arbitrary<MaskedCode> {
  return codes.map((code) => masked({ code }));
}
