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

const secondMs = 1000;

/**
 * The instants of a payload that fall between two readings of the target's clock, compared to
 * the second: the spec fixes no precision, so a gateway may write its times without fractions.
 */
function instantsBetween(delivery: ReceivedDelivery, fromMs: number, toMs: number): number[] {
  const from = Math.floor(fromMs / secondMs) * secondMs;
  const to = Math.ceil(toMs / secondMs) * secondMs;
  return instantsIn(bodyJson(delivery)).filter((t) => t >= from && t <= to);
}

/**
 * Sends a text and returns the latest instant of its message.sent payload that lies between the
 * clock read before the send and after the delivery arrived: whether the gateway stamps the
 * event when it queues it, sends it or records the platform's answer, that time lies in between.
 */
async function sentAt(label: string, text: string): Promise<number> {
  const before = await targetNowMs(run());
  const record = await sendText(text);
  const delivery = await receiver().waitFor(about('message.sent', record));
  const after = await targetNowMs(run());
  expect(delivery, `message.sent for ${label}`).toBeDefined();
  const near = instantsBetween(delivery!, before, after);
  expect(near.length, `${label}: a time in the payload between ${new Date(before).toISOString()} and ${new Date(after).toISOString()}`).toBeGreaterThan(0);
  return Math.max(...near);
}

const wholeSeconds = (ms: number) => Math.floor(ms / secondMs);

// Needs no clock: time passes on its own between two sends. A target with a clock also has the
// second event an hour after the first, which its payload must show as strictly later.
check({ id: 'payload-timestamps-order-events', section: '6', title: 'each message.sent payload carries a time between its send and its arrival, and a later send carries a time no earlier; with a clock, a send an hour later carries a later time', decisions: ['A54', 'A63', 'A67'], needs: ['loopback_subscriptions'], asserts: { '6-payload-timestamps': ['payload-time-of-event', 'hour-apart-in-order'] } }, async (context) => {
  await start(context, { events: ['message.sent'] });
  const first = await sentAt('the first send', 'First of two, one after the other.');
  const second = await sentAt('the second send', 'Second of two, one after the other.');
  expect(wholeSeconds(second), 'the second send carries a time no earlier than the first').toBeGreaterThanOrEqual(wholeSeconds(first));
  if (!run().offers('clock')) return;
  await run().advance(3600);
  const hourLater = await sentAt('the send an hour later', 'Third, an hour after the others.');
  expect(hourLater - second, 'the send an hour later carries a later time').toBeGreaterThan(0);
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
