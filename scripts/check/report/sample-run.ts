/**
 * A constructed run for the report writers' tests: a passing check with a soft finding, a failed
 * assertion, a failed property, a check not run for a missing capability, and an error outside
 * any check. The failures' calls go through the real recorder with a real-looking token, so a
 * test can assert that the token never reaches a report. Titles carry markup and quotes.
 */
import { recordPublicCall } from '../../../suites/support/http/recorded-call.ts';
import type { SuiteRun } from '../check-outcome.ts';
import type { RunContext } from './run-context.ts';

export const sampleToken = 'fixture-token-main-0001';
export const sampleBaseUrl = 'http://127.0.0.1:8080';

const replaySend = recordPublicCall(
  { method: 'POST', path: '/api/v2/messages', headers: { 'content-type': 'application/json', authorization: `Bearer ${sampleToken}`, 'idempotency-key': 'order-1' }, body: '{"to":"15550001111","text":"it\'s <b>"}' },
  { response: { status: 200, headers: { 'content-type': 'application/json' }, text: `{"id":"msg_1","note":"${sampleToken}"}` } },
);

const listing = recordPublicCall(
  { method: 'GET', path: '/api/v2/templates?limit=10&cursor=a%20b', headers: { authorization: `Bearer ${sampleToken}` } },
  { response: { status: 400, headers: {}, text: '{"code":"invalid_cursor","message":"bad cursor"}' } },
);

export function sampleRun(): SuiteRun {
  return {
    outcomes: [
      { id: 'limit-is-capped', section: '4.2', title: 'a limit above 100 is refused', file: 'suites/listing/limit-bounds.check.ts', state: 'passed', profile: 'spec', decisions: [], durationMs: 12, warnings: ['message does not read "<field>: <reason>" & more'] },
      {
        id: 'replay-header-present',
        section: '3.3',
        title: 'a replay says <Idempotency-Replayed> & "true"',
        file: 'suites/idempotency/idempotency-states.check.ts',
        state: 'failed',
        profile: 'spec',
        decisions: ['A8'],
        durationMs: 140,
        detail: 'expected false to be true',
        failure: { message: 'expected false to be true \u0007 bell', expected: '{\n  "replayed": true,\n  "status": 200,\n}', actual: '{\n  "replayed": false,\n  "status": 200,\n}', request: replaySend },
      },
      {
        id: 'cursor-round-trips',
        section: '4.2',
        title: 'any cursor given back is accepted',
        file: 'suites/listing/paging.check.ts',
        state: 'failed',
        durationMs: 2300,
        failure: {
          message: 'expected 400 to be 200',
          expected: '200',
          actual: '400',
          property: { seed: 20261101, path: '3:1:0', counterexample: '["a b"]', runs: 4, shrinks: 3 },
          request: listing,
        },
      },
      { id: 'window-closes-after-24-hours', section: '3.2', title: 'the window closes', file: 'suites/window/messaging-window.check.ts', state: 'not-run', detail: 'capability clock not offered', notRun: { reason: 'capability clock not offered', capability: 'clock' } },
    ],
    errors: ['suites/send/limits.check.ts: Cannot find module <x>'],
  };
}

export function sampleContext(overrides: Partial<RunContext> = {}): RunContext {
  return {
    target: sampleBaseUrl,
    baseUrl: sampleBaseUrl,
    urlOutlivesRun: true,
    targetOptions: ['--target', sampleBaseUrl, '--control', `${sampleBaseUrl}/__harness`],
    profile: 'spec',
    seed: 20261101,
    runs: 200,
    area: 'listing',
    startedAt: '2026-11-01T09:00:00.000Z',
    durationMs: 4321,
    ...overrides,
  };
}

const brokenListing = recordPublicCall(
  { method: 'GET', path: '/api/v2/templates?limit=25', headers: { authorization: `Bearer ${sampleToken}` } },
  { response: { status: 500, headers: { 'content-type': 'application/json' }, text: '{"code":"internal_error","message":"not written yet"}' } },
);

/**
 * A half-written build's run: `listing` checks failing on the listing's 500 (a cause shared by
 * all), `other` checks each failing on a call of its own, checks not run for three capabilities,
 * and the control plane's two checks, one of them failed.
 */
export function halfWrittenRun(listing: number, other: number): SuiteRun {
  const failed = (id: string, section: string, request: ReturnType<typeof recordPublicCall>, trouble?: ReturnType<typeof recordPublicCall>) => ({
    id,
    section,
    title: `${id} holds`,
    file: 'suites/listing/paging.check.ts',
    state: 'failed' as const,
    failure: { message: `${id}: expected 200, got ${request.response?.status ?? 0}`, request, ...(trouble ? { trouble } : {}) },
  });
  const owned = (i: number) =>
    recordPublicCall(
      { method: 'POST', path: `/api/v2/messages?case=${i}`, headers: { authorization: `Bearer ${sampleToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ to: '12025550101', type: ['image', 'video', 'audio', 'document', 'interactive'][i % 5], n: i }) },
      { response: { status: 400 + (i % 30), headers: {}, text: `{"code":"code_${i}","message":"refused"}` } },
    );
  const capabilities = ['clock', 'clock', 'customer_state', 'loopback_subscriptions', 'loopback_subscriptions', 'loopback_subscriptions', 'host_table', 'delivery_history', 'message_records', 'internal_failure'];
  return {
    outcomes: [
      ...Array.from({ length: listing }, (_, i) => failed(`listing-check-${i}`, '4.2', replaySend, brokenListing)),
      ...Array.from({ length: other }, (_, i) => failed(`other-check-${i}`, '4.1', owned(i))),
      ...capabilities.map((capability, i) => ({ id: `needs-${capability}-${i}`, section: '6', title: 'needs a capability', file: 'suites/events/x.check.ts', state: 'not-run' as const, notRun: { reason: `capability ${capability} not offered`, capability } })),
      { id: 'hostile-control-requests', section: '1', title: 'the control plane stands hostile requests', file: 'suites/robustness/hostile-control.check.ts', state: 'failed', subject: 'control-plane', failure: { message: 'answered 500' } },
      { id: 'oversized-control-bodies', section: '1', title: 'a 10 MB world gets a 4xx', file: 'suites/robustness/oversized-bodies.check.ts', state: 'passed', subject: 'control-plane' },
    ],
    errors: [],
  };
}
