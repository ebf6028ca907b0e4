// Section 6, rules 3 and 5: delivery failures never surface as API errors but are visible per
// subscription (HTTP status returned, error, attempt count), and a subscription is switched off
// after 20 consecutive failed deliveries; re-registering it in the dashboard reactivates it with a
// new signing secret. Section 8: the attempt history is kept for 7 days. The dashboard view is read
// through the control plane (capability delivery_history), and the dashboard's re-registration is
// its operation of the same name (capability subscription_reregister), not a world load, which
// starts the whole state afresh (decision A63); what the subscriber gets is seen at the suite's
// receiver.
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { attemptsEnded, driveUntil } from '../support/receiver/drive-clock.ts';
import { deliveriesOf } from '../support/receiver/delivery-search.ts';
import { verifySignature } from '../support/receiver/delivery-signature.ts';
import { sendPacedText, subscribeToSentOnly } from '../support/receiver/counted-deliveries.ts';
import { targetNowMs, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();

const hour = 3600;
const day = 24 * hour;

const subscriptionId = () => run().world.subscriptions[0]?.id ?? '';

function deliveriesView() {
  return run().control.subscriptionDeliveries(subscriptionId());
}

const start = (context: TestContext) => subscribeToSentOnly(context, run(), receiver());
const send = () => sendPacedText(run());

/** Seconds until the target's next scheduled retry, as its delivery view reports it. */
async function secondsToNextRetry(): Promise<number | undefined> {
  const view = await deliveriesView();
  if (view.next_attempt_at === null) return undefined;
  return Math.ceil((Date.parse(view.next_attempt_at) - (await targetNowMs(run()))) / 1000);
}

check({ id: 'failed-attempts-visible-per-subscription', section: '6', title: 'a failed attempt and its successful retry are listed for the subscription with status, error and attempt count (section 6), still 6 days later and no longer 7 days and an hour later (section 8: 7 days of history)', decisions: ['A63', 'A89'], needs: ['loopback_subscriptions', 'clock', 'delivery_history'], asserts: { '5.7-secret-shown-once': ['secret-not-in-delivery-view'], '6-at-least-once': ['failed-delivery-retried'], '6-failures-visible': ['status-error-attempt-count-shown'], '8-attempt-history-7-days': ['history-at-6-days', 'history-past-7-days'] } }, async (context) => {
  await start(context);
  receiver().failNext(1, 503);
  const record = await send();
  const first = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id)[0]);
  expect(first, 'the first attempt reached the subscriber').toBeDefined();
  const id = first!.headers['x-service-delivery'];
  const landed = await driveUntil(run(), receiver(), (all) => all.find((d) => d.headers['x-service-delivery'] === id && d.answered < 300), { nextDueSeconds: secondsToNextRetry });
  expect(landed, 'a retry that succeeded').toBeDefined();
  const view = await deliveriesView();
  const attempts = view.attempts.filter((a) => a.delivery_id === id);
  expect(attempts.map((a) => [a.attempt, a.status, a.delivered])).toEqual([
    [1, 503, false],
    [2, landed!.answered, true],
  ]);
  expect(attempts[0]?.error, 'the failed attempt says why').toEqual(expect.any(String));
  expect(attempts[0]?.error, 'the failed attempt says why, in words').toMatch(/\S/);
  const shown = JSON.stringify(view);
  const secrets = [run().world.subscriptions[0]?.secret ?? '', castOf(run().world).main.token];
  expect(secrets.filter((secret) => shown.includes(secret)), 'secrets in the delivery view').toEqual([]);
  // Aged from after the retry landed: both attempts are within 7 days at 6, and past them, under
  // every reading of where the 7 days start (A89), an hour after the seventh day.
  await receiver().idle();
  const listed = async () => (await deliveriesView()).attempts.filter((a) => a.delivery_id === id).length;
  await run().advance(6 * day);
  expect(await listed(), 'listed 6 days later').toBeGreaterThan(0);
  await run().advance(day + hour);
  expect(await listed(), 'listed 7 days and an hour later').toBe(0);
});

/**
 * Fails 20 events in a row with their retries exhausted, after checking the subscription is still
 * active at 19, and answers once the target has switched it off.
 */
async function switchOff(): Promise<void> {
  receiver().answerAlways(500);
  for (let i = 0; i < 19; i++) await send();
  expect(await receiver().waitFor((all) => (all.length >= 19 ? all : undefined)), '19 failed first attempts').toBeDefined();
  expect((await deliveriesView()).active, 'active after 19 failed attempts').toBe(true);
  await send();
  // Let every retry run out; the target says when nothing is left to try. Steps of at least ten
  // minutes let the retries of all twenty events fall due together, whatever their jitter.
  for (let round = 0; round < 40 && (await deliveriesView()).unfinished_deliveries > 0; round++) {
    await run().advance(Math.max(600, (await secondsToNextRetry()) ?? 0));
    await attemptsEnded(run(), receiver());
  }
  const after = await deliveriesView();
  expect(after.unfinished_deliveries, 'retries exhausted').toBe(0);
  expect(after.active, 'switched off').toBe(false);
}

check({ id: 'auto-disable-after-twenty-failed-events', section: '6', title: 'still active after 19 failed deliveries; switched off once 20 consecutive events failed with retries exhausted, and sent nothing more (section 6: auto-disable)', decisions: ['A51', 'A63'], needs: ['loopback_subscriptions', 'clock', 'delivery_history'], asserts: { '6-auto-disable-20': ['nineteen-still-active', 'twenty-disables'] } }, async (context) => {
  await start(context);
  await switchOff();
  receiver().answerAlways(204);
  const later = await send();
  const reached = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent', later.id, later.wa_message_id)[0], 500);
  expect(reached, 'a delivery to the switched-off subscription').toBeUndefined();
});

check({ id: 'reregister-reactivates-with-new-secret', section: '6', title: 'a subscription switched off after 20 failed events and registered again as the dashboard does is active again with a new secret: its deliveries verify with the new secret and not the old one (section 6: re-registration)', decisions: ['A50', 'A51', 'A63'], needs: ['loopback_subscriptions', 'clock', 'delivery_history', 'subscription_reregister'], asserts: { '6-reregister-reactivates': ['reactivated-after-switch-off', 'signed-with-new-secret', 'new-secret-differs'] } }, async (context) => {
  await start(context);
  await switchOff();
  receiver().answerAlways(204);
  const oldSecret = run().world.subscriptions[0]?.secret ?? '';
  const { secret } = await given('the subscription is registered again', () => run().control.reregisterSubscription(subscriptionId()));
  expect(secret === oldSecret, 'the new secret is the old one').toBe(false);
  receiver().reset();
  expect((await deliveriesView()).active, 'active once registered again').toBe(true);
  const renewed = await send();
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent', renewed.id, renewed.wa_message_id)[0]);
  expect(delivery, 'a delivery to the subscription registered again').toBeDefined();
  const signed = { signature: delivery!.headers['x-service-signature'], timestamp: delivery!.headers['x-service-timestamp'], body: delivery!.body };
  expect(verifySignature(signed, secret).valid, 'verifies with the new secret').toBe(true);
  expect(verifySignature(signed, oldSecret).valid, 'verifies with the old secret').toBe(false);
});
