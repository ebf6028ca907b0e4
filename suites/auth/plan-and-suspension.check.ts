// Section 5, items 3 to 5: a workspace whose plan lacks API access gets 402 plan_feature_locked
// on every call, a suspended one 403 account_suspended, and the Authorization header decides
// 401 before anything else; none of these refusals reaches the platform.
import fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { authHeaderCase } from '../support/generators/auth-header-case.ts';
import { useRun } from '../support/run/harness-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';
import { withWindowOpen } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const defaultCast = castOf(defaultWorld);
// The customer inside the window wrote to the no-API and the suspended numbers too: a text to
// them is the simplest send, which nothing but the plan or the suspension could refuse.
const windowOpen = withWindowOpen(defaultWorld, defaultCast.customers.inWindow, [defaultCast.planWithoutApi.id, defaultCast.suspended.id]);

// Section 5.4: "Without it every call returns 402 plan_feature_locked."
check({ id: 'plan-without-api-send-is-402', section: '5.4', title: 'an otherwise valid send from a plan without API access is 402 plan_feature_locked and reaches nothing upstream', decisions: ['A13'], asserts: { '2.7-code-and-message': ['code-and-message'], '5.4-no-api-plan-402': ['send-402'], '7-plan-feature-locked-402': ['plan-without-api'] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision(windowOpen);
  const cast = castOf(world);
  const response = await api.sendMessage({ token: cast.planWithoutApi.token, body: textTo(cast.customers.inWindow) });
  expect([response.status, codeOf(response)]).toEqual([402, 'plan_feature_locked']);
  expect((response.json as { message?: string }).message?.trim()).not.toBe('');
  expect(await upstream.sends()).toHaveLength(0);
});

// Section 5.5: "A suspended workspace gets 403 account_suspended."
check({ id: 'suspended-workspace-send-is-403', section: '5.5', title: 'an otherwise valid send from a suspended workspace is 403 account_suspended and reaches nothing upstream', asserts: { '5.5-suspended-403': ['send-403'], '7-account-suspended-403': ['suspended'] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision(windowOpen);
  const cast = castOf(world);
  const response = await api.sendMessage({ token: cast.suspended.token, body: textTo(cast.customers.inWindow) });
  expect([response.status, codeOf(response)]).toEqual([403, 'account_suspended']);
  expect(await upstream.sends()).toHaveLength(0);
});

// Section 5.3 and decisions A15, A91: generated Authorization headers. Missing and unknown Bearer,
// and a value holding no Bearer token, are 401; the valid Bearer token sends; every other form is
// refused without reaching the platform.
check({ id: 'authorization-forms-never-send', section: '5.3', title: 'any Authorization form but "Bearer <valid token>" is refused and sends nothing; missing or unknown Bearer, and one holding no Bearer token, is 401', decisions: ['A15', 'A91'], asserts: { '5.3-same-401': ['missing-send-401', 'unknown-send-401'] } }, async () => {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const held = world.numbers.map((n) => n.token);
  await fc.assert(
    fc.asyncProperty(authHeaderCase(cast.main.token, held), async ({ form, header, verdict }) => {
      upstream.pace(6);
      const mark = upstream.mark();
      const headers: Record<string, string> = header === null ? {} : { authorization: header };
      const response = await api.checked.json('POST', '/api/v2/messages', textTo(cast.customers.inWindow), { headers });
      const sent = upstream.sendsSince(mark);
      if (verdict === 'accepted') {
        expect(response.status, form).toBe(200);
        expect(sent, form).toHaveLength(1);
        return;
      }
      if (verdict === 'not-authenticated') expect([response.status, codeOf(response)], form).toEqual([401, 'not_authenticated']);
      else expect(response.status >= 200 && response.status < 300, `${form}: answered ${response.status}`).toBe(false);
      expect(sent, `${form}: nothing reaches the platform`).toHaveLength(0);
    }),
  );
});

// Decisions A14 and A15, reference profile: one fixed 401 for every flavour, scheme in any case.
check({ id: 'every-401-is-identical', section: '5.3', needs: ['reconnect'], title: 'missing, unknown, rotated-away and malformed credentials all get byte-identical 401 answers with WWW-Authenticate: Bearer', profile: 'reference', decisions: ['A14', 'A15', 'A98'], asserts: { '5.3-same-401': ['missing-send-401', 'unknown-send-401', 'missing-listing-401', 'unknown-listing-401', 'same-answer'], '5.3-reconnect-retires-token': [] } }, async (context) => {
  requireCapabilities(context, run());
  const { api, control, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  const { token } = await control.reconnectNumber(cast.noTakeover.id, 'fixture-token-no-takeover-rotated-0002');
  await upstream.setNumberToken(cast.noTakeover.id, token);
  const forms: (string | null)[] = [null, 'Bearer not-a-token-anyone-holds', `Bearer ${cast.noTakeover.token}`, 'Basic Zm9vOmJhcg==', `Bearer  ${cast.main.token}`, `Token ${cast.main.token}`, 'Bearer'];
  const answers = [];
  for (const header of forms) {
    const response = await api.checked.json('POST', '/api/v2/messages', textTo(cast.customers.inWindow), { headers: header === null ? {} : { authorization: header } });
    const { date: _date, ...headers } = response.headers;
    answers.push({ status: response.status, text: response.text, headers });
  }
  expect(answers[0]?.status).toBe(401);
  expect(answers[0]?.headers['www-authenticate']).toBe('Bearer');
  for (const [i, answer] of answers.entries()) expect(answer, String(forms[i])).toEqual(answers[0]);
});

check({ id: 'bearer-scheme-any-case', section: '5.3', title: 'the Bearer scheme is accepted in any letter case', profile: 'reference', decisions: ['A15'], asserts: { '5.3-same-401': [] } }, async () => {
  const { api, world } = run();
  await run().provision();
  const cast = castOf(world);
  for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
    const response = await api.checked.json('POST', '/api/v2/messages', textTo(cast.customers.inWindow), { headers: { authorization: `${scheme} ${cast.main.token}` } });
    expect(response.status, scheme).toBe(200);
  }
});
