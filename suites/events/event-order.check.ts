// Section 6, rule 1: delivery is unordered, so subscribers "sequence using timestamps in the
// payload, not arrival order"; a payload must therefore carry the time of its event. Section 3.1:
// the platform moves a sent message on, and its reports may come in any order, READ before
// DELIVERED included. Layouts are not shown (decisions A54, A67): values are looked for anywhere.
import { expect, type TestContext } from 'vitest';
import { holdsValue, instantsIn } from '../support/assertions/json-search.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, targetNowMs, useReceiver, type ReceiverProvisioning } from '../support/receiver/receiver-run.ts';
import type { ReceivedDelivery } from '../support/receiver/receiver.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();

async function start(context: TestContext, options: ReceiverProvisioning = {}): Promise<void> {
  await provisionWithReceiver(context, run(), receiver(), options);
}

async function sendText(text: string): Promise<MessageRecord> {
  const { api, world } = run();
  const cast = castOf(world);
  const response = await given('a text send is accepted', () => api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, text) }), (answer) => expect(answer.status, JSON.stringify(answer.json)).toBe(200));
  return response.json as MessageRecord;
}

const about = (event: string, record: MessageRecord, value?: string) => (all: readonly ReceivedDelivery[]) =>
  deliveriesOf(all, event, record.id, record.wa_message_id).find((d) => value === undefined || holdsValue(bodyJson(d), value));

// A minute on each side of the send covers a gateway that stamps the event when it queues it,
// sends it or records the platform's answer.
const slackMs = 60_000;

check({ id: 'payload-timestamps-order-events', section: '6', title: 'two message.sent payloads an hour apart each carry a time within a minute of their send, so the later event carries the later time', decisions: ['A54', 'A63', 'A67'], needs: ['loopback_subscriptions', 'clock'], asserts: { '6-payload-timestamps': ['payload-time-of-event', 'hour-apart-in-order'] } }, async (context) => {
  await start(context, { events: ['message.sent'] });
  const times: number[] = [];
  for (const [n, text] of ['First of two, an hour apart.', 'Second of two, an hour apart.'].entries()) {
    if (n > 0) await run().advance(3600);
    const before = await targetNowMs(run());
    const record = await sendText(text);
    const after = await targetNowMs(run());
    const delivery = await receiver().waitFor(about('message.sent', record));
    expect(delivery, `message.sent for send ${n + 1}`).toBeDefined();
    const near = instantsIn(bodyJson(delivery!)).filter((t) => t >= before - slackMs && t <= after + slackMs);
    expect(near.length, `send ${n + 1}: a time in the payload within a minute of the send (${new Date(before).toISOString()})`).toBeGreaterThan(0);
    times.push(Math.max(...near));
  }
  expect(times[1]! - times[0]!, 'the second event carries a time later than the first').toBeGreaterThan(0);
});

check({ id: 'read-before-delivered', section: '3.1', title: 'a READ the platform reports before DELIVERED leads to message.status with READ for the message, without waiting for DELIVERED', decisions: ['A53', 'A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '3.1-platform-moves-status': ['read-before-delivered'] } }, async (context) => {
  await start(context, { events: ['message.status'] });
  const record = await sendText('Read before it was reported delivered.');
  await run().upstream.reportStatus(record.wa_message_id, { status: 'read' });
  const read = await receiver().waitFor(about('message.status', record, 'READ'));
  expect(read, 'a message.status delivery holding READ and the message id').toBeDefined();
  // The late report is passed on or not (the status does not go back); the gateway stays whole.
  await run().upstream.reportStatus(record.wa_message_id, { status: 'delivered' });
  const next = await sendText('Sent after the late report.');
  expect(next.status, 'a later send').toBe('SENT');
});
