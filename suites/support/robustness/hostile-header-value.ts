/**
 * Extra headers a hostile client adds to an otherwise ordinary call: long values, numbers and odd
 * spellings where an id or a key belongs, names from JavaScript's object model. Only bytes an HTTP
 * client may send, and at most 3,000 characters, so that with a long query the header section
 * stays under the 8 KB common servers and proxies read (a longer one is theirs to refuse: A73).
 */
import fc from 'fast-check';

export interface HostileHeaders {
  what: string;
  headers: Record<string, string>;
}

const printable = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.~!*+/= '.split('')), minLength: 1, maxLength: 64 }).map((s) => s.trim() || 'x');
const long = fc.integer({ min: 256, max: 3_000 }).map((n) => '7'.repeat(n));
const odd = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '0', '-1', '1e3', '0x10', 'null', 'undefined', '[]', '{}');

export const hostileHeaders: fc.Arbitrary<HostileHeaders> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ what: 'no extra header', headers: {} }) },
  fc.oneof(long, odd, printable).map((value) => ({ what: `X-Phone-Number-Id of ${value.length} characters`, headers: { 'x-phone-number-id': value } })),
  fc.oneof(long, odd, printable).map((value) => ({ what: `Idempotency-Key of ${value.length} characters`, headers: { 'idempotency-key': value } })),
  fc.tuple(fc.stringMatching(/^x-[a-z]{1,12}$/), fc.oneof(long, odd, printable)).map(([name, value]) => ({ what: `${name} of ${value.length} characters`, headers: { [name]: value } })),
);
