// Section 7: `internal_error` 500, "failure on the service's side", in the error format of
// section 2.7, retryable with a key; its notes rule out stack traces and the like in the body.
// Section 6: a refused send (a 5xx included) sent nothing and leads to no message.sent. Nothing
// from outside can make a service fail inside itself, so the failure is armed through the control
// plane's test hook (capability internal_failure): it happens before the platform is asked or a
// key is claimed, so the failed send must have sent nothing and its key must be free again
// (section 3.3, "a failed send releases its key at once").
import { expect } from 'vitest';
import { expectError, expectSent } from '../support/assertions/error-answer.ts';
import { errorBodyLeaks, stackTraceIn } from '../support/assertions/error-leaks.ts';
import { holdsText } from '../support/assertions/json-search.ts';
import { expectNoLeak } from '../support/assertions/no-leak.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();

/** Section 7's error format with nothing of the service's inside: no trace, no extra fields, no secret of the world. */
function expectCleanFailure(response: CheckedResponse<unknown>, what: string): void {
  expectError(response, 500, 'internal_error');
  const message = (response.json as { message?: unknown } | undefined)?.message;
  expect(typeof message === 'string' && message.trim().length > 0, `${what}: a non-empty message`).toBe(true);
  expect(stackTraceIn(response.text), what).toBeUndefined();
  expect(errorBodyLeaks(response.json), what).toEqual([]);
  const { world, target } = run();
  const secrets: [string, string][] = [
    [world.upstream.app_secret, 'the platform app secret'],
    [target.controlToken, 'the control token'],
    ...world.numbers.map((n): [string, string] => [n.token, `the token of ${n.phone_number_id}`]),
    ...world.subscriptions.map((s): [string, string] => [s.secret, `the signing secret of ${s.id}`]),
  ];
  for (const [secret, name] of secrets) if (secret !== '') expectNoLeak(response, secret, `${what}: ${name}`);
}

check({ id: 'internal-failure-is-500', section: '7', title: 'a failure inside the service during a send is 500 internal_error in the error format, leaks nothing, sends nothing, frees the key, and the service answers normally after it', decisions: ['A63'], needs: ['internal_failure'], asserts: { '7-internal-error-500': ['service-failure-500'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  const { api, control, upstream, world } = run();
  const cast = castOf(world);
  const body = textTo(cast.customers.inWindow, 'Sent after an internal failure 7I1');
  const idempotencyKey = 'internal-failure-7i1';

  await given('a failure is armed inside the service', () => control.armInternalFailure(1));
  const mark = upstream.mark();
  const failedSend = await api.sendMessage({ token: cast.main.token, body, idempotencyKey });
  expectCleanFailure(failedSend, 'the send that failed inside the service');
  expect(upstream.sendsSince(mark), 'what the failed send sent to the platform').toEqual([]);

  // The armed failure is spent: the same send with the same key is a fresh attempt.
  const retried = await api.sendMessage({ token: cast.main.token, body, idempotencyKey });
  expectSent(retried);
  expect(retried.headers['idempotency-replayed'], 'the retry after a 500 is not a replay').not.toBe('true');
  expect(upstream.sendsSince(mark), 'the retry reached the platform once').toHaveLength(1);
});

// The same on the listing, apart: a build that has written its sends and not yet its listing gets the send's judged.
check({ id: 'internal-failure-on-listing-is-500', section: '7', title: 'a failure inside the service during a listing is 500 internal_error in the error format, leaks nothing, and the listing answers normally after it', decisions: ['A63'], needs: ['internal_failure'], asserts: { '7-internal-error-500': ['service-failure-500'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  const { api, control, world } = run();
  const cast = castOf(world);
  await given('a failure is armed inside the service', () => control.armInternalFailure(1));
  expectCleanFailure(await api.listTemplates({ token: cast.main.token }), 'the listing that failed inside the service');
  const listed = await api.listTemplates({ token: cast.main.token });
  expect(listed.status, listed.text.slice(0, 300)).toBe(200);
});

check({ id: 'internal-failure-no-message-sent', section: '6', title: 'a send that failed inside the service (500) leads to no message.sent carrying its wording; the accepted send after it does', decisions: ['A54', 'A63'], needs: ['internal_failure', 'loopback_subscriptions'], asserts: { '6-refused-send-no-message-sent': ['refused-500'] } }, async (context) => {
  await provisionWithReceiver(context, run(), receiver());
  const { api, control, world } = run();
  const cast = castOf(world);
  const refusedWording = 'Refused 500: failed inside 7I2';
  await given('one failure is armed inside the service', () => control.armInternalFailure(1));
  const failed = await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, refusedWording) });
  expectError(failed, 500, 'internal_error');

  const accepted = 'Accepted after the internal failure 7I3';
  expectSent(await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, accepted) }));
  const all = await receiver().waitFor((deliveries) => (deliveriesOf(deliveries, 'message.sent').some((d) => holdsText(bodyJson(d), accepted)) ? deliveries : undefined));
  expect(all, 'the message.sent of the accepted send').toBeDefined();
  expect(deliveriesOf(all ?? [], 'message.sent').filter((d) => holdsText(bodyJson(d), refusedWording)), 'message.sent for the send that failed with 500').toEqual([]);
});
