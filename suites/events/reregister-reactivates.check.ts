// Section 6, rule 3: an endpoint switched off after 20 consecutive failed deliveries is
// reactivated by registering it again, which produces a new signing secret. Registration reaches
// a target through the control plane's world load (decision A63): the same subscription, same
// endpoint, loaded again with another secret. Decision A51: the switch-off is reached as the
// existing auto-disable check reaches it, by failing every attempt of 20 events until no retry
// is left.
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { settleArrivals } from '../support/receiver/drive-clock.ts';
import { deliveriesOf } from '../support/receiver/delivery-search.ts';
import { verifySignature } from '../support/receiver/delivery-signature.ts';
import { provisionWithReceiver, targetNowMs, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { plainTemplateTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();
const renewedSecret = 'fixture-signing-secret-main-renewed-0002';

const subscriptionId = () => run().world.subscriptions[0]?.id ?? '';
const deliveriesView = () => run().control.subscriptionDeliveries(subscriptionId());

async function send(): Promise<MessageRecord> {
  const { api, upstream, world } = run();
  const cast = castOf(world);
  upstream.pace(6);
  const response = await given('a template send is accepted', () => api.sendMessage({ token: cast.main.token, body: plainTemplateTo(cast.customers.inWindow) }), (answer) => expect(answer.status, JSON.stringify(answer.json)).toBe(200));
  return response.json as MessageRecord;
}

async function secondsToNextRetry(): Promise<number | undefined> {
  const view = await deliveriesView();
  if (view.next_attempt_at === null) return undefined;
  return Math.ceil((Date.parse(view.next_attempt_at) - (await targetNowMs(run()))) / 1000);
}

/** Fails every attempt of 20 events and moves time until no retry is left: switched off on any reading of A51. */
async function switchOff(context: TestContext): Promise<void> {
  await provisionWithReceiver(context, run(), receiver(), { events: ['message.sent'] });
  receiver().answerAlways(500);
  for (let i = 0; i < 20; i++) await send();
  for (let round = 0; round < 40 && (await deliveriesView()).unfinished_deliveries > 0; round++) {
    await run().advance(Math.max(600, (await secondsToNextRetry()) ?? 0));
    await settleArrivals(receiver());
  }
  await given('the subscription is switched off after 20 failed events', () => deliveriesView(), (view) => expect([view.unfinished_deliveries, view.active]).toEqual([0, false]));
}

check({ id: 'reregistered-endpoint-reactivated', section: '6', title: 'a switched-off endpoint registered again is active, and its deliveries verify with the new secret and not the old one', decisions: ['A50', 'A51', 'A63'], needs: ['loopback_subscriptions', 'clock', 'delivery_history'], asserts: { '6-reregister-reactivates': ['reactivated-after-switch-off', 'signed-with-new-secret'] } }, async (context) => {
  await switchOff(context);
  const oldSecret = run().world.subscriptions[0]?.secret ?? '';
  const world = structuredClone(run().world);
  for (const subscription of world.subscriptions) subscription.secret = renewedSecret;
  const loaded = run().targetWorldOf(world, receiver().url);
  loaded.subscriptions = loaded.subscriptions.map((s) => ({ ...s, events: ['message.sent'] }));
  await given('the endpoint is registered again with a new secret', () => run().control.loadWorld(loaded));
  receiver().reset();
  expect((await deliveriesView()).active, 'active once registered again').toBe(true);
  const record = await send();
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id)[0]);
  expect(delivery, 'a delivery to the endpoint registered again').toBeDefined();
  const signed = { signature: delivery!.headers['x-service-signature'], timestamp: delivery!.headers['x-service-timestamp'], body: delivery!.body };
  expect(verifySignature(signed, renewedSecret).valid, 'verifies with the new secret').toBe(true);
  expect(verifySignature(signed, oldSecret).valid, 'verifies with the old secret').toBe(false);
});
