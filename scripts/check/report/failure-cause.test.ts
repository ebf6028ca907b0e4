// The cause of a failed check, in a line many failures can share: the setup step's call, the
// first call that went wrong, the last public call, the last control-plane call, or the kind.
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../suites/support/http/recorded-call.ts';
import type { CheckFailure } from '../check-outcome.ts';
import { exchangeCause, failureCause } from './failure-cause.ts';

const call = (method: string, path: string, status: number | undefined, body?: string, response?: string): RecordedCall => ({
  plane: 'public',
  method,
  path,
  ...(body === undefined ? {} : { body, bodyEncoding: 'utf8' as const }),
  ...(status === undefined ? { transportError: 'socket hang up' } : { response: { status, ...(response === undefined ? {} : { body: response }) } }),
});

const listing500 = call('GET', '/api/v2/templates?limit=25', 500, undefined, '{"code":"internal_error","message":"x"}');
const templateSend = call('POST', '/api/v2/messages', 422, '{"to":"12025550101","type":"template"}', '{"code":"validation_error","message":"type: no","detail":[]}');

describe('an exchange as a cause', () => {
  it('names the route, the type of a send, the status and the code', () => {
    expect(exchangeCause(listing500)).toBe('GET /api/v2/templates answered 500 internal_error');
    expect(exchangeCause(templateSend)).toBe('POST /api/v2/messages (type template) answered 422 validation_error');
    expect(exchangeCause(call('POST', '/api/v2/messages', 200, '{"to":"12025550101","text":"hi"}'))).toBe('POST /api/v2/messages (type text) answered 200');
    expect(exchangeCause(call('POST', '/api/v2/messages', 422, 'not json'))).toBe('POST /api/v2/messages answered 422');
    expect(exchangeCause(call('GET', '/api/v2/templates', undefined))).toBe('GET /api/v2/templates got no answer');
    expect(exchangeCause({ plane: 'control', method: 'PUT', path: '/world', response: { status: 400 } })).toBe('PUT /world (control plane) answered 400');
  });
});

describe('the cause of a failure', () => {
  it('is the first call that went wrong rather than the last call', () => {
    const failure: CheckFailure = { message: 'expected 200', request: templateSend, trouble: listing500 };
    expect(failureCause(failure)).toEqual({ text: 'GET /api/v2/templates answered 500 internal_error', from: 'trouble' });
    expect(failureCause({ message: 'expected 200', request: templateSend })).toEqual({ text: 'POST /api/v2/messages (type template) answered 422 validation_error', from: 'last-call' });
  });

  it('of a failed setup step is the step\'s own call, or its name when it made none', () => {
    const step: CheckFailure = { message: 'precondition failed', trouble: listing500, typed: { kind: 'precondition', call: templateSend, facts: [['setup step', 'a template is sent']] } };
    expect(failureCause(step)).toEqual({ text: 'POST /api/v2/messages (type template) answered 422 validation_error', from: 'setup-step' });
    const noCall: CheckFailure = { message: 'precondition failed', request: templateSend, typed: { kind: 'precondition', facts: [['setup step', 'the world is provisioned']] } };
    expect(failureCause(noCall)).toEqual({ text: 'setup step failed: the world is provisioned', from: 'kind' });
  });

  it('of a check that called only the control plane is its last control-plane call', () => {
    expect(failureCause({ message: 'expected 400', controlCall: { plane: 'control', method: 'PUT', path: '/world', response: { status: 204 } } })).toEqual({ text: 'PUT /world (control plane) answered 204', from: 'control-call' });
  });

  it('of a delivery whose signature did not verify is the verifier\'s reason', () => {
    const failure: CheckFailure = { message: 'signature_mismatch: x', request: templateSend, typed: { kind: 'signature', facts: [['verifier reason', 'signature_mismatch']] } };
    expect(failureCause(failure)).toEqual({ text: "a delivery's signature did not verify: signature_mismatch", from: 'signature' });
  });

  it('with no exchange comes from the kind and the why', () => {
    expect(failureCause({ message: 'Test timed out in 180000ms.' })).toEqual({ text: 'the check timed out', from: 'kind' });
    expect(failureCause({ message: 'the contract has no operation x' })).toEqual({ text: 'failed before any call: the contract has no operation x', from: 'kind' });
  });
});
