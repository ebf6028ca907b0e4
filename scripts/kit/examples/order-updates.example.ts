// order-updates.test.ts: a shop's order update, sent through the gateway, answered by the customer.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from 'gateway-harness';

let stack: LocalStack;
const ada = '12025550131'; // a customer of the development world, who wrote 5 minutes before it starts

beforeAll(async () => {
  stack = await startLocalStack(); // the bundled development world: a bakery and its customers
});
afterAll(() => stack.stop());
beforeEach(() => stack.reset());

// What the application under test does; here, one request.
function sendPickupQuestion(to: string, key: string) {
  return fetch(`${stack.apiUrl}/messages`, {
    method: 'POST',
    headers: { ...stack.number().headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({
      to,
      type: 'interactive',
      interactive: { type: 'buttons', body: 'Order 1042 is ready. Pick it up today?', buttons: [{ id: 'today', title: 'Today' }, { id: 'tomorrow', title: 'Tomorrow' }] },
    }),
  });
}

it('asks the customer, and hears the answer as a verified message.received', async () => {
  const response = await sendPickupQuestion(ada, 'order-1042-pickup');
  expect(response.status).toBe(200);
  expect(stack.platform.sends({ to: ada })).toMatchObject([{ type: 'interactive', status: 200 }]);

  await stack.customer(ada).taps('tomorrow');
  const answer = await stack.events.waitFor('message.received', (event) => event.text.includes('"tomorrow"'));
  expect(answer.verified).toBe(true);
});

it('sees the platform refuse the message', async () => {
  await stack.faults.refuse(131026); // undeliverable, for the next send only
  const response = await sendPickupQuestion(ada, 'order-1043-pickup');
  expect(response.status).toBe(502);
  expect(await response.json()).toMatchObject({ code: 'send_failed' });
});
