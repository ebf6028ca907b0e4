// Sections 3.1 and 6: a send leads to `message.sent` carrying the wording as sent, and later,
// as the platform reports, to `message.status` (FAILED with its reason). Payload layouts are not
// shown, so every check looks for the send's `id` or `wa_message_id` and for the expected values
// anywhere in the JSON body, never at a path (decision A54). Deliveries are seen only at the
// suite's own receiver, as a subscriber sees them.
import { expect, type TestContext } from 'vitest';
import { loadContract } from '../../contracts/index.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { holdsText, holdsValue } from '../support/assertions/json-search.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();

async function start(context: TestContext): Promise<void> {
  await provisionWithReceiver(context, run(), receiver());
}

async function sendAsMain(body: Record<string, unknown>, idempotencyKey?: string): Promise<MessageRecord> {
  const { api, world } = run();
  const response = await given('the send is accepted', () => api.sendMessage({ token: castOf(world).main.token, body, idempotencyKey }), (answer) => expect(answer.status, JSON.stringify(answer.json)).toBe(200));
  return response.json as MessageRecord;
}

/** The first delivery of `event` that names the message by either of its ids. */
function awaitAbout(event: string, record: MessageRecord, also: (json: unknown) => boolean = () => true) {
  return receiver().waitFor((all) => deliveriesOf(all, event, record.id, record.wa_message_id).find((d) => also(bodyJson(d))));
}

/** Title the platform's error catalogue gives a code: a gateway may pass on it or the details. */
function platformTitle(code: number): string {
  const envelope = (loadContract('upstream').components?.schemas?.ErrorEnvelope ?? {}) as { 'x-platform-error-codes'?: Record<string, { title?: string }> };
  return envelope['x-platform-error-codes']?.[String(code)]?.title ?? `no title for ${code}`;
}

check({ id: 'send-emits-message-sent', section: '6', title: 'a text send leads to message.sent naming the message and carrying the text as sent', decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '3.1-send-emits-message-sent': ['text-send-message-sent'], '6-message-sent-wording': ['text-wording'] } }, async (context) => {
  await start(context);
  const text = 'Your parcel 7F-204 is on its way.';
  const record = await sendAsMain(textTo(castOf(run().world).customers.inWindow, text));
  const delivery = await awaitAbout('message.sent', record);
  expect(delivery, 'a message.sent delivery holding the id or wa_message_id of the send').toBeDefined();
  expect(holdsText(bodyJson(delivery!), text), 'the wording as sent').toBe(true);
});

check({ id: 'message-sent-fills-template-values', section: '6', title: 'message.sent of a template send carries its wording with the values filled in', decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '2.4-numbered-in-order': ['values-filled-in-order'], '3.1-send-emits-message-sent': ['template-send-message-sent'], '6-message-sent-wording': ['template-values-filled'] } }, async (context) => {
  await start(context);
  const values = ['Friday', 'P-7731', '10:00', '12:00'];
  const record = await sendAsMain({
    to: castOf(run().world).customers.inWindow,
    type: 'template',
    template_name: 'delivery_window',
    template_language: 'en_US',
    template_components: [
      { type: 'header', parameters: [{ type: 'text', text: values[0] }] },
      { type: 'body', parameters: values.slice(1).map((text) => ({ type: 'text', text })) },
    ],
  });
  const delivery = await awaitAbout('message.sent', record);
  expect(delivery, 'a message.sent delivery for the template send').toBeDefined();
  const json = bodyJson(delivery!);
  expect(holdsText(json, 'Your parcel P-7731 will arrive between 10:00 and 12:00.'), 'the body text with its values in place').toBe(true);
});

check({ id: 'platform-statuses-emit-message-status', section: '3.1', title: 'DELIVERED and READ reported by the platform each lead to message.status naming the message', decisions: ['A53', 'A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '3.1-status-values': ['delivered-event', 'read-event'], '3.1-platform-moves-status': ['delivered-passed-on', 'read-passed-on'], '4.1-accepted-not-delivered': ['status-reported-later'] } }, async (context) => {
  await start(context);
  const record = await sendAsMain(textTo(castOf(run().world).customers.inWindow));
  for (const [reported, status] of [['delivered', 'DELIVERED'], ['read', 'READ']] as const) {
    await run().upstream.reportStatus(record.wa_message_id, { status: reported });
    const delivery = await awaitAbout('message.status', record, (json) => holdsValue(json, status));
    expect(delivery, `a message.status delivery holding ${status} and the message's id`).toBeDefined();
  }
});

check({ id: 'failed-status-carries-reason', section: '3.1', title: 'a FAILED report leads to message.status carrying FAILED and the platform reason', decisions: ['A54', 'A67'], needs: ['loopback_subscriptions'], asserts: { '3.1-status-values': ['failed-event'], '3.1-platform-moves-status': ['failed-passed-on'], '3.1-failed-carries-reason': ['failed-reason-on-event'], '3.1-late-refusals': ['late-refusal-as-failed-event'], '4.1-accepted-not-delivered': ['status-reported-later'] } }, async (context) => {
  await start(context);
  const record = await sendAsMain(textTo(castOf(run().world).customers.inWindow));
  const details = 'Handset 7731 unreachable for 24 hours';
  await run().upstream.reportStatus(record.wa_message_id, { status: 'failed', error: { code: 131026, details } });
  const delivery = await awaitAbout('message.status', record, (json) => holdsValue(json, 'FAILED'));
  expect(delivery, 'a message.status delivery holding FAILED').toBeDefined();
  const json = bodyJson(delivery!);
  expect(holdsText(json, details) || holdsText(json, platformTitle(131026)), 'the reason the platform gave (its details or its title)').toBe(true);
});

check({ id: 'no-event-for-replay', section: '6', title: 'an idempotent replay leads to no message.sent for a new message', decisions: ['A55', 'A54'], needs: ['loopback_subscriptions'], asserts: { '3.3-replay': ['no-event-for-replay'] } }, async (context) => {
  await start(context);
  const { customers } = castOf(run().world);
  const body = textTo(customers.inWindow, 'Order 7731 confirmed.');
  const original = await sendAsMain(body, 'events-replay-7731');
  expect(await awaitAbout('message.sent', original), 'the original send is announced').toBeDefined();
  const replay = await sendAsMain(body, 'events-replay-7731');
  expect(replay.id).toBe(original.id);
  // A later, different send is announced too; by then a replay's event would have had its chance.
  const sentinel = await sendAsMain(textTo(customers.inWindow, 'Sentinel after the replay.'));
  expect(await awaitAbout('message.sent', sentinel), 'the sentinel send is announced').toBeDefined();
  const known = [original.id, original.wa_message_id, sentinel.id, sentinel.wa_message_id];
  const strangers = deliveriesOf(receiver().received(), 'message.sent').filter((d) => !known.some((id) => holdsValue(bodyJson(d), id)));
  expect(strangers.map((d) => d.body.toString('utf8').slice(0, 300)), 'message.sent deliveries about some other message').toEqual([]);
});

check({ id: 'one-time-code-in-no-delivery', section: '6', title: 'the one-time code of a send appears in no delivery, before or after its status changes', decisions: ['A31', 'A54'], needs: ['loopback_subscriptions'], asserts: { '2.2-code-never-shown': ['not-in-event'] } }, async (context) => {
  await start(context);
  const code = 'QX482913';
  const record = await sendAsMain({
    to: castOf(run().world).customers.inWindow,
    type: 'template',
    template_name: 'otp_login',
    template_language: 'en_US',
    template_components: [{ type: 'body', parameters: [{ type: 'text', text: code }] }],
  });
  expect(await awaitAbout('message.sent', record), 'the one-time-code send is announced').toBeDefined();
  await run().upstream.reportStatus(record.wa_message_id, { status: 'delivered' });
  expect(await awaitAbout('message.status', record), 'its delivery is announced').toBeDefined();
  const leaking = receiver().received().filter((d) => d.body.toString('utf8').includes(code));
  expect(leaking.map((d) => d.headers['x-service-event']), 'deliveries whose body contains the code').toEqual([]);
});
