/**
 * The set-up shared by the checks that count failed deliveries toward the auto-disable (section 6,
 * rule 3): the receiver subscribes to message.sent only, so each send makes exactly one delivery
 * and the failures planted are the ones counted (decision A53 lets a gateway announce SENT with
 * message.status as well), and each send is a template, allowed whatever the window, spaced on
 * the platform's clock.
 */
import { expect, type TestContext } from 'vitest';
import { given } from '../checks/precondition.ts';
import type { MessageRecord } from '../http/gateway-client.ts';
import type { Run } from '../run/harness-run.ts';
import { plainTemplateTo } from '../run/send-examples.ts';
import { castOf } from '../world/cast.ts';
import type { Receiver } from './receiver.ts';
import { provisionWithReceiver } from './receiver-run.ts';

/** Provisions the run with the receiver subscribed to message.sent alone. */
export async function subscribeToSentOnly(context: TestContext, run: Run, receiver: Receiver): Promise<void> {
  await provisionWithReceiver(context, run, receiver, { events: ['message.sent'] });
}

/** One accepted template send from the main number (a precondition), six platform seconds after the last. */
export async function sendPacedTemplate(run: Run): Promise<MessageRecord> {
  const { api, upstream, world } = run;
  const cast = castOf(world);
  upstream.pace(6);
  const response = await given('a template send is accepted', () => api.sendMessage({ token: cast.main.token, body: plainTemplateTo(cast.customers.inWindow) }), (answer) => expect(answer.status, JSON.stringify(answer.json)).toBe(200));
  return response.json as MessageRecord;
}
