/**
 * A valid send whose string value carries a byte sequence that is not UTF-8: a lone continuation
 * byte, an overlong encoding, a sequence cut short, an encoded surrogate, a code point past
 * U+10FFFF, bytes that never occur. Everything else is well-formed JSON.
 */
import fc from 'fast-check';
import { hostileBytes, type HostileBytes } from './hostile-bytes.ts';

const badSequences: readonly [string, number[]][] = [
  ['a lone continuation byte', [0x80]],
  ['0xff', [0xff]],
  ['0xfe', [0xfe]],
  ['an overlong NUL', [0xc0, 0x80]],
  ['a three-byte sequence cut short', [0xe2, 0x82]],
  ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ['a five-byte form', [0xf8, 0x88, 0x80, 0x80, 0x80]],
];

const marker = '\u0001';

/** `field` must hold a string in `valid`. */
export function invalidUtf8(valid: Record<string, unknown>, field: string): fc.Arbitrary<HostileBytes> {
  const value = String(valid[field] ?? '');
  return fc.tuple(fc.constantFrom(...badSequences), fc.integer({ min: 0, max: value.length })).map(([[what, bytes], at]) => {
    const text = JSON.stringify({ ...valid, [field]: `${value.slice(0, at)}${marker}${value.slice(at)}` });
    const [before = '', after = ''] = text.split('\\u0001');
    return hostileBytes(`${what} in ${field}`, Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]));
  });
}
