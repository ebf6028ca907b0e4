/**
 * Requests to a target's control plane (`harness-control.openapi.json`) a hostile caller makes:
 * every operation, with the control token missing, wrong, of another scheme or right, odd path
 * parameters (JavaScript's member names, dot segments, 300 characters, percent-encoding that does
 * not decode), and bodies that are broken, deep, of the wrong types or with prototype members.
 */
import fc from 'fast-check';
import { brokenJson } from './broken-json.ts';
import { deepNesting } from './deep-nesting.ts';
import { hostileBytes, randomBytes, type HostileBytes } from './hostile-bytes.ts';
import { prototypeKeys } from './prototype-keys.ts';
import { typeSwapBytes } from './type-swaps.ts';

export type TokenUse = 'missing' | 'wrong' | 'basic scheme' | 'right';

export interface HostileControlRequest {
  method: string;
  path: string;
  /** The path names an operation: its parameters decode, are no dot segments and are of a usual length. */
  plainPath: boolean;
  token: TokenUse;
  body?: HostileBytes;
}

const oddIds = ['__proto__', 'constructor', 'prototype', '..', '%2e%2e', '0', '-1', 'x'.repeat(300), '%ff', '%', '%00'];
const plainIds = ['100000000000001', '12025550101', 'sub_nonexistent', 'abc'];
/** A parameter every client sends as it is and every server routes: it decodes, is no dot segment, and is of a usual length. */
const plain = (id: string) => {
  try {
    const decoded = decodeURIComponent(id);
    return decoded !== '.' && decoded !== '..' && id.length <= 100;
  } catch {
    return false;
  }
};

const operations: readonly [string, (a: string, b: string) => string][] = [
  ['GET', () => '/capabilities'],
  ['POST', () => '/reset'],
  ['PUT', () => '/world'],
  ['POST', (id) => `/numbers/${id}/reconnect`],
  ['POST', () => '/clock/advance'],
  ['GET', (id, wa) => `/customers/${id}/${wa}`],
  ['GET', (id) => `/subscriptions/${id}/deliveries`],
  ['POST', () => '/templates/sync'],
];

/** A world-like document and small request bodies, to break in the usual ways. */
function controlBodies(world: Record<string, unknown>): fc.Arbitrary<HostileBytes> {
  const small = fc.constantFrom<Record<string, unknown>>({ seconds: 60 }, { duration: 'PT1H' }, { token: 'tok_x' }, { phone_number_id: '100000000000001' });
  const odd = ['{}', '{"seconds":1e308}', '{"seconds":-1}', '{"seconds":"60"}', '{"duration":"P99999999999D"}', '{"seconds":60,"duration":"PT1H"}', '{"token":""}', '{"token":5}', 'null', '[]', '""'];
  return fc.oneof(
    small.chain((body) => fc.oneof(brokenJson(body), typeSwapBytes(body), prototypeKeys(body))),
    fc.constantFrom(...odd).map((text) => hostileBytes(text, text)),
    brokenJson(world),
    deepNesting(world, 'numbers'),
    prototypeKeys(world),
    typeSwapBytes(world, 'a world with a wrong type'),
    randomBytes(256),
  );
}

export function hostileControlRequest(world: Record<string, unknown>): fc.Arbitrary<HostileControlRequest> {
  const id = fc.oneof(fc.constantFrom(...plainIds), fc.constantFrom(...oddIds));
  return fc
    .record({
      operation: fc.constantFrom(...operations),
      ids: fc.tuple(id, id),
      token: fc.constantFrom<TokenUse>('missing', 'wrong', 'basic scheme', 'right', 'right'),
      body: fc.option(controlBodies(world), { nil: undefined }),
    })
    // A GET carries no body: HTTP clients refuse to send one.
    .map(({ operation: [method, path], ids: [a, b], token, body }) => ({ method, path: path(a, b), plainPath: plain(a) && plain(b), token, ...(body && method !== 'GET' ? { body } : {}) }));
}
