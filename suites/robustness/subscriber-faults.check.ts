// Sections 4.3, 6 and 8 with a failing subscriber (decisions A49, A51, A63): while the subscriber
// fails its first 19 deliveries with 503 and then answers slowly, a burst of sends each reaches
// it at least once with a 2xx, under one X-Service-Delivery per event across all its attempts.
// Events sent are counted against events received: none may be missing. Nineteen failures keep
// the subscription active whether a gateway counts failed events or failed attempts toward the
// 20 of section 6 (A51), and the subscription takes message.sent only, the event counted here.
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { driveUntil } from '../support/receiver/drive-clock.ts';
import { deliveriesOf } from '../support/receiver/delivery-search.ts';
import type { ReceivedDelivery } from '../support/receiver/receiver.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();
const events = 15;
// At most 19 failed attempts leave a subscription active under either count of decision A51.
const plantedFailures = 19;

/** Per message: the attempts that reached the subscriber, or undefined while one has not landed. */
function landedAll(records: readonly MessageRecord[]) {
  return (all: readonly ReceivedDelivery[]) => {
    const attempts = records.map((record) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id));
    return attempts.every((list) => list.some((d) => d.answered < 300)) ? attempts : undefined;
  };
}

check({ id: 'every-event-survives-subscriber-faults', section: '6', title: `${events} sends while the subscriber fails its first ${plantedFailures} deliveries and then answers slowly: every message.sent arrives with a 2xx, one delivery id per event, none missing`, decisions: ['A49', 'A51', 'A63'], needs: ['loopback_subscriptions', 'clock'], asserts: { '6-at-least-once': ['failed-delivery-retried'] } }, async (context: TestContext) => {
  await provisionWithReceiver(context, run(), receiver(), { events: ['message.sent'] });
  const { api, upstream, world } = run();
  const cast = castOf(world);
  receiver().failNext(plantedFailures, 503);
  const records: MessageRecord[] = [];
  for (let i = 0; i < events; i++) {
    // From the eleventh send on, the subscriber is also slow to answer, failures included.
    if (i === 10) receiver().slow(150);
    upstream.pace(1);
    // Texts to the customer inside the window, all sent before the clock moves.
    const answer = await given(`send ${i} is accepted`, () => api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, `Parcel update ${i}.`) }), (sent) => expect(sent.status, `send ${i}`).toBe(200));
    records.push(answer.json as MessageRecord);
  }
  receiver().slow(0);
  const attempts = await driveUntil(run(), receiver(), landedAll(records), { budgetSeconds: 6 * 3600 });
  expect(attempts, `every event delivered; received ${receiver().received().length} attempts`).toBeDefined();
  expect(receiver().received().filter((d) => d.answered >= 300), 'deliveries the subscriber failed').toHaveLength(plantedFailures);
  const ids = attempts!.map((list, i) => {
    const distinct = new Set(list.map((d) => d.headers['x-service-delivery']));
    expect(distinct.size, `message ${records[i]!.id}: X-Service-Delivery across its ${list.length} attempts`).toBe(1);
    return [...distinct][0];
  });
  expect(new Set(ids).size, 'one delivery id per event, none shared').toBe(events);
});
