// The verdict on a case: a spec-fixed difference fails under every profile; an open one fails
// only under the reference profile and is a soft finding under the spec profile. The failure
// message names the case, the request, both outcomes and the spec section, and no secret.
import { describe, expect, it } from 'vitest';
import type { DifferentialCase } from './case-step.ts';
import { judgeCase } from './judge-case.ts';
import type { Observation, SideExchange } from './observation.ts';
import { sendStep } from './requests.ts';

const token = 'tok-secret-main-0001';
const caller = { authorization: `Bearer ${token}` };
const send = (text: string) => sendStep({ label: 'a long text', section: '8', caller, body: { to: '12025550101', type: 'text', text } });

const platformSend = { seq: 1, at: '2026-11-02T09:00:00.000Z', kind: 'request' as const, method: 'POST', path: '/v23.0/100000000000001/messages', headers: {}, body: { to: '12025550101', type: 'text', text: { body: 'x' } } };
const record = (id: string, extra: Record<string, unknown> = {}) => ({ id, direction: 'OUTBOUND', message_type: 'text', content: 'x', status: 'SENT', source: 'API', wa_message_id: `wamid.${id}`, redacted: false, created_at: '2026-11-02T09:00:00.000Z', ...extra });
const seen = (exchange: Partial<SideExchange> & { status: number }): Observation => ({ kind: 'request', exchange: { headers: {}, body: undefined, upstream: [], ...exchange } });
const accepted = (id: string, extra?: Record<string, unknown>) => seen({ status: 200, body: record(id, extra), upstream: [platformSend] });
const tooLong = seen({ status: 422, body: { code: 'validation_error', message: 'text: at most 4096 characters', detail: [{ loc: ['body', 'text'], msg: 'too long' }] } });

describe('judgeCase', () => {
  it('passes two outcomes that differ only in generated ids and timestamp form', () => {
    const c: DifferentialCase = { label: 'a text', steps: [send('x')] };
    const verdict = judgeCase(c, [accepted('01HZX3K9V7Q2W8E5R6T4Y1V0PA', { created_at: '2026-11-02T09:00:00Z' })], [accepted('m-1')], true);
    expect(verdict).toEqual({ findings: [] });
  });

  it('fails a spec-fixed difference under both profiles, with case, request, outcomes and section', () => {
    const c: DifferentialCase = { label: 'text of 4097 characters (limit 4096)', steps: [send('y'.repeat(4097))] };
    for (const strict of [true, false]) {
      const { failure } = judgeCase(c, [accepted('a')], [tooLong], strict);
      expect(failure).toBeDefined();
      const lines = (failure ?? '').split('\n');
      expect(lines[0]).toBe('target and reference differ on text of 4097 characters (limit 4096), spec section 8');
      expect(lines[1]).toContain('POST /api/v2/messages {"to":"12025550101","type":"text","text":"yyyyyyyyyyyyyyyy…(4097 characters)"}');
      expect(lines[2]).toBe('  target:    200 (message SENT), 1 send upstream');
      expect(lines[3]).toBe('  reference: 422 validation_error, nothing sent upstream');
      expect(lines[4]).toBe('  differs:   verdict (fixed by the spec)');
      expect(failure).not.toContain(token);
    }
  });

  it('states the failing step\'s outcomes for a typed failure: the reference as expected, the target as actual', () => {
    const c: DifferentialCase = { label: 'text of 4097 characters (limit 4096)', steps: [send('y'.repeat(4097))] };
    const { outcomes } = judgeCase(c, [accepted('a')], [tooLong], false);
    expect(outcomes).toEqual({ sent: expect.stringContaining('POST /api/v2/messages'), target: '200 (message SENT), 1 send upstream', reference: '422 validation_error, nothing sent upstream', why: 'verdict (fixed by the spec)' });
    expect(JSON.stringify(outcomes)).not.toContain(token);
  });

  it('notes an open difference as a finding under the spec profile and fails it under the reference profile', () => {
    const c: DifferentialCase = { label: 'a text', steps: [send('x')] };
    const target = [accepted('a', { source: 'HUMAN' })];
    const reference = [accepted('b')];
    const soft = judgeCase(c, target, reference, false);
    expect(soft.failure).toBeUndefined();
    expect(soft.findings).toEqual(['section 8, a long text: record.source differs (open: A33): target "HUMAN", reference "API"']);
    const strict = judgeCase(c, target, reference, true);
    expect(strict.failure).toContain('record.source (open (A33), held to the reference under --profile reference): target "HUMAN", reference "API"');
  });

  it('compares a replay with the original across steps, and names the failing step', () => {
    const c: DifferentialCase = { label: '2 keyed sends', steps: [send('x'), send('x')] };
    const replayed = (id: string) => seen({ status: 200, headers: { 'idempotency-replayed': 'true' }, body: record(id) });
    expect(judgeCase(c, [accepted('a'), replayed('a')], [accepted('m'), replayed('m')], true)).toEqual({ findings: [] });
    const { failure } = judgeCase(c, [accepted('a'), accepted('b')], [accepted('m'), replayed('m')], false);
    expect(failure?.split('\n')[0]).toBe('target and reference differ on 2 keyed sends (step 2 of 2; the steps before it agreed), spec section 8');
    expect(failure).toContain('differs:   Idempotency-Replayed (fixed by the spec): target false, reference true');
    expect(failure).toContain('record.id (fixed by the spec): target "<id 2>", reference "<id 1>"');
  });

  it('never prints a secret of the step, even inside JSON', () => {
    const code = 'Ab3\n9xQ7';
    const step = sendStep({ label: 'a one-time code with a fault (new-line)', section: '4.1', caller, body: { to: '1', type: 'template', template_components: [{ type: 'body', parameters: [{ type: 'text', text: code }] }] }, secrets: [code] });
    const { failure } = judgeCase({ label: step.label, steps: [step] }, [accepted('a')], [seen({ status: 422, body: { code: 'invalid_one_time_code', message: 'bad code' } })], false);
    expect(failure).toContain('<secret>');
    expect(failure).not.toContain('Ab3');
  });
});
