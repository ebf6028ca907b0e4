// Section 5, item 7 ("compare ... in constant time") and every other place a secret-derived value
// is compared: the reference's check of the platform's X-Hub-Signature-256, its control token, its
// listing cursors, the platform mock's webhook check, the suite's delivery verifier and the `up`
// test subscriber. Each must reach its verdict through crypto.timingSafeEqual, so timing tells an
// attacker nothing of where a guess goes wrong. The function is wrapped to count its calls (the ES
// module bindings of node:crypto follow the wrapper once synced), and each check is made to judge
// a signature that is right and one that differs only in its last character.
import { createHmac } from 'node:crypto';
import type * as NodeCrypto from 'node:crypto';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameToken, issueCursor, readCursor, platformSignatureValid } from '../../mocks/reference/index.ts';
import { signWebhookBody, verifyWebhookSignature } from '../../mocks/upstream/index.ts';
import { verifyDelivery } from '../../suites/support/signatures/verify-delivery.ts';
import { signatureValid } from '../up/test-subscriber.ts';

const crypto = createRequire(import.meta.url)('node:crypto') as typeof NodeCrypto;
const original = crypto.timingSafeEqual;
let calls = 0;

beforeAll(() => {
  crypto.timingSafeEqual = ((a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
    calls += 1;
    return original(a, b);
  }) as typeof original;
  syncBuiltinESMExports();
});
afterAll(() => {
  crypto.timingSafeEqual = original;
  syncBuiltinESMExports();
});

/** The verdicts of `verify` on the right value and on one differing in its last character, and whether each went through timingSafeEqual. */
function judged(right: string, verify: (value: string) => boolean): { verdicts: boolean[]; compared: boolean[] } {
  const wrong = `${right.slice(0, -1)}${right.endsWith('0') ? '1' : '0'}`;
  const verdicts: boolean[] = [];
  const compared: boolean[] = [];
  for (const value of [right, wrong]) {
    const before = calls;
    verdicts.push(verify(value));
    compared.push(calls > before);
  }
  return { verdicts, compared };
}

const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
const secret = 'a-secret-for-comparisons';
const hmacHex = (key: string, data: string | Buffer) => createHmac('sha256', key).update(data).digest('hex');
// Read once: the table is built when the file loads and the test runs later, on a busy machine
// seconds later, so the signed and the checked timestamp must be the same value.
const upTimestamp = String(Math.floor(Date.now() / 1000));

describe('comparisons of secret-derived values', () => {
  it.each([
    ['the reference, on X-Hub-Signature-256', `sha256=${hmacHex(secret, body)}`, (v: string) => platformSignatureValid(body, v, secret)],
    ['the reference, on its control token', 'control-token-0123456789', (v: string) => sameToken(v, 'control-token-0123456789')],
    ['the platform mock, on X-Hub-Signature-256', signWebhookBody(secret, body), (v: string) => verifyWebhookSignature(secret, body, v)],
    ['the suite, on X-Service-Signature', `sha256=${hmacHex(secret, `1700000000.${body.toString()}`)}`, (v: string) => verifyDelivery({ signature: v, timestamp: '1700000000', body }, secret, { nowMs: 1_700_000_000_000 }).valid],
    ['the up test subscriber, on X-Service-Signature', `sha256=${hmacHex(secret, `${upTimestamp}.${body.toString()}`)}`, (v: string) => signatureValid(secret, upTimestamp, body.toString(), v)],
  ])('%s: right and wrong told apart through timingSafeEqual', (_what, right, verify) => {
    expect(judged(right, verify)).toEqual({ verdicts: [true, false], compared: [true, true] });
  });

  it('the reference, on the signature of a listing cursor', () => {
    const key = Buffer.from('cursor-signing-key-for-the-test');
    const scope = { phoneNumberId: '100000000000001', sendable: undefined };
    const cursor = issueCursor(key, scope, { createdAt: 1_700_000_000_000, id: 'tpl_1' });
    expect(judged(cursor, (v) => readCursor(key, scope, v).ok)).toEqual({ verdicts: [true, false], compared: [true, true] });
  });
});
