// Section 4.1: "The service does not check extra parameters, button parameters or value length;
// the upstream platform does, and a refusal returns 502 send_failed." A placeholder value too
// long for the filled-in body therefore reaches the platform, whose refusal (the harness's
// platform mock refuses a body over 1024 characters once filled, as the real one does) comes
// back as 502 send_failed. Section 8's local limits name no template value.
import { expect } from 'vitest';
import { expectError } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { holdsValue } from '../support/assertions/json-search.ts';
import { useRun } from '../support/run/harness-run.ts';
import { bodyWith, templateSend, textValue } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

check({ id: 'long-template-value-goes-upstream', section: '4.1', title: 'an over-long template value (1100 and 5000 characters) is not refused locally: it reaches the platform, and the refusal is 502 send_failed', asserts: { '4.1-rest-left-to-platform': ['long-value-502'] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  for (const length of [1100, 5000]) {
    const value = `Trail-runner-${'x'.repeat(length - 13)}`;
    upstream.pace(6);
    const mark = upstream.mark();
    const response = await api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, 'restock_alert', 'en_US', [bodyWith(textValue(value))]) });
    const sent = upstream.sendsSince(mark);
    expect(sent, `${length} characters: the send reached the platform`).toHaveLength(1);
    expect(holdsValue(sent[0]?.body, value), `${length} characters: the value reached the platform unchanged`).toBe(true);
    expectError(response, 502, 'send_failed');
  }
});
