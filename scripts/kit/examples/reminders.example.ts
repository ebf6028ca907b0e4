// reminders.test.ts: a clinic's reminder, a day after the patient last wrote.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from 'gateway-harness';

let stack: LocalStack;
const patient = '12025550131'; // a customer of the development world, who wrote 5 minutes before it starts

beforeAll(async () => {
  stack = await startLocalStack({ events: ['message.status'] });
});
afterAll(() => stack.stop());

function send(body: object) {
  return fetch(`${stack.apiUrl}/messages`, { method: 'POST', headers: { ...stack.number().headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

it('sends a template once the 24-hour window has closed, and follows its delivery', async () => {
  await stack.clock.advance('PT25H');
  expect((await send({ to: patient, text: 'See you tomorrow' })).status).toBe(409);

  const response = await send({ to: patient, type: 'template', template_name: 'pickup_reminder', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: 'Saturday' }, { type: 'text', text: '9:00' }] }] });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };

  await stack.message(id).delivered();
  const status = await stack.events.waitFor('message.status', (event) => event.text.includes(id) && event.text.includes('DELIVERED'));
  expect(status.verified).toBe(true);
});
