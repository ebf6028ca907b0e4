/**
 * The set-up shared by the checks that count failed deliveries toward the auto-disable (section 6,
 * rule 3): the receiver subscribes to message.sent only, so each send makes exactly one delivery
 * and the failures planted are the ones counted (decision A53 lets a gateway announce SENT with
 * message.status as well), and each send is a text to the customer inside the window, the send a
 * build has first, spaced on the platform's clock.
 */
import { expect, type TestContext } from 'vitest';
import { given } from '../checks/precondition.ts';
import type { MessageRecord } from '../http/gateway-client.ts';
import type { Run } from '../run/harness-run.ts';
import { textTo } from '../run/send-examples.ts';
import { castOf } from '../world/cast.ts';
import type { Receiver } from './receiver.ts';
import { provisionWithReceiver, targetNowMs } from './receiver-run.ts';

/** Provisions the run with the receiver subscribed to message.sent alone. */
export async function subscribeToSentOnly(context: TestContext, run: Run, receiver: Receiver): Promise<void> {
  await provisionWithReceiver(context, run, receiver, { events: ['message.sent'] });
}

// These checks move the clock through hours of retries; once the customer's message in the world
// is this old, they write again before each text, so the window is open whatever a build's retry
// schedule took. The write reaches only subscribers of message.received, which these are not.
const writeAgainAfterMs = 20 * 3600 * 1000;

/** When the customer last wrote to `phoneNumberId` in the world, on the target's clock. */
function wroteInWorldAt(run: Run, waId: string, phoneNumberId: string): number {
  const inbound = run.targetWorldOf().customers.find((c) => c.wa_id === waId)?.inbound ?? [];
  return Math.max(...inbound.filter((m) => m.phone_number_id === phoneNumberId).map((m) => Date.parse(m.received_at)));
}

/** One accepted text send from the main number (a precondition), six platform seconds after the last. */
export async function sendPacedText(run: Run): Promise<MessageRecord> {
  const { api, upstream, world } = run;
  const cast = castOf(world);
  const to = cast.customers.inWindow;
  if ((await targetNowMs(run)) - wroteInWorldAt(run, to, cast.main.id) > writeAgainAfterMs) {
    await given('the customer writes again, keeping their window open', () => upstream.customerWrites(cast.main.id, to, 'Any news?'));
  }
  upstream.pace(6);
  const response = await given('a text send is accepted', () => api.sendMessage({ token: cast.main.token, body: textTo(to, 'Your parcel is on its way.') }), (answer) => expect(answer.status, JSON.stringify(answer.json)).toBe(200));
  return response.json as MessageRecord;
}
