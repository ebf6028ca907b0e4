/**
 * Query strings for `GET /api/v2/templates` a hostile client writes by hand: `limit` in every
 * spelling that is not a plain number from 1 to 100, `sendable` words, garbage and very long
 * cursors, repeated and unknown parameters, JavaScript's member names, percent-encoding that does
 * not decode. Each is the raw text after `?`, at most 4,000 characters long.
 */
import fc from 'fast-check';
import { garbageCursor } from '../generators/garbage-cursor.ts';

const limits = ['', '0', '-1', '101', '1e2', '1.5', '0x10', '%EF%BC%91%EF%BC%90', 'abc', '9'.repeat(400), '%ff', '__proto__', '[]', '10%00', '+5', ' 5'];
const sendables = ['yes', '1', '0', 'TRUE', '', '[]', 'null', 'true,false', '%zz'];
const unknownNames = ['__proto__', 'constructor', 'prototype', 'a[b]', 'toString', 'limit[]', 'sendable.x', 'name', '%e0%a4'];
const brokenEncodings = ['%', '%z', '%e0%a4', '%ff%fe', '%00', '%%%', '%c0%80'];

const pair = (name: string, value: string) => `${name}=${value}`;

export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...limits).map((v) => pair('limit', v)),
      fc.constantFrom(...sendables).map((v) => pair('sendable', v)),
      garbageCursor.map((v) => pair('cursor', encodeURIComponent(v))),
      fc.integer({ min: 1_000, max: 3_000 }).map((n) => pair('cursor', 'A'.repeat(n))),
      fc.tuple(fc.constantFrom(...unknownNames), fc.constantFrom('1', '', 'x', '%ff')).map(([name, value]) => pair(name, value)),
      fc.constantFrom(...brokenEncodings),
      fc.constantFrom('limit=1&limit=2', 'sendable=true&sendable=false', 'cursor=a&cursor=b', '&&', '=', '=x', '&limit'),
    ),
    { minLength: 1, maxLength: 4 },
  )
  // At most 4,000 characters: longer request lines are for HTTP servers and proxies to refuse (A73).
  .map((parts) => parts.join('&').slice(0, 4_000));
