// Section 1, item 1: a free-form message (text, media, interactive) is allowed only within 24
// hours of the customer's last inbound message, checked by the service before the platform is
// called; a template is the only type allowed outside the window or to a number that never wrote.
import fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { freeFormSend } from '../support/generators/free-form-send.ts';
import { freeFormTo, plainTemplateTo } from '../support/run/send-examples.ts';
import { useRun } from '../support/run/harness-run.ts';
import { sendAsMain } from '../support/run/send-as-main.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { castOf } from '../support/world/cast.ts';
import { withInboundAges } from '../support/world/world-variants.ts';

const run = useRun();

type Standing = 'inWindow' | 'windowClosed' | 'neverWrote';

const send = (body: Record<string, unknown>) => sendAsMain(run(), body);

async function expectOutside(body: Record<string, unknown>, what: string): Promise<void> {
  const { response, sent } = await send(body);
  expect([response.status, codeOf(response)], what).toEqual([409, 'outside_messaging_window']);
  expect(sent, `${what}: nothing sent`).toHaveLength(0);
}

async function expectSent(body: Record<string, unknown>, what: string): Promise<void> {
  const { response, sent } = await send(body);
  expect(response.status, what).toBe(200);
  expect(sent, `${what}: sent once`).toHaveLength(1);
}

// Section 1.1 over generated sends: any free-form type to a customer inside the window, with a
// closed window, or who never wrote. Templates, the one type allowed outside, have their checks below.
check({ id: 'window-decides-free-form', section: '1', title: 'free-form sends go out only inside the window (else 409 outside_messaging_window, nothing sent)', decisions: ['A39'], asserts: { '1-window-free-form': ['text-in-window-sent', 'media-in-window-sent', 'interactive-in-window-sent', 'free-form-outside-window-409'], '1-window-checked-locally': ['outside-window-sends-nothing'], '4.1-prechecks-send-nothing': ['window-refusal-sends-nothing'], '4.1-window-409': ['outside-window-409', 'never-wrote-409'], '7-outside-window-409': ['window-closed', 'never-wrote'] } }, async () => {
  const { upstream, world } = run();
  await run().provision();
  const { customers } = castOf(world);
  const standings: Standing[] = ['inWindow', 'windowClosed', 'neverWrote'];
  const cases = fc.constantFrom(...standings).chain((standing) => freeFormSend(customers[standing]).map((body) => ({ standing, body })));
  await fc.assert(
    fc.asyncProperty(cases, async ({ standing, body }) => {
      // Accepted sends repeat the same pairs; spacing them keeps the platform's rate limits out of the verdict.
      upstream.pace(6);
      const what = `${String(body.type)} to a customer ${standing}`;
      if (standing === 'inWindow') await expectSent(body, what);
      else await expectOutside(body, what);
    }),
  );
});

check({ id: 'template-outside-window', section: '1', title: 'a template goes out to a customer whose window closed and to one who never wrote', asserts: { '1-template-any-time': ['template-outside-window-sent', 'template-to-never-wrote-sent'], '2.1-template-components-optional': ['components-absent'] } }, async () => {
  await run().provision();
  const { customers } = castOf(run().world);
  await expectSent(plainTemplateTo(customers.windowClosed), 'template, window closed');
  await expectSent(plainTemplateTo(customers.neverWrote), 'template, never wrote');
});

// Section 1.1: the window runs from "the customer's last inbound message"; the gateway learns of
// it from the platform's signed webhook (the harness's platform mock signs and posts it).
check({ id: 'inbound-message-opens-window', section: '1', title: 'a customer writing in opens the window for free-form sends, whether it had closed or never opened', decisions: ['A39'], asserts: { '1-window-free-form': ['text-in-window-sent', 'media-in-window-sent'], '1-window-checked-locally': ['outside-window-sends-nothing'], '4.1-window-409': ['outside-window-409', 'never-wrote-409'] } }, async () => {
  const { upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  for (const waId of [cast.customers.windowClosed, cast.customers.neverWrote]) {
    await expectOutside(freeFormTo('text', waId), `before ${waId} writes`);
    await given(`customer ${waId} writes in (a signed webhook to the gateway)`, () => upstream.customerWrites(cast.main.id, waId, 'Hello, is my order ready?'));
    await expectSent(freeFormTo('text', waId), `after ${waId} writes`);
    await expectSent(freeFormTo('image', waId), `image after ${waId} writes`);
  }
});

const minutes = { almostDay: 23 * 60 + 59, overDay: 24 * 60 + 1 };
const cast = castOf(bundledWorld('default'));
// Histories on the main number, in minutes before the world starts. Where the target keeps a
// virtual clock they are exact; otherwise they count back from the real now at provisioning, and
// the sends follow at once.
const edgeWorld = withInboundAges(bundledWorld('default'), cast.main.id, {
  [cast.customers.neverWrote]: [minutes.almostDay],
  [cast.customers.windowClosed]: [minutes.overDay],
});
// Two messages each: only the latest may decide the window.
const latestWorld = withInboundAges(bundledWorld('default'), cast.main.id, {
  [cast.customers.neverWrote]: [25 * 60, minutes.almostDay],
  [cast.customers.windowClosed]: [47 * 60, minutes.overDay],
});

// Decision A37: judged a minute on each side of 24 hours after the inbound message.
check({ id: 'window-edges', section: '1', title: 'a free-form send 23 h 59 min after the inbound message goes out; at 24 h 01 min it is 409 and nothing is sent', decisions: ['A37', 'A39', 'A63'], asserts: { '1-window-free-form': ['at-23h59-sent', 'at-24h01-409'], '1-window-checked-locally': ['outside-window-sends-nothing'], '4.1-window-409': ['at-24h01-409'], '7-outside-window-409': ['window-closed'] } }, async () => {
  await run().provision(edgeWorld);
  await expectSent(freeFormTo('text', cast.customers.neverWrote), 'at 23 h 59 min');
  await expectOutside(freeFormTo('text', cast.customers.windowClosed), 'at 24 h 01 min');
});

check({ id: 'template-just-past-window-edge', section: '1', title: 'a template 24 h 01 min after the inbound message goes out', decisions: ['A37', 'A63'], asserts: { '1-template-any-time': ['template-outside-window-sent'] } }, async () => {
  await run().provision(edgeWorld);
  await expectSent(plainTemplateTo(cast.customers.windowClosed), 'a template at 24 h 01 min');
});

check({ id: 'newer-inbound-extends-window', section: '1', title: 'the latest inbound message decides: 23 h 59 min after a second message (25 h after the first) is open; 24 h 01 min after the latest is closed', decisions: ['A37', 'A39', 'A63'], asserts: { '1-window-free-form': ['latest-inbound-decides'], '4.1-window-409': ['at-24h01-409'] } }, async () => {
  await run().provision(latestWorld);
  await expectSent(freeFormTo('text', cast.customers.neverWrote), '23 h 59 min after the second message, 25 h after the first');
  await expectOutside(freeFormTo('text', cast.customers.windowClosed), '24 h 01 min after the latest message');
});
