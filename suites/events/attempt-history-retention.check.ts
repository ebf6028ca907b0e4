// Section 8: the history of delivery attempts is kept for 7 days; section 6, rule 5: it is shown
// per subscription in the dashboard, read here through the control plane (capability
// delivery_history, whose view holds the attempts of the last 7 days). The clock moves twice.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { plainTemplateTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();
const day = 24 * 3600;

check({ id: 'attempt-history-kept-7-days', section: '8', title: 'a delivery attempt is still listed for its subscription 6 days later and no longer 8 days later', decisions: ['A63'], needs: ['loopback_subscriptions', 'clock', 'delivery_history'], asserts: { '8-attempt-history-7-days': ['history-at-6-days', 'history-at-8-days'] } }, async (context) => {
  await provisionWithReceiver(context, run(), receiver(), { events: ['message.sent'] });
  const { api, control, world } = run();
  const cast = castOf(world);
  const subscription = world.subscriptions[0]?.id ?? '';
  const response = await given('a template send is accepted', () => api.sendMessage({ token: cast.main.token, body: plainTemplateTo(cast.customers.inWindow) }), (answer) => expect(answer.status).toBe(200));
  const record = response.json as MessageRecord;
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id)[0]);
  expect(delivery, 'the delivery reached the subscriber').toBeDefined();
  await receiver().idle();
  const id = delivery!.headers['x-service-delivery'];
  const listed = async () => (await control.subscriptionDeliveries(subscription)).attempts.filter((a) => a.delivery_id === id).length;
  expect(await listed(), 'listed at once').toBeGreaterThan(0);
  await run().advance(6 * day);
  expect(await listed(), 'listed 6 days later').toBeGreaterThan(0);
  await run().advance(2 * day);
  expect(await listed(), 'listed 8 days later').toBe(0);
});
