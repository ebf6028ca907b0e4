// Section 5 on GET /api/v2/templates: "Both endpoints require Authorization" and accept
// X-Phone-Number-Id; 401, 402 plan_feature_locked, 403 and 400 ambiguous_number apply as on a send.
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import type { CallerHeaders } from '../support/http/gateway-client.ts';
import { localFixtures } from '../support/listing/local-fixtures.ts';
import { walkPages } from '../support/listing/walk-pages.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';
import { connectedHolders } from '../support/world/connected-holders.ts';

const run = useRun();

async function listAs(caller: CallerHeaders, extra: { limit?: string; cursor?: string } = {}) {
  const response = await run().api.listTemplates({ ...caller, ...extra, invalidRequest: extra.limit !== undefined });
  return { status: response.status, code: codeOf(response), json: response.json };
}

function cast() {
  return castOf(run().world);
}

check({ id: 'listing-missing-token-401', section: '5', title: 'a listing without Authorization is 401 not_authenticated', asserts: { '5.1-bearer-every-request': ['listing-without-token-401'], '5.3-same-401': ['missing-listing-401'] } }, async () => {
  await run().provision();
  expect(await listAs({ token: null })).toMatchObject({ status: 401, code: 'not_authenticated' });
});

check({ id: 'listing-unknown-token-401', section: '5', title: 'a listing with an unknown token is the same 401 not_authenticated', decisions: ['A14'], asserts: { '5.3-same-401': ['unknown-listing-401'] } }, async () => {
  await run().provision();
  expect(await listAs({ token: 'not-a-token-anyone-holds' })).toMatchObject({ status: 401, code: 'not_authenticated' });
});

check({ id: 'listing-plan-locked-402', section: '5', title: 'a valid listing under a plan without API access is 402 plan_feature_locked', decisions: ['A13'], asserts: { '5.4-no-api-plan-402': ['listing-402'], '7-plan-feature-locked-402': ['plan-without-api'] } }, async () => {
  await run().provision();
  expect(await listAs({ token: cast().planWithoutApi.token })).toMatchObject({ status: 402, code: 'plan_feature_locked' });
});

check({ id: 'listing-suspended-403', section: '5', title: 'a listing for a suspended workspace is 403 account_suspended', asserts: { '5.5-suspended-403': ['listing-403'], '7-account-suspended-403': ['suspended'] } }, async () => {
  await run().provision();
  expect(await listAs({ token: cast().suspended.token })).toMatchObject({ status: 403, code: 'account_suspended' });
});

check({ id: 'listing-number-not-for-token-403', section: '5', title: 'naming a number the token does not hold is 403 number_not_for_token, even one of the same business account', decisions: ['A64'], asserts: { '5.2-one-number-other-id': ['other-id-listing-403', 'same-account-other-id-403'], '7-number-not-for-token-403': ['one-number-other-id'] } }, async () => {
  await run().provision();
  const { main, noTakeover, shared } = cast();
  for (const other of [shared[0].id, noTakeover.id]) {
    expect(await listAs({ token: main.token, phoneNumberId: other }), other).toMatchObject({ status: 403, code: 'number_not_for_token' });
  }
});

check({ id: 'listing-ambiguous-number-400', section: '5', title: 'a shared token without X-Phone-Number-Id, or with it empty, is 400 ambiguous_number listing the ids it holds', decisions: ['A64'], asserts: { '5.2-shared-no-header': ['header-absent-400', 'header-empty-400', 'holders-listed', 'listing-400'], '7-ambiguous-number-400': ['listing-without-header'] } }, async () => {
  await run().provision();
  const { shared } = cast();
  for (const phoneNumberId of [undefined, '']) {
    const answer = await listAs({ token: shared[0].token, ...(phoneNumberId === undefined ? {} : { phoneNumberId }) });
    const what = phoneNumberId === undefined ? 'header absent' : 'header empty';
    expect(answer, what).toMatchObject({ status: 400, code: 'ambiguous_number' });
    const ids = (answer.json as { phone_number_ids?: unknown }).phone_number_ids;
    expect(Array.isArray(ids) ? [...(ids as string[])].sort() : ids, what).toEqual(connectedHolders(run().world, shared[0].token).sort());
  }
});

check({ id: 'listing-named-number', section: '5', title: 'X-Phone-Number-Id picks the number: a shared token lists the templates of the number it names, a sole holder may name itself or send the header empty', decisions: ['A48', 'A64'], asserts: { '4-phone-number-id-optional': ['header-on-listing'], '4.2-every-template': ['only-named-numbers-templates'], '5.2-one-number-no-header': ['header-empty'], '5.2-one-number-own-id': ['own-id-listing'], '5.2-shared-named-holder': ['named-holder-acts'] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const { main, shared } = cast();
  const listed = async (caller: CallerHeaders) => (await walkPages(api, { caller, limitOf: () => 100, maxPages: 10 })).items.map((t) => t.id);
  const sharedIds = await listed({ token: shared[1].token, phoneNumberId: shared[1].id });
  for (const fixture of localFixtures(world, shared[1].businessAccountId)) expect(sharedIds, fixture.name).toContain(fixture.id);
  for (const fixture of localFixtures(world, main.businessAccountId)) expect(sharedIds, `${fixture.name} of another account`).not.toContain(fixture.id);
  const own = await listed({ token: main.token, phoneNumberId: main.id });
  const empty = await listed({ token: main.token, phoneNumberId: '' });
  expect(own.sort()).toEqual(empty.sort());
  expect(own.length).toBeGreaterThan(0);
});

check({ id: 'listing-disconnected-token', section: '5', title: "a disconnected number's token lists nothing", decisions: ['A12'], asserts: { '5.2-connected-only': ['disconnected-token-lists-nothing'] } }, async () => {
  await run().provision();
  const answer = await listAs({ token: cast().disconnected.token });
  expect(answer.status).toBeGreaterThanOrEqual(400);
});

check({ id: 'listing-auth-before-query', section: '5', title: 'authentication, plan, suspension and number resolution answer before a bad limit or cursor, and a bad limit before a bad cursor', profile: 'reference', decisions: ['A12', 'A13'], asserts: { '4.2-limit-out-of-range-422': [], '5.4-no-api-plan-402': [], '5.5-suspended-403': [] } }, async () => {
  await run().provision();
  const { planWithoutApi, suspended, shared, main, disconnected } = cast();
  const bad = { limit: '0', cursor: 'not!a!cursor' };
  expect(await listAs({ token: null }, bad)).toMatchObject({ status: 401, code: 'not_authenticated' });
  expect(await listAs({ token: disconnected.token }, bad)).toMatchObject({ status: 401, code: 'not_authenticated' });
  expect(await listAs({ token: planWithoutApi.token }, bad)).toMatchObject({ status: 402, code: 'plan_feature_locked' });
  expect(await listAs({ token: suspended.token }, bad)).toMatchObject({ status: 403, code: 'account_suspended' });
  expect(await listAs({ token: shared[0].token }, bad)).toMatchObject({ status: 400, code: 'ambiguous_number' });
  expect(await listAs({ token: main.token }, bad)).toMatchObject({ status: 422, code: 'validation_error' });
});
