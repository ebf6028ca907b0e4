import { beforeEach, describe, expect, it } from 'vitest';
import { recordCall, startTrail } from '../http/exchange-trail.ts';
import { recordPublicCall } from '../http/recorded-call.ts';
import { given } from './precondition.ts';
import { TypedCheckError } from './typed-failure.ts';

const token = 'fixture-token-main-0001';

function send(status: number, body: string): { status: number } {
  recordCall(() =>
    recordPublicCall(
      { method: 'POST', path: '/api/v2/messages', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"to":"12025550101","type":"template"}' },
      { response: { status, headers: {}, text: body } },
    ),
  );
  return { status };
}

const accepted = (response: { status: number }) => {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}`);
};

describe('a setup step marked as a precondition', () => {
  beforeEach(() => startTrail());

  it('returns what the step returned when it holds', async () => {
    await expect(given('a template send opens the scenario', () => send(200, '{"id":"msg_1"}'), accepted)).resolves.toEqual({ status: 200 });
  });

  it('fails as "precondition failed" with the step and its exchange when the step is refused', async () => {
    const failure = await given('a template send opens the scenario', () => send(422, '{"code":"validation_error","message":"template unknown"}'), accepted).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TypedCheckError);
    const typed = (failure as TypedCheckError).typed;
    expect((failure as Error).message).toBe('precondition failed: a template send opens the scenario: expected 200, got 422');
    expect(typed).toMatchObject({ kind: 'precondition', why: 'a template send opens the scenario: expected 200, got 422', facts: [['setup step', 'a template send opens the scenario']] });
    expect(typed.sent).toMatch(/^POST \/api\/v2\/messages\nauthorization: Bearer \$GATEWAY_TOKEN\n/);
    expect(typed.received).toBe('422\n{"code":"validation_error","message":"template unknown"}');
    expect(typed.call).toMatchObject({ method: 'POST', path: '/api/v2/messages', response: { status: 422 } });
    expect(JSON.stringify(typed)).not.toContain(token);
  });

  it('names no exchange for a step that made no call, and keeps the innermost step of nested ones', async () => {
    const inner = given('the world is provisioned', () => {
      throw new Error('control plane answered 500');
    });
    const failure = (await given('the scenario is set up', () => inner).catch((error: unknown) => error)) as TypedCheckError;
    expect(failure.typed).toEqual({ kind: 'precondition', why: 'the world is provisioned: control plane answered 500', facts: [['setup step', 'the world is provisioned']] });
  });
});
