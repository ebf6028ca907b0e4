// Section 3.3: the idempotency step owns the key from claim to store or release; the runner only
// hands it the answer.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../auth/authenticate.ts';
import { createKeyStore } from '../../idempotency/key-store.ts';
import type { GatewayCore } from '../../pipeline/gateway-core.ts';
import { jsonReply, type Reply } from '../../pipeline/reply.ts';
import type { SendContext } from '../send-context.ts';
import type { SendRequest } from '../send-request.ts';
import { idempotency, keyedStep } from './idempotency-step.ts';

const phoneNumberId = '100000000000001';
const caller = { number: { phoneNumberId } } as unknown as Caller;
const body = (text: string) => ({ to: '12025550101', type: 'text', text }) as SendRequest;

function world() {
  const keys = createKeyStore();
  const gateway = { state: { idempotency: keys }, fingerprintSecret: randomBytes(32) } as unknown as GatewayCore;
  const request = (send: SendRequest, key: string | null = 'order-1'): SendContext => ({
    gateway,
    input: { authorization: undefined, phoneNumberId: undefined, idempotencyKey: key ?? undefined, body: { kind: 'json', value: send } },
    now: 0,
    caller,
    send,
    ...(key === null ? {} : { key }),
    afterAnswer: [],
  });
  return { keys, request };
}

const codeOf = (reply: Reply | undefined) => (reply ? (JSON.parse(reply.body) as { code?: string }).code : undefined);
const answer = (context: SendContext, reply: Reply) => context.afterAnswer.forEach((after) => after(reply));

describe('the idempotency step', () => {
  it('claims a new key, stores a 200 under it and replays those bytes, marked, for the same body', async () => {
    const { keys, request } = world();
    const first = request(body('Hello'));
    expect(await idempotency(first)).toBeUndefined();
    expect(keys.get(phoneNumberId, 'order-1', 0)?.state).toBe('in-flight');
    answer(first, jsonReply(200, { id: 'msg-1' }));
    const replay = await idempotency(request(body('Hello')));
    expect(replay).toMatchObject({ status: 200, body: '{"id":"msg-1"}', headers: { 'idempotency-replayed': 'true' } });
  });

  it('releases the key on any other answer, so the same request is a fresh attempt', async () => {
    const { keys, request } = world();
    const first = request(body('Hello'));
    await idempotency(first);
    answer(first, jsonReply(502, { code: 'send_failed' }));
    expect(keys.get(phoneNumberId, 'order-1', 0)).toBeUndefined();
    expect(await idempotency(request(body('Hello')))).toBeUndefined();
  });

  it('answers 409 while the key is in flight and 422 for another body once stored', async () => {
    const { request } = world();
    const first = request(body('Hello'));
    await idempotency(first);
    expect(codeOf(await idempotency(request(body('Hello'))))).toBe('idempotency_in_progress');
    answer(first, jsonReply(200, { id: 'msg-1' }));
    expect(codeOf(await idempotency(request(body('Goodbye'))))).toBe('idempotency_key_reused');
  });

  it('leaves a request without a key alone', async () => {
    const { keys, request } = world();
    const unkeyed = request(body('Hello'), null);
    expect(await idempotency(unkeyed)).toBeUndefined();
    expect(unkeyed.afterAnswer).toEqual([]);
    expect(keys.size).toBe(0);
  });

  it('keeps what its rule keeps: a step that keeps every answer stores a failure', async () => {
    const { request } = world();
    const keepsAll = keyedStep(() => true);
    const first = request(body('Hello'));
    await keepsAll(first);
    answer(first, jsonReply(502, { code: 'send_failed' }));
    expect(await keepsAll(request(body('Hello')))).toMatchObject({ status: 502, headers: { 'idempotency-replayed': 'true' } });
  });
});
