// Sections 2.3, 4.1 and 8: a list has 1 to 10 rows across its sections, so a list without
// sections, or with none, has no row and is refused with 422 before the platform is called (limits
// are enforced locally, section 8). `body` is required on every kind and a cta_url reads its one
// `cta` button object; where such a shape fault is caught (a `cta` left out or given as an array,
// a body left out) is open (decision A24: 422 before sending, or the platform's refusal as 502),
// but a 200 never follows.
import { expect } from 'vitest';
import { expectError } from '../support/assertions/error-answer.ts';
import { expectRefusedHereOrByPlatform } from '../support/assertions/platform-refusal.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { freeFormTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

type Kind = 'buttons' | 'list' | 'cta_url';

/** A valid interactive send of `kind` to the customer inside the window, changed by `edit`. */
function interactiveWith(kind: Kind, edit: (interactive: Record<string, unknown>) => void): Record<string, unknown> {
  const body = freeFormTo(kind, castOf(run().world).customers.inWindow);
  const interactive = { ...(body.interactive as Record<string, unknown>) };
  edit(interactive);
  return { ...body, interactive };
}

async function sendAndWatch(body: Record<string, unknown>) {
  const { api, upstream, world } = run();
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: castOf(world).main.token, body, invalidRequest: true });
  return { response, sent: upstream.sendsSince(mark) };
}

const refusedLocally: [boundary: string, kind: Kind, edit: (interactive: Record<string, unknown>) => void][] = [
  ['sections-absent', 'list', (i) => delete i.sections],
  ['sections-empty', 'list', (i) => (i.sections = [])],
];

check(
  {
    id: 'list-without-rows-and-cta-array-are-422',
    section: '4.1',
    title: 'a list without sections or with an empty sections array has no row and is 422 validation_error, sending nothing',
    asserts: { '4.1-interactive-422': refusedLocally.map(([boundary]) => boundary) },
  },
  async () => {
    await run().provision();
    for (const [boundary, kind, edit] of refusedLocally) {
      const { response, sent } = await sendAndWatch(interactiveWith(kind, edit));
      expectError(response, 422, 'validation_error');
      expect(sent, `${boundary}: nothing sent`).toEqual([]);
    }
  },
);

const shapeFaults: [statement: string, boundary: string, kind: Kind, edit: (interactive: Record<string, unknown>) => void][] = [
  ['4.1-interactive-422', 'cta-absent', 'cta_url', (i) => delete i.cta],
  ['4.1-interactive-422', 'cta-array', 'cta_url', (i) => (i.cta = [i.cta])],
  ['2.3-body-required', 'list-without-body', 'list', (i) => delete i.body],
  ['2.3-body-required', 'cta-url-without-body', 'cta_url', (i) => delete i.body],
  ['2.3-body-required', 'buttons-without-body', 'buttons', (i) => delete i.body],
];

const claimed = (statement: string) => shapeFaults.filter(([s]) => s === statement).map(([, boundary]) => boundary);

check(
  {
    id: 'interactive-without-body-or-cta-never-sent',
    section: '2.3',
    title: 'a buttons, list or cta_url message without body, or a cta_url whose cta is absent or an array, is 422 validation_error (nothing sent) or refused by the platform (502), never 200',
    decisions: ['A24'],
    asserts: { '2.3-body-required': claimed('2.3-body-required'), '4.1-interactive-422': claimed('4.1-interactive-422') },
  },
  async () => {
    await run().provision();
    for (const [, boundary, kind, edit] of shapeFaults) {
      const { response, sent } = await sendAndWatch(interactiveWith(kind, edit));
      expectRefusedHereOrByPlatform(response, sent, boundary);
    }
  },
);
