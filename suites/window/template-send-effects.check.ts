// Section 1, items 2 and 3, for template sends: "a send through the API pauses the AI agent for
// that customer", templates included; and "a first template to a number the workspace does not
// know creates a contact": only the first, so a second template to that number adds none, which
// the plan's contact limit (section 4.1) makes visible. Agent state is read through the control
// plane's customer state (decision A63); the limit is seeded by provisioning (decision A41).
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { plainTemplateTo } from '../support/run/send-examples.ts';
import { useRun } from '../support/run/harness-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { castOf, type CastNumber } from '../support/world/cast.ts';
import { withContactForgotten } from '../support/world/world-variants.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const cast = castOf(defaultWorld);

async function send(from: CastNumber, body: Record<string, unknown>) {
  const { api, upstream } = run();
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: from.token, body });
  return { status: response.status, code: codeOf(response), sent: upstream.sendsSince(mark).length };
}

check(
  {
    id: 'template-send-pauses-agent',
    section: '1',
    title: 'a 200 template send pauses the AI agent for that customer, also outside the window',
    decisions: ['A40', 'A63'],
    needs: ['customer_state'],
    asserts: { '1-send-pauses-agent': ['after-template-send'] },
  },
  async (context) => {
    requireCapabilities(context, run());
    await run().provision();
    const { control } = run();
    // A contact whose window has closed: only a template reaches them.
    const waId = cast.customers.windowClosed;
    expect((await control.customerState(cast.main.id, waId)).agent_paused, 'before the send').toBe(false);
    const answer = await send(cast.main, plainTemplateTo(waId));
    expect([answer.status, answer.code, answer.sent], 'the template is sent').toEqual([200, undefined, 1]);
    expect((await control.customerState(cast.main.id, waId)).agent_paused, 'after the template send').toBe(true);
    expect((await control.customerState(cast.main.id, cast.customers.inWindow)).agent_paused, 'another customer').toBe(false);
  },
);

// The at-limit workspace with both its contacts forgotten: two places free.
const noContactsWorld = withContactForgotten(withContactForgotten(defaultWorld, 'ws_at_limit', cast.customers.contactsAtLimit[0]), 'ws_at_limit', cast.customers.contactsAtLimit[1]);
// Numbers no world lists: nobody's contact.
const strangers = ['12025550177', '12025550178'] as const;

check(
  {
    id: 'second-template-adds-no-contact',
    section: '1',
    title: 'two templates to one new number take one place under the contact limit: the next new number still fits, the one after is 402',
    decisions: ['A41'],
    asserts: { '1-first-template-creates-contact': ['second-template-no-second-contact'] },
  },
  async () => {
    const limit = defaultWorld.workspaces.find((w) => w.id === 'ws_at_limit')?.plan.contact_limit;
    expect(limit, 'the at-limit workspace allows two contacts').toBe(2);
    // No contacts left, two places free.
    await run().provision(noContactsWorld);
    const newcomer = cast.customers.neverWrote;
    await given('a first template to a new number is sent', () => send(cast.atContactLimit, plainTemplateTo(newcomer)), (a) => expect([a.status, a.sent]).toEqual([200, 1]));
    const again = await send(cast.atContactLimit, plainTemplateTo(newcomer));
    expect([again.status, again.sent], 'a second template to the same number').toEqual([200, 1]);
    const fits = await send(cast.atContactLimit, plainTemplateTo(strangers[0]));
    expect([fits.status, fits.code, fits.sent], 'the second place is still free').toEqual([200, undefined, 1]);
    const over = await send(cast.atContactLimit, plainTemplateTo(strangers[1]));
    expect([over.status, over.code, over.sent], 'a third new number is over the limit').toEqual([402, 'plan_limit_reached', 0]);
  },
);
