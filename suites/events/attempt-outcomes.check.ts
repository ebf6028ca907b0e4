// Sections 4.3 and 6, rules 1 and 5: the subscriber acknowledges a delivery with a 2xx, so any
// other answer, or none at all, is a failed attempt that is tried again under the same
// X-Service-Delivery, and the dashboard lists each attempt with the status returned (none when
// the connection was cut), whether it delivered, and why it failed. A 300 comes without a
// Location, so a gateway that follows redirects has nowhere to go either. The view is read
// through the control plane (capability delivery_history, decision A63); one failure per event
// keeps the subscription active however the 20 of rule 3 are counted (decision A51). Section 8
// leaves the attempt timeout unpublished, but at least once cannot hold for a subscriber that
// never answers unless an unanswered attempt ends and is tried again (decision A93); nor for one
// that refuses the connection unless that attempt is tried again too.
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { attemptsEnded, driveUntil } from '../support/receiver/drive-clock.ts';
import { deliveriesOf } from '../support/receiver/delivery-search.ts';
import { sendPacedText, subscribeToSentOnly } from '../support/receiver/counted-deliveries.ts';
import { targetNowMs, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';

const run = useRun();
const receiver = useReceiver();

const deliveriesView = () => run().control.subscriptionDeliveries(run().world.subscriptions[0]?.id ?? '');

/** Seconds until the target's next scheduled retry, as its delivery view reports it. */
async function secondsToNextRetry(): Promise<number | undefined> {
  const view = await deliveriesView();
  if (view.next_attempt_at === null) return undefined;
  return Math.ceil((Date.parse(view.next_attempt_at) - (await targetNowMs(run()))) / 1000);
}

/** Moves the clock until a delivery of `record` is answered 2xx; answers the attempts the view lists for its delivery id. */
async function attemptsUntilLanded(record: MessageRecord, what: string) {
  const landed = await driveUntil(run(), receiver(), (all) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id).find((d) => d.answered < 300), { nextDueSeconds: secondsToNextRetry });
  expect(landed, `${what}: a later attempt was answered 2xx`).toBeDefined();
  await receiver().idle();
  const id = landed!.headers['x-service-delivery'];
  return (await deliveriesView()).attempts.filter((a) => a.delivery_id === id);
}

check({ id: 'non-2xx-and-cut-connections-are-retried', section: '6', title: 'a 300 answer and a connection cut without an answer are each a failed attempt, listed with its status (none for the cut), not delivered, with an error saying why, and tried again; the 200 answering the retry delivers and ends the delivery (sections 4.3 and 6)', decisions: ['A51', 'A63'], needs: ['loopback_subscriptions', 'clock', 'delivery_history'], asserts: { '6-at-least-once': ['status-3xx-retried', 'cut-connection-retried', 'status-200-ends-delivery'], '6-failures-visible': ['status-error-attempt-count-shown'] } }, async (context: TestContext) => {
  await subscribeToSentOnly(context, run(), receiver());
  receiver().answerAlways(200);
  receiver().failNext(1, 300);
  const redirected = await attemptsUntilLanded(await sendPacedText(run()), 'answered 300 first');
  expect(redirected.map((a) => [a.attempt, a.status, a.delivered])).toEqual([
    [1, 300, false],
    [2, 200, true],
  ]);
  expect(redirected[0]?.error, 'the attempt answered 300 says why it failed').toMatch(/\S/);
  receiver().dropNext(1);
  const cut = await attemptsUntilLanded(await sendPacedText(run()), 'connection cut first');
  expect(receiver().dropped(), 'connections cut').toBe(1);
  expect(cut.map((a) => [a.attempt, a.status, a.delivered])).toEqual([
    [1, null, false],
    [2, 200, true],
  ]);
  expect(cut[0]?.error, 'the attempt whose connection was cut says why it failed').toMatch(/\S/);
});

/** The delivery view's attempt `n` of the first delivery listed, once the target says no attempt is under way. */
async function attemptListed(n: number) {
  await attemptsEnded(run(), receiver());
  return (await deliveriesView()).attempts.find((a) => a.attempt === n);
}

check({ id: 'unanswered-attempt-fails-and-is-retried', section: '6', title: 'an attempt the subscriber never answers ends within an hour of the target clock as failed, with no status and an error saying why, and is tried again until a 2xx lands (sections 6 and 8: the attempt timeout is unpublished, not endless)', decisions: ['A51', 'A63', 'A93'], needs: ['loopback_subscriptions', 'clock', 'delivery_history'], asserts: { '6-at-least-once': ['unanswered-attempt-retried'] } }, async (context: TestContext) => {
  await subscribeToSentOnly(context, run(), receiver());
  receiver().holdNext(1);
  const record = await sendPacedText(run());
  expect(await receiver().waitFor(() => (receiver().held() === 1 ? true : undefined)), 'the first attempt reached the subscriber').toBe(true);
  // An hour on the target's clock passes any attempt timeout that clock decides; no answer ever comes.
  await run().advance(3600);
  const first = await attemptListed(1);
  expect(first, 'the attempt held unanswered has ended, an hour later on the target clock').toBeDefined();
  expect([first!.status, first!.delivered], 'no status came back, not delivered').toEqual([null, false]);
  expect(first!.error, 'the attempt held unanswered says why it failed').toMatch(/\S/);
  // Its connection is done with; whatever the subscriber writes on it now is too late.
  receiver().release();
  const attempts = await attemptsUntilLanded(record, 'held unanswered first');
  expect(attempts.map((a) => [a.attempt, a.status, a.delivered])).toEqual([
    [1, null, false],
    [2, 204, true],
  ]);
});

check({ id: 'refused-connection-is-retried', section: '6', title: 'an attempt whose connection the subscriber refuses fails, with no status and an error saying why, and is tried again once the subscriber listens again, until a 2xx lands (section 6: at least once)', decisions: ['A51', 'A63'], needs: ['loopback_subscriptions', 'clock', 'delivery_history'], asserts: { '6-at-least-once': ['refused-connection-retried'] } }, async (context: TestContext) => {
  await subscribeToSentOnly(context, run(), receiver());
  await receiver().refuseConnections();
  let record: MessageRecord;
  try {
    record = await sendPacedText(run());
    const first = await attemptListed(1);
    expect(first, 'the attempt that found the connection refused is listed').toBeDefined();
    expect([first!.status, first!.delivered], 'no status, not delivered').toEqual([null, false]);
    expect(first!.error, 'the refused attempt says why it failed').toMatch(/\S/);
  } finally {
    await receiver().acceptConnections();
  }
  const attempts = await attemptsUntilLanded(record, 'connection refused first');
  expect(attempts.map((a) => [a.attempt, a.status, a.delivered])).toEqual([
    [1, null, false],
    [2, 204, true],
  ]);
});
