// Section 5.4: "API access is granted per team"; "without it every call returns 402
// plan_feature_locked". The default world gives the team without API access one number; here it
// holds a second, with its own token, and both numbers are locked on both operations, while a
// number of a team with API access still sends. Nothing locked reaches the platform.
import { expect } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { codeOf, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';
import { withTeamNumber, withWindowOpen } from '../support/world/world-variants.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const cast = castOf(defaultWorld);
const second = { id: '100000000000096', token: 'fixture-token-no-api-second-0096', display: '+1 202-555-0196' };
// The customer inside the window wrote to both numbers too: a text is the simplest send to lock.
const world = withWindowOpen(withTeamNumber(defaultWorld, cast.planWithoutApi.id, second), cast.customers.inWindow, [cast.planWithoutApi.id, second.id]);

check({ id: 'plan-locks-every-number-of-team', section: '5.4', title: 'both numbers of a team without API access get 402 plan_feature_locked on a send and a listing; nothing reaches the platform', decisions: ['A13'], asserts: { '5.4-per-team': ['every-number-of-team-locked'] } }, async () => {
  await run().provision(world);
  const { api, upstream } = run();
  const mark = upstream.mark();
  for (const [which, token] of [['the first number', cast.planWithoutApi.token], ['the second number', second.token]] as const) {
    const sent = await api.sendMessage({ token, body: textTo(cast.customers.inWindow) });
    expect([sent.status, codeOf(sent)], `${which}: send`).toEqual([402, 'plan_feature_locked']);
    const listed = await api.listTemplates({ token });
    expect([listed.status, codeOf(listed)], `${which}: listing`).toEqual([402, 'plan_feature_locked']);
  }
  expect(upstream.sendsSince(mark), 'nothing sent for the locked team').toHaveLength(0);
  // The same text from a team with API access is sent: the lock is the team's plan.
  expectSent(await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow) }));
});
