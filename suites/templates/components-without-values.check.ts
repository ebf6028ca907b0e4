// Section 2.1: `template_components` may carry no values for a template without variables, and a
// body component whose parameter list is empty (the contract sets no minimum) is such a send.
// Section 2.5: a quick-reply button takes a payload only optionally, so a quick-reply component
// without one asks for nothing. The gateway does not refuse either (no 400 or 422 of its own);
// whether it tidies the component away or passes it on as given is open (decision A80), and a
// platform that refuses what it was passed is answered 502 send_failed (4.1, 7).
import { expect } from 'vitest';
import { expectSentOrRefusedByPlatform } from '../support/assertions/platform-refusal.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

async function sendTemplate(name: string, components: unknown[]) {
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, type: 'template', template_name: name, template_language: 'en_US', template_components: components } });
  const sends = upstream.sendsSince(mark);
  const names = sends.map((e) => (e.body as { template?: { name?: unknown } }).template?.name);
  return { response, sends, names };
}

check(
  {
    id: 'body-without-values-sends',
    section: '2.1',
    title: 'a body component with no values, for a template without placeholders, is sent, or passed to the platform and refused by it (502); never refused by the gateway',
    decisions: ['A80'],
    asserts: { '2.1-template-components-optional': ['body-without-values'] },
  },
  async () => {
    await run().provision();
    // thank_you has no placeholder anywhere.
    const { response, sends, names } = await sendTemplate('thank_you', [{ type: 'body', parameters: [] }]);
    expectSentOrRefusedByPlatform(response, sends, 'a body without values');
    expect(names, 'the template reached the platform').toEqual(['thank_you']);
  },
);

check(
  {
    id: 'quick-reply-without-payload-sends',
    section: '2.5',
    title: 'a quick-reply button component without a payload is sent, or passed to the platform and refused by it (502); never refused by the gateway',
    decisions: ['A80'],
    asserts: { '2.5-quick-reply-payload': ['quick-reply-without-payload-sent'] },
  },
  async () => {
    await run().provision();
    // appointment_reminder: {{1}} and {{2}} in the body, two quick-reply buttons.
    const body = { type: 'body', parameters: [{ type: 'text', text: 'Monday' }, { type: 'text', text: '9:00' }] };
    const { response, sends, names } = await sendTemplate('appointment_reminder', [body, { type: 'button', sub_type: 'quick_reply', index: '0' }]);
    expectSentOrRefusedByPlatform(response, sends, 'a quick reply without a payload');
    expect(names, 'the template reached the platform').toEqual(['appointment_reminder']);
  },
);
