// Section 2.2: a one-time code "is never shown, stored, or logged". What a build stores can be
// seen from outside only where it shows a stored record again: the replay of the send's key
// (section 3.3 answers it from what was kept), the message.status deliveries made as the platform
// moves the message on (events come from the record, not from the request), and the control
// plane's own records: the number's customer, its deliveries, and the message record as kept. None may hold the code. The code
// is distinctive, so a hit is the code and nothing else.
import { expect, type TestContext } from 'vitest';
import { holdsValue } from '../support/assertions/json-search.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { deliveriesOf, bodyJson } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { useRun } from '../support/run/harness-run.ts';
import { bodyWith, templateSend, textValue } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();

/** Sends `otp_login` with `code` under `key`, and waits until its message.sent has arrived. */
async function sendCode(context: TestContext, code: string, key: string): Promise<MessageRecord> {
  await provisionWithReceiver(context, run(), receiver());
  const { api, world } = run();
  const cast = castOf(world);
  const body = templateSend(cast.customers.inWindow, 'otp_login', 'en_US', [bodyWith(textValue(code))]);
  const sent = await given('the one-time-code send is accepted', () => api.sendMessage({ token: cast.main.token, body, idempotencyKey: key }), (answer) => expect(answer.status, answer.text.slice(0, 300)).toBe(200));
  const record = sent.json as MessageRecord;
  const announced = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id)[0]);
  expect(announced, 'the send is announced').toBeDefined();
  return record;
}

/** Has the platform move the message to `status`, and waits for the message.status saying so. */
async function moveTo(record: MessageRecord, reported: 'delivered' | 'read', status: string): Promise<void> {
  await run().upstream.reportStatus(record.wa_message_id, { status: reported });
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'message.status', record.id, record.wa_message_id).find((d) => holdsValue(bodyJson(d), status)));
  expect(delivery, `a message.status holding ${status}`).toBeDefined();
}

check({ id: 'one-time-code-not-in-stored-record', section: '2.2', title: 'after the platform moves a one-time-code message on, neither its replay nor any delivery holds the code', decisions: ['A31', 'A54', 'A65'], needs: ['loopback_subscriptions'], asserts: { '2.2-code-never-stored-or-logged': ['code-not-stored'] } }, async (context) => {
  const code = 'QZ7R4K';
  const key = 'otp-kept-nowhere-1';
  const record = await sendCode(context, code, key);
  await moveTo(record, 'delivered', 'DELIVERED');
  await moveTo(record, 'read', 'READ');
  const { api, world } = run();
  const cast = castOf(world);
  const replay = await api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, 'otp_login', 'en_US', [bodyWith(textValue(code))]), idempotencyKey: key });
  expect(replay.status, 'the replay').toBe(200);
  expect((replay.json as MessageRecord).id, 'the replay is of the same message').toBe(record.id);
  expect(replay.text.includes(code), 'the replayed record holds the code').toBe(false);
  const leaking = receiver().received().filter((d) => d.body.toString('utf8').includes(code));
  expect(leaking.map((d) => d.headers['x-service-event']), 'deliveries whose body holds the code').toEqual([]);
});

check({ id: 'one-time-code-not-in-control-records', section: '2.2', title: 'the control plane’s records of the customer and of the deliveries after a one-time-code send hold no code', decisions: ['A63'], needs: ['loopback_subscriptions', 'customer_state', 'delivery_history'], asserts: { '2.2-code-never-stored-or-logged': ['code-not-stored'] } }, async (context) => {
  requireCapabilities(context, run());
  const code = 'QZ8M3P';
  const record = await sendCode(context, code, 'otp-kept-nowhere-2');
  await moveTo(record, 'delivered', 'DELIVERED');
  const { control, world } = run();
  const cast = castOf(world);
  const customer = await control.customerState(cast.main.id, cast.customers.inWindow);
  expect(JSON.stringify(customer).includes(code), 'the customer record holds the code').toBe(false);
  for (const subscription of world.subscriptions) {
    const history = await control.subscriptionDeliveries(subscription.id);
    expect(history.attempts.length, `${subscription.id}: its deliveries are recorded`).toBeGreaterThan(0);
    expect(JSON.stringify(history).includes(code), `${subscription.id}: its delivery records hold the code`).toBe(false);
  }
});

check({ id: 'one-time-code-not-in-kept-record', section: '2.2', title: 'the record of a one-time-code send, as kept before and after the platform moves it on, holds no code', decisions: ['A63'], needs: ['message_records'], asserts: { '2.2-code-never-stored-or-logged': ['code-not-stored'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  const { api, control, upstream, world } = run();
  const cast = castOf(world);
  const code = 'QZ9W5T';
  const body = templateSend(cast.customers.inWindow, 'otp_login', 'en_US', [bodyWith(textValue(code))]);
  const sent = await given('the one-time-code send is accepted', () => api.sendMessage({ token: cast.main.token, body }), (answer) => expect(answer.status, answer.text.slice(0, 300)).toBe(200));
  const record = sent.json as MessageRecord;
  expect(JSON.stringify(await control.messageRecord(record.id)).includes(code), 'the kept record holds the code at the send').toBe(false);
  await upstream.reportStatus(record.wa_message_id, { status: 'delivered' });
  expect(JSON.stringify(await control.messageRecord(record.id)).includes(code), 'the kept record holds the code once DELIVERED').toBe(false);
});
