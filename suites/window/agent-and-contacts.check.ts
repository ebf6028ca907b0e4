// Section 1, items 2 and 3: a send through the API pauses the AI agent for that customer until
// the number's takeover window elapses or the customer sends `BOT` (a number with takeover
// disabled is unaffected); a first template to an unknown number creates a contact, and at the
// plan's contact limit (section 4.1) that template is 402 plan_limit_reached with nothing sent.
// Agent and contact state are read through the control plane's customer state (decision A63).
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { freeFormTo, plainTemplateTo } from '../support/run/send-examples.ts';
import { useRun } from '../support/run/harness-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { castOf, type CastNumber } from '../support/world/cast.ts';
import { withContactForgotten } from '../support/world/world-variants.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const cast = castOf(defaultWorld);
// The at-limit workspace one contact below its limit: its second contact forgotten.
const oneBelowLimitWorld = withContactForgotten(defaultWorld, 'ws_at_limit', cast.customers.contactsAtLimit[1]);
// A number no world lists: nobody's contact.
const strangerWaId = '12025550177';

async function send(from: CastNumber, body: Record<string, unknown>) {
  const { api, upstream } = run();
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: from.token, body });
  return { status: response.status, code: codeOf(response), sent: upstream.sendsSince(mark) };
}

/** A setup send: it must be accepted (200) before what follows means anything. */
const accepted = (answer: { status: number; code: string | undefined }) => expect(answer.status, `the setup send is accepted${answer.code === undefined ? '' : ` (code ${answer.code})`}`).toBe(200);

async function paused(number: CastNumber, waId: string): Promise<boolean> {
  return (await run().control.customerState(number.id, waId)).agent_paused;
}

// Section 1.2 and 3.1: an accepted send makes the agent stand down for that customer.
check({ id: 'send-pauses-agent', section: '1', title: 'a 200 send pauses the AI agent for that customer only', decisions: ['A40', 'A63'], needs: ['customer_state'], asserts: { '1-send-pauses-agent': ['after-free-form-send', 'other-customers-unaffected'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  const waId = cast.customers.inWindow;
  expect(await paused(cast.main, waId), 'before the send').toBe(false);
  await given('a free-form send to the customer is accepted', () => send(cast.main, freeFormTo('text', waId)), accepted);
  expect(await paused(cast.main, waId), 'after the send').toBe(true);
  expect(await paused(cast.main, cast.customers.windowClosed), 'another customer').toBe(false);
});

check({ id: 'bot-resumes-agent', section: '1', title: 'the customer sending BOT resumes the agent at once; other text does not', decisions: ['A39', 'A40', 'A63'], needs: ['customer_state'], asserts: { '1-bot-resumes-agent': ['bot-resumes', 'other-text-does-not-resume'] } }, async (context) => {
  requireCapabilities(context, run());
  const { upstream } = run();
  await run().provision();
  const waId = cast.customers.inWindow;
  await given('a free-form send pauses the agent', () => send(cast.main, freeFormTo('text', waId)), accepted);
  await upstream.customerWrites(cast.main.id, waId, 'Thanks, one more question');
  expect(await paused(cast.main, waId), 'after other text').toBe(true);
  await upstream.customerWrites(cast.main.id, waId, 'BOT');
  expect(await paused(cast.main, waId), 'after BOT').toBe(false);
});

// A text first; a template, which a build may write later, in a check of its own.
for (const [id, kind, body] of [
  ['takeover-disabled-never-pauses', 'free-form', (waId: string) => freeFormTo('text', waId)],
  ['takeover-disabled-template-never-pauses', 'template', plainTemplateTo],
] as const) {
  check({ id, section: '1', title: `a ${kind} send from a number with human takeover disabled leaves the agent running`, decisions: ['A40', 'A63'], needs: ['customer_state'], asserts: { '1-takeover-disabled-unaffected': ['takeover-disabled-send-leaves-agent'] } }, async (context) => {
    requireCapabilities(context, run());
    await run().provision();
    const waId = cast.customers.inWindow;
    await given(`a ${kind} send from the number without takeover is accepted`, () => send(cast.noTakeover, body(waId)), accepted);
    expect(await paused(cast.noTakeover, waId)).toBe(false);
  });
}

// Decision A40: the takeover window of the provisioned number, judged a minute on each side.
check({ id: 'agent-resumes-after-takeover-window', section: '1', title: 'the agent stays paused a minute before the takeover window elapses and runs again a minute after', decisions: ['A40', 'A63'], needs: ['customer_state', 'clock'], asserts: { '1-agent-resumes-after-takeover': ['before-takeover-window-paused', 'after-takeover-window-resumed'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  const takeover = defaultWorld.numbers.find((n) => n.phone_number_id === cast.main.id)?.takeover.window_minutes ?? 0;
  expect(takeover).toBeGreaterThan(1);
  const waId = cast.customers.inWindow;
  await given('a free-form send pauses the agent', () => send(cast.main, freeFormTo('text', waId)), accepted);
  await run().advance((takeover - 1) * 60);
  expect(await paused(cast.main, waId), `${takeover - 1} min after the send`).toBe(true);
  await run().advance(2 * 60);
  expect(await paused(cast.main, waId), `${takeover + 1} min after the send`).toBe(false);
});

// Section 1.3: "A first template to a number the workspace does not know creates a contact."
check({ id: 'first-template-creates-contact', section: '1', title: 'a first template to an unknown number makes it a contact of the workspace', decisions: ['A41', 'A63'], needs: ['customer_state'], asserts: { '1-first-template-creates-contact': ['first-template-creates-contact'] } }, async (context) => {
  requireCapabilities(context, run());
  const { control } = run();
  await run().provision();
  const waId = cast.customers.neverWrote;
  expect((await control.customerState(cast.main.id, waId)).contact_exists, 'before').toBe(false);
  await given('a first template to the unknown number is accepted', () => send(cast.main, plainTemplateTo(waId)), accepted);
  expect((await control.customerState(cast.main.id, waId)).contact_exists, 'after').toBe(true);
});

// Section 4.1: "template to a new number at the plan's contact limit → 402 plan_limit_reached".
// The refusal makes no contact either: the same template to the same number is refused again,
// or the refused send would have passed the limit after all.
check({ id: 'contact-limit-refuses-new-number', section: '4.1', title: 'at the contact limit a template to a new number is 402 plan_limit_reached and sends nothing, and again when repeated (the refusal made no contact); a known contact still gets it', decisions: ['A41'], asserts: { '4.1-prechecks-send-nothing': ['contact-limit-sends-nothing'], '4.1-contact-limit-402': ['at-limit-new-number-402', 'refusal-makes-no-contact', 'known-contact-still-sent'], '7-plan-limit-reached-402': ['new-number-at-limit'] } }, async () => {
  await run().provision();
  const refused = await send(cast.atContactLimit, plainTemplateTo(cast.customers.neverWrote));
  expect([refused.status, refused.code]).toEqual([402, 'plan_limit_reached']);
  expect(refused.sent).toHaveLength(0);
  const repeated = await send(cast.atContactLimit, plainTemplateTo(cast.customers.neverWrote));
  expect([repeated.status, repeated.code, repeated.sent.length], 'the same template to the same new number again').toEqual([402, 'plan_limit_reached', 0]);
  const known = await send(cast.atContactLimit, plainTemplateTo(cast.customers.contactsAtLimit[0]));
  expect([known.status, known.sent.length]).toEqual([200, 1]);
});

check({ id: 'contact-limit-counts-new-contacts', section: '4.1', title: 'one below the limit a new number gets the template, the next new number is 402 plan_limit_reached, known contacts still send', decisions: ['A41'], asserts: { '4.1-contact-limit-402': ['at-limit-new-number-402', 'one-below-limit-sent', 'known-contact-still-sent'], '7-plan-limit-reached-402': ['new-number-at-limit'] } }, async () => {
  const [kept] = cast.customers.contactsAtLimit;
  await run().provision(oneBelowLimitWorld);
  const first = await send(cast.atContactLimit, plainTemplateTo(cast.customers.neverWrote));
  expect([first.status, first.sent.length], 'the last free place').toEqual([200, 1]);
  const next = await send(cast.atContactLimit, plainTemplateTo(strangerWaId));
  expect([next.status, next.code, next.sent.length], 'over the limit').toEqual([402, 'plan_limit_reached', 0]);
  for (const waId of [kept, cast.customers.neverWrote]) {
    const again = await send(cast.atContactLimit, plainTemplateTo(waId));
    expect([again.status, again.sent.length], `known contact ${waId}`).toEqual([200, 1]);
  }
});

// Decisions A40 and A41, reference profile: only a 200 pauses the agent or creates a contact.
check({ id: 'failed-sends-leave-agent-and-contacts', section: '1', title: 'a refused free-form send does not pause the agent and a template the platform refuses creates no contact', profile: 'reference', decisions: ['A40', 'A41', 'A63'], needs: ['customer_state'], asserts: { '1-send-pauses-agent': [], '1-first-template-creates-contact': [] } }, async (context) => {
  requireCapabilities(context, run());
  const { control, upstream } = run();
  await run().provision();
  expect((await send(cast.main, freeFormTo('text', cast.customers.windowClosed))).status).toBe(409);
  expect(await paused(cast.main, cast.customers.windowClosed)).toBe(false);
  await given('the platform is set to refuse the next send', () => upstream.addFault({ match: { route: 'send' }, times: 1, action: { kind: 'platform-error', code: 131026 } }));
  expect((await send(cast.main, plainTemplateTo(cast.customers.neverWrote))).status).toBe(502);
  const state = await control.customerState(cast.main.id, cast.customers.neverWrote);
  expect([state.contact_exists, state.agent_paused]).toEqual([false, false]);
});
