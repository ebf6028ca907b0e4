// Sections 1 and 4.1: the plan's contact limit refuses a template to a new number (402
// plan_limit_reached) and nothing else; a plan with no limit (the world's null) is never at it. A free-form send inside the window is not a template, so
// a workspace at its limit still sends it, whether or not the gateway counts the customer who
// wrote in as a contact (decision A41 leaves that open).
import { expect } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { freeFormTo, freeFormTypes, plainTemplateTo } from '../support/run/send-examples.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';
import { editedWorld, withInboundAges } from '../support/world/world-variants.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const cast = castOf(defaultWorld);
// Not a contact of the workspace at its limit; made to write in below.
const wroteIn = cast.customers.neverWrote;
// A number no world lists: nobody's contact.
const stranger = '12025550177';

// The customer who never wrote writes to the at-limit number an hour before the start.
const wroteInWorld = withInboundAges(defaultWorld, cast.atContactLimit.id, { [wroteIn]: [60] });
// The at-limit workspace with its contact limit lifted.
const noLimitWorld = editedWorld(defaultWorld, 'no-contact-limit', (world) => {
  const number = world.numbers.find((n) => n.phone_number_id === cast.atContactLimit.id);
  const workspace = world.workspaces.find((w) => w.id === number?.workspace_id);
  if (!workspace) throw new Error('the default world lost the workspace at its contact limit');
  workspace.plan.contact_limit = null;
});

async function send(body: Record<string, unknown>) {
  const { api, upstream } = run();
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.atContactLimit.token, body });
  return { status: response.status, code: codeOf(response), sent: upstream.sendsSince(mark).length };
}

check(
  {
    id: 'free-form-at-contact-limit',
    section: '4.1',
    title: 'at the contact limit a free-form send of every type to a customer inside the window who is no contact goes out (200, sent once)',
    decisions: ['A41'],
    asserts: { '4.1-contact-limit-402': ['free-form-at-limit'], '1-window-free-form': ['in-window-at-contact-limit'] },
  },
  async () => {
    // That a template to a new number is 402 here is contact-limit-refuses-new-number's to show:
    // a free-form send is judged without templates.
    await run().provision(wroteInWorld);
    for (const kind of freeFormTypes) {
      const freeForm = await send(freeFormTo(kind, wroteIn));
      expect([freeForm.status, freeForm.code, freeForm.sent], `a free-form ${kind} send inside the window`).toEqual([200, undefined, 1]);
    }
  },
);

check(
  {
    id: 'no-contact-limit-never-reached',
    section: '4.1',
    title: 'a plan with no contact limit sends a template to a new number (200, sent once), however many contacts its workspace has',
    decisions: ['A41'],
    asserts: { '4.1-contact-limit-402': ['no-limit-never-reached'] },
  },
  async () => {
    await run().provision(noLimitWorld);
    const template = await send(plainTemplateTo(stranger));
    expect([template.status, template.code, template.sent], 'the same workspace with its limit lifted: a template to a new number').toEqual([200, undefined, 1]);
  },
);
