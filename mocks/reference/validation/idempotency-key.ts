/**
 * The `Idempotency-Key` header of a send (section 3.3, decision A10): any non-empty string of up
 * to 255 characters, taken exactly as HTTP delivers it; an empty header counts as no key.
 */
import type { FieldProblem } from '../errors/gateway-error.ts';

/** The longest key accepted, in characters (code points, as every limit counts them: A1). */
export const maxIdempotencyKeyLength = 255;

/** No key, a key, or the problem that makes the request a 422 `validation_error`. */
export type IdempotencyKeyReading = { key?: string } | { problem: FieldProblem };

const loc = ['header', 'Idempotency-Key'];

function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * Reads the header as Node delivers it. A value given as several header lines is refused: which
 * of them names the request is not for the gateway to guess.
 */
export function readIdempotencyKey(value: string | readonly string[] | undefined): IdempotencyKeyReading {
  if (Array.isArray(value) && value.length > 1) return { problem: { loc: [...loc], msg: 'must be sent once' } };
  const key = typeof value === 'string' ? value : (value as readonly string[] | undefined)?.[0];
  if (key === undefined || key === '') return {};
  if (key.length > maxIdempotencyKeyLength && codePoints(key) > maxIdempotencyKeyLength) {
    return { problem: { loc: [...loc], msg: `at most ${maxIdempotencyKeyLength} characters` } };
  }
  return { key };
}
