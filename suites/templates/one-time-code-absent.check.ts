// Section 4.1: "authentication template without a valid code: 422 invalid_one_time_code", checked
// before the platform is called. A send of the AUTHENTICATION template `otp_login` that carries
// no code at all (no components, or an empty list) has no valid code, whatever else a gateway
// makes of the missing body value. Decision A30 leaves open only the shapes that do carry
// something in the wrong place.
import { expect } from 'vitest';
import { expectError } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { templateSend } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

check({ id: 'otp-without-code-is-422', section: '4.1', title: 'an AUTHENTICATION template sent with no code at all (components left out or empty) is 422 invalid_one_time_code and sends nothing', decisions: ['A30'], asserts: { '4.1-invalid-code-422': ['code-absent'], '4.1-absent-code-422': ['components-absent', 'components-empty-array'], '7-invalid-one-time-code-422': ['no-code'] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const withoutComponents = templateSend(cast.customers.inWindow, 'otp_login', 'en_US');
  for (const [what, body] of [['components left out', withoutComponents], ['empty components', { ...withoutComponents, template_components: [] }]] as const) {
    const mark = upstream.mark();
    const response = await api.sendMessage({ token: cast.main.token, body });
    expectError(response, 422, 'invalid_one_time_code');
    expect(upstream.sendsSince(mark), `${what}: nothing sent`).toEqual([]);
  }
});
