// Section 6: "POST /api/v2/messages leads to message.sent", and message.sent fires when the
// number sends a message; a refused send (any 4xx, or a 5xx after the platform refused or
// throttled it) sent nothing, so no message.sent carries its wording. Each refused send has its
// own wording; a final accepted send is the marker that events have flowed. Values are looked for
// anywhere in a body (decision A54). A platform outage on the send is answered 502 or 500 (decision
// A57): the one way a check can lead a build to refuse a send with 500.
import { expect, type TestContext } from 'vitest';
import { holdsText } from '../support/assertions/json-search.ts';
import { check } from '../support/checks/check.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { serviceUnavailable } from '../support/run/upstream-faults.ts';
import { bodyWith, templateSend, textValue } from '../support/spec/template-components.ts';
import { numberRateLimit, refusalCodes } from '../support/spec/platform-outcomes.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();

async function start(context: TestContext): Promise<void> {
  await provisionWithReceiver(context, run(), receiver());
}

check({ id: 'refused-sends-no-message-sent', section: '6', title: 'sends refused with 422, 409, 400, 429, 502 or (on a platform outage) 500 lead to no message.sent carrying their wording; the accepted send after them does', decisions: ['A54', 'A57'], needs: ['loopback_subscriptions'], asserts: { '6-refused-send-no-message-sent': ['refused-422', 'refused-409', 'refused-400', 'refused-429', 'refused-502', 'refused-500'] } }, async (context) => {
  await start(context);
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const send = (body: Record<string, unknown>, invalidRequest = false) => api.sendMessage({ token: cast.main.token, body, invalidRequest });
  const refused: { wording: string; response: CheckedResponse<unknown> }[] = [];
  const note = async (wording: string, answer: Promise<CheckedResponse<unknown>>) => refused.push({ wording, response: await answer });

  const fourButtons = [1, 2, 3, 4].map((n) => ({ id: `opt_${n}`, title: `Option ${n}` }));
  await note('Refused 422: four buttons 9Q1', send({ to: cast.customers.inWindow, type: 'interactive', interactive: { type: 'buttons', body: 'Refused 422: four buttons 9Q1', buttons: fourButtons } }, true));
  await note('Refused 409: never wrote in 9Q2', send(textTo(cast.customers.neverWrote, 'Refused 409: never wrote in 9Q2')));
  // payment_reminder has two placeholders; one value is too few.
  await note('Refused400-9Q3', send(templateSend(cast.customers.inWindow, 'payment_reminder', 'en_US', [bodyWith(textValue('Refused400-9Q3'))])));
  await upstream.addFault({ match: { route: 'send', phoneNumberId: cast.main.id }, action: { kind: 'platform-error', code: numberRateLimit } });
  await note('Refused 429: throttled 9Q4', send(textTo(cast.customers.inWindow, 'Refused 429: throttled 9Q4')));
  await upstream.clearFaults();
  await upstream.addFault({ match: { route: 'send', phoneNumberId: cast.main.id }, action: { kind: 'platform-error', code: refusalCodes[0]! } });
  await note('Refused 502: platform refusal 9Q5', send(textTo(cast.customers.inWindow, 'Refused 502: platform refusal 9Q5')));
  await upstream.clearFaults();
  await upstream.addFault({ match: { route: 'send', phoneNumberId: cast.main.id }, action: serviceUnavailable });
  await note('Refused 502 or 500: platform outage 9Q7', send(textTo(cast.customers.inWindow, 'Refused 502 or 500: platform outage 9Q7')));
  await upstream.clearFaults();

  for (const { wording, response } of refused) expect(response.status, `"${wording}" was refused`).toBeGreaterThanOrEqual(400);
  const outage = refused.find(({ wording }) => wording.includes('outage'));
  expect([500, 502], 'a platform outage is answered 502 or 500').toContain(outage?.response.status);
  const accepted = 'Accepted after the refusals 9Q6';
  const ok = await send(textTo(cast.customers.inWindow, accepted));
  expect(ok.status, ok.text.slice(0, 300)).toBe(200);
  const all = await receiver().waitFor((deliveries) => (deliveriesOf(deliveries, 'message.sent').some((d) => holdsText(bodyJson(d), accepted)) ? deliveries : undefined));
  expect(all, 'the message.sent of the accepted send').toBeDefined();
  for (const { wording } of refused) {
    expect(deliveriesOf(all ?? [], 'message.sent').filter((d) => holdsText(bodyJson(d), wording)), `message.sent for the refused "${wording}"`).toEqual([]);
  }
});
