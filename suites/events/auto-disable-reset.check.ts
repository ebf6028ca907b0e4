// Section 6, rule 3 and section 8: a subscription is switched off after 20 *consecutive* failed
// deliveries, so a delivery that lands in between starts the count again. Decision A51 leaves
// open whether attempts or events are counted; 19 failed attempts, a success, then 19 more keep
// the count under 20 on either reading, and only a count that ignores the success reaches it.
// Neither one event that failed for good nor any number of deliveries that land switch it off.
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { deliveriesOf } from '../support/receiver/delivery-search.ts';
import { sendPacedText, subscribeToSentOnly } from '../support/receiver/counted-deliveries.ts';
import { attemptsEnded } from '../support/receiver/drive-clock.ts';
import { useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';

const run = useRun();
const receiver = useReceiver();
const failures = 19;

const start = (context: TestContext) => subscribeToSentOnly(context, run(), receiver());
const send = () => sendPacedText(run());

/** Waits for the delivery of `record` to land (answered 2xx) and for the receiver to have answered it. */
async function landed(record: MessageRecord, what: string): Promise<void> {
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id).find((d) => d.answered < 300));
  expect(delivery, what).toBeDefined();
  await receiver().idle();
}

/** Sends until the receiver has failed `failures` attempts, answering 2xx again after them. */
async function failedRun(): Promise<void> {
  const before = receiver().received().filter((d) => d.answered >= 300).length;
  receiver().failNext(failures, 500);
  for (let i = 0; i < failures; i++) await send();
  const failed = await receiver().waitFor((all) => (all.filter((d) => d.answered >= 300).length >= before + failures ? true : undefined));
  expect(failed, `${failures} failed attempts`).toBe(true);
  await receiver().idle();
}

check({ id: 'success-resets-failure-count', section: '6', title: 'after 19 failed attempts, a delivery that lands and 19 more failed attempts, the subscription is still active and the next event is delivered', decisions: ['A51', 'A53', 'A63'], needs: ['loopback_subscriptions'], asserts: { '6-auto-disable-20': ['nineteen-then-success-resets'] } }, async (context) => {
  await start(context);
  await failedRun();
  await landed(await send(), 'a delivery that lands after the first 19 failures');
  await failedRun();
  await landed(await send(), 'the event after 19 more failures reaches the subscriber');
  if (run().offers('delivery_history')) {
    const view = await run().control.subscriptionDeliveries(run().world.subscriptions[0]?.id ?? '');
    expect(view.active, 'the dashboard shows the subscription active').toBe(true);
  }
});

check({ id: 'one-failed-event-and-landed-deliveries-keep-active', section: '6', title: 'an event whose retries run out on 19 failed attempts at most, then 21 deliveries that land, leave the subscription active: the last event is delivered', decisions: ['A51', 'A53', 'A63'], needs: ['loopback_subscriptions', 'clock', 'delivery_history'], asserts: { '6-auto-disable-20': ['one-failed-event-stays-active', 'landed-deliveries-never-count'] } }, async (context) => {
  await start(context);
  const view = () => run().control.subscriptionDeliveries(run().world.subscriptions[0]?.id ?? '');
  receiver().failNext(failures, 500);
  await send();
  // Its retries fall due on the target's clock; steps of ten minutes and more let each come.
  await attemptsEnded(run(), receiver());
  for (let round = 0; round < 40 && (await view()).unfinished_deliveries > 0; round++) {
    await run().advance(600);
    await attemptsEnded(run(), receiver());
  }
  expect((await view()).unfinished_deliveries, 'the event delivered or given up').toBe(0);
  // The planted failures a gateway trying fewer times left over are not wanted any more.
  receiver().answerAlways(204);
  for (let i = 0; i < 20; i++) await landed(await send(), `delivery ${i + 1} of 20 after the failed event`);
  await landed(await send(), 'the 21st delivery after the failed event');
  expect((await view()).active, 'the dashboard shows the subscription active').toBe(true);
});
