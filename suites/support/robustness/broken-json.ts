/**
 * JSON text broken the ways a client or a proxy breaks it: cut short anywhere, a trailing comma,
 * single quotes, bare keys, a comment, `NaN`, two documents back to back, a stray structural
 * character. Made from a valid send, so everything else about the request is ordinary.
 */
import fc from 'fast-check';
import { hostileBytes, type HostileBytes } from './hostile-bytes.ts';

export function brokenJson(valid: Record<string, unknown>): fc.Arbitrary<HostileBytes> {
  const text = JSON.stringify(valid);
  return fc.oneof(
    fc.integer({ min: 1, max: text.length - 1 }).map((at) => hostileBytes(`cut short after ${at} of ${text.length} characters`, text.slice(0, at))),
    fc.constant(hostileBytes('a trailing comma', text.replace(/}$/, ',}'))),
    fc.constant(hostileBytes('single quotes', text.replaceAll('"', "'"))),
    fc.constant(hostileBytes('bare keys', text.replace(/"(\w+)":/g, '$1:'))),
    fc.constant(hostileBytes('a comment first', `/* send */${text}`)),
    fc.constant(hostileBytes('a NaN member', text.replace(/}$/, ',"n":NaN}'))),
    fc.constant(hostileBytes('two documents', `${text}${text}`)),
    fc
      .tuple(fc.integer({ min: 0, max: text.length }), fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\'))
      .map(([at, stray]) => hostileBytes(`a stray ${stray} at ${at}`, `${text.slice(0, at)}${stray}${text.slice(at)}`)),
  );
}
