// Section 6, rule 3 and section 8: a subscription is switched off after 20 *consecutive* failed
// deliveries, so a delivery that lands in between starts the count again. Decision A51 leaves
// open whether attempts or events are counted; 19 failed attempts, a success, then 19 more keep
// the count under 20 on either reading, and only a count that ignores the success reaches it.
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { deliveriesOf } from '../support/receiver/delivery-search.ts';
import { sendPacedTemplate, subscribeToSentOnly } from '../support/receiver/counted-deliveries.ts';
import { useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';

const run = useRun();
const receiver = useReceiver();
const failures = 19;

const start = (context: TestContext) => subscribeToSentOnly(context, run(), receiver());
const send = () => sendPacedTemplate(run());

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
