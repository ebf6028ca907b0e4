// Sections 4.3 and 5 item 7: "each subscription has its own signing secret", and a delivery is
// signed "keyed with the subscription's signing secret". Section 6: a subscription receives a
// number's events, so a number's events reach only that number's subscriptions. The world adds a
// second subscription on the main number and one on another number, each with its own secret,
// and every subscription posts to its own path of the receiver, so a delivery shows which
// subscription it was for. Values are looked for anywhere in a body (decision A54).
import { expect, type TestContext } from 'vitest';
import { holdsText } from '../support/assertions/json-search.ts';
import { check } from '../support/checks/check.ts';
import { verifySignature } from '../support/receiver/delivery-signature.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, subscriptionPath, useReceiver } from '../support/receiver/receiver-run.ts';
import type { ReceivedDelivery } from '../support/receiver/receiver.ts';
import { given } from '../support/checks/precondition.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';
import { withSubscriptions, type WorldSubscription } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
const receiver = useReceiver();

const base = bundledWorld('default');
const cast = castOf(base);
const events: WorldSubscription['events'] = ['message.received', 'message.status', 'message.sent', 'template.status'];
const world = withSubscriptions(base, [
  { id: 'sub_main_second', phone_number_id: cast.main.id, url: 'https://hooks.subscriber.test/gateway/main-second', secret: 'fixture-signing-secret-main-0002', events },
  { id: 'sub_other_number', phone_number_id: cast.noTakeover.id, url: 'https://hooks.subscriber.test/gateway/other', secret: 'fixture-signing-secret-other-0003', events },
]);
const subscriptions = world.subscriptions.filter((s) => s.phone_number_id === cast.main.id || s.phone_number_id === cast.noTakeover.id);

const toMain = 'For the main number: where is parcel 7F-204?';
const toOther = 'For the other number: is the shop open on Sunday?';

async function start(context: TestContext): Promise<void> {
  await provisionWithReceiver(context, run(), receiver(), { world, pathPerSubscription: true });
}

const atPath = (all: readonly ReceivedDelivery[], id: string) => all.filter((d) => d.path === subscriptionPath(receiver(), id));
const holding = (all: readonly ReceivedDelivery[], text: string) => deliveriesOf(all, 'message.received').filter((d) => holdsText(bodyJson(d), text));

/** A customer writes to each number; resolves with every delivery once each subscription got the message for its number. */
async function customersWriteToBoth(): Promise<readonly ReceivedDelivery[]> {
  const { upstream } = run();
  const expected = subscriptions.map((s) => ({ id: s.id, text: s.phone_number_id === cast.main.id ? toMain : toOther }));
  await upstream.customerSends(cast.main.id, cast.customers.inWindow, { type: 'text', text: toMain });
  await upstream.customerSends(cast.noTakeover.id, cast.customers.inWindow, { type: 'text', text: toOther });
  const all = await receiver().waitFor((deliveries) => (expected.every((e) => holding(atPath(deliveries, e.id), e.text).length > 0) ? deliveries : undefined));
  for (const e of expected) expect(holding(atPath(all ?? [], e.id), e.text), `subscription ${e.id} got the message.received for its number`).not.toHaveLength(0);
  return all ?? [];
}

check({ id: 'each-subscription-own-secret', section: '5.7', title: 'with three subscriptions, each delivery verifies with its own subscription secret and with no other', decisions: ['A50', 'A54'], needs: ['loopback_subscriptions'], asserts: { '5.7-secret-per-subscription': ['own-secret-verifies', 'other-secret-fails', 'other-numbers-secret-fails'] } }, async (context) => {
  await start(context);
  const all = await customersWriteToBoth();
  for (const subscription of subscriptions) {
    const mine = atPath(all, subscription.id);
    for (const delivery of mine) {
      const signed = { signature: delivery.headers['x-service-signature'], timestamp: delivery.headers['x-service-timestamp'], body: delivery.body };
      const what = `delivery ${delivery.seq} (${delivery.headers['x-service-event']}) for ${subscription.id}`;
      expect(verifySignature(signed, subscription.secret), `${what}: its own secret`).toMatchObject({ valid: true });
      for (const other of subscriptions.filter((s) => s.id !== subscription.id)) expect(verifySignature(signed, other.secret).valid, `${what}: verifies with the secret of ${other.id}`).toBe(false);
    }
  }
});

check({ id: 'events-reach-only-their-number', section: '6', title: "a customer's message to one number, and one number's send, reach that number's subscriptions and none of another number's", decisions: ['A54'], needs: ['loopback_subscriptions'], asserts: { '6-events-per-number': ['other-numbers-subscriptions-get-nothing'] } }, async (context) => {
  await start(context);
  const all = await customersWriteToBoth();
  for (const subscription of subscriptions) {
    const foreign = subscription.phone_number_id === cast.main.id ? toOther : toMain;
    expect(holding(atPath(all, subscription.id), foreign), `${subscription.id} got another number's message`).toEqual([]);
  }
  // The same for what a number sends: its message.sent reaches its own subscriptions only.
  const sentText = 'From the main number: parcel 7F-204 leaves today.';
  const sentHolding = (deliveries: readonly ReceivedDelivery[]) => deliveriesOf(deliveries, 'message.sent').filter((d) => holdsText(bodyJson(d), sentText));
  await given('the main number sends a text', () => run().api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, sentText) }), (answer) => expect(answer.status).toBe(200));
  const own = subscriptions.filter((s) => s.phone_number_id === cast.main.id);
  const after = await receiver().waitFor((deliveries) => (own.every((s) => sentHolding(atPath(deliveries, s.id)).length > 0) ? deliveries : undefined));
  expect(after, "the main number's subscriptions got its message.sent").toBeDefined();
  // A later message to the other number marks when its subscriptions have had their events up to then.
  const later = 'For the other number: and on Monday?';
  await run().upstream.customerSends(cast.noTakeover.id, cast.customers.inWindow, { type: 'text', text: later });
  const foreign = subscriptions.filter((s) => s.phone_number_id !== cast.main.id);
  await receiver().waitFor((deliveries) => (foreign.every((s) => holding(atPath(deliveries, s.id), later).length > 0) ? deliveries : undefined));
  await receiver().idle();
  for (const subscription of foreign) {
    expect(holding(atPath(receiver().received(), subscription.id), later), `${subscription.id} got its own later message`).not.toHaveLength(0);
    expect(sentHolding(atPath(receiver().received(), subscription.id)), `${subscription.id} got another number's message.sent`).toEqual([]);
  }
});
