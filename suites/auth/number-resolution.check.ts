// Section 5, item 2: which number a request acts as, from the token's connected holders and
// `X-Phone-Number-Id` (absent, empty, own id, other id), with nothing sent when it cannot tell.
import fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { check } from '../support/checks/check.ts';
import { tokenHolder } from '../support/generators/token-holder.ts';
import { numberIdHeader } from '../support/generators/number-id-header.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import { sentFrom, type JournalEntry } from '../support/run/upstream-view.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { expectedResolution, type Resolution } from '../support/spec/number-resolution.ts';
import { castOf } from '../support/world/cast.ts';
import { withDisconnectedSharer, withNumberDisconnected } from '../support/world/world-variants.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const cast = castOf(defaultWorld);
const sharedIds = cast.shared.map((n) => n.id);
// A third number joins the shared token, disconnected; or the second sharer is disconnected.
const disconnectedSharerWorld = withDisconnectedSharer(defaultWorld, cast.shared[0].id, '100000000000009');
const soleHolderWorld = withNumberDisconnected(defaultWorld, cast.shared[1].id);

interface Attempt {
  response: CheckedResponse<unknown>;
  sent: JournalEntry[];
}

/** A text to the customer who is inside the window on every number of the main workspace. */
async function sendWith(token: string, header: string | undefined): Promise<Attempt> {
  const { api, upstream } = run();
  // Accepted sends go to one customer again and again; spacing them keeps the platform's rate limits out of the verdict.
  upstream.pace(6);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token, ...(header === undefined ? {} : { phoneNumberId: header }), body: textTo(cast.customers.inWindow) });
  return { response, sent: upstream.sendsSince(mark) };
}

function expectVerdict(expected: Resolution, { response, sent }: Attempt, what: string): void {
  const body = response.json as { code?: string; phone_number_ids?: unknown };
  if (expected.kind === 'acts-as') {
    expect(response.status, `${what}: status`).toBe(200);
    expect(sent.map(sentFrom), `${what}: one send, from the number acted as`).toEqual([expected.phoneNumberId]);
    return;
  }
  expect([response.status, body.code], what).toEqual([expected.status, expected.code]);
  if (expected.kind === 'ambiguous') expect([...(body.phone_number_ids as string[])].sort(), `${what}: phone_number_ids`).toEqual([...expected.holders].sort());
  expect(sent, `${what}: nothing reaches the platform`).toHaveLength(0);
}

// Section 5.2, rows for a token of one number.
check({ id: 'single-number-token-acts-without-header', section: '5.2', title: 'a one-number token acts as that number when the header is absent or empty', decisions: ['A64'], asserts: { '4-phone-number-id-optional': ['header-absent-acts'], '5.1-number-token': ['number-token-acts'], '5.2-one-number-no-header': ['header-absent', 'header-empty'] } }, async () => {
  await run().provision();
  for (const header of [undefined, '']) {
    expectVerdict({ kind: 'acts-as', phoneNumberId: cast.main.id }, await sendWith(cast.main.token, header), header === undefined ? 'header absent' : `header ${JSON.stringify(header)}`);
  }
});

check({ id: 'single-number-token-own-id', section: '5.2', title: 'a one-number token naming its own id acts as that number', asserts: { '5.2-one-number-own-id': ['own-id-send'] } }, async () => {
  await run().provision();
  expectVerdict({ kind: 'acts-as', phoneNumberId: cast.main.id }, await sendWith(cast.main.token, cast.main.id), 'own id');
});

check({ id: 'single-number-token-other-id', section: '5.2', title: 'a one-number token naming another number is 403 number_not_for_token and sends nothing', asserts: { '5.2-one-number-other-id': ['other-id-send-403'], '7-number-not-for-token-403': ['one-number-other-id'] } }, async () => {
  await run().provision();
  for (const other of [cast.noTakeover.id, cast.shared[0].id]) {
    expectVerdict({ kind: 'not-for-token', status: 403, code: 'number_not_for_token' }, await sendWith(cast.main.token, other), `other id ${other}`);
  }
});

// Section 5.2, rows for a token several numbers hold.
check({ id: 'shared-token-without-header-is-ambiguous', section: '5.2', title: 'a shared token without the header (absent or empty) is 400 ambiguous_number listing its numbers, and sends nothing', decisions: ['A64'], asserts: { '5.2-shared-no-header': ['header-absent-400', 'header-empty-400', 'holders-listed'], '7-ambiguous-number-400': ['send-without-header'] } }, async () => {
  await run().provision();
  for (const header of [undefined, '']) {
    expectVerdict({ kind: 'ambiguous', status: 400, code: 'ambiguous_number', holders: sharedIds }, await sendWith(cast.shared[0].token, header), header === undefined ? 'header absent' : `header ${JSON.stringify(header)}`);
  }
});

check({ id: 'shared-token-named-holder', section: '5.2', title: 'a shared token naming one of its numbers acts as exactly that number', asserts: { '5.2-shared-named-holder': ['named-holder-acts'] } }, async () => {
  await run().provision();
  for (const id of sharedIds) expectVerdict({ kind: 'acts-as', phoneNumberId: id }, await sendWith(cast.shared[0].token, id), `holder ${id}`);
});

check({ id: 'shared-token-other-id', section: '5.2', title: 'a shared token naming a number it does not hold is 403 number_not_for_token and sends nothing', asserts: { '5.2-shared-other-id': ['shared-other-id-403'], '7-number-not-for-token-403': ['shared-other-id'] } }, async () => {
  await run().provision();
  for (const other of [cast.main.id, cast.planWithoutApi.id]) {
    expectVerdict({ kind: 'not-for-token', status: 403, code: 'number_not_for_token' }, await sendWith(cast.shared[0].token, other), `other id ${other}`);
  }
});

// Section 5.2: "Only connected numbers count; a disconnected number no longer holds the token."
check({ id: 'ambiguous-lists-connected-holders-only', section: '5.2', title: 'phone_number_ids lists exactly the connected holders, not a disconnected number sharing the token', asserts: { '5.2-connected-only': ['disconnected-not-listed-as-holder'] } }, async () => {
  await run().provision(disconnectedSharerWorld);
  expectVerdict({ kind: 'ambiguous', status: 400, code: 'ambiguous_number', holders: sharedIds }, await sendWith(cast.shared[0].token, undefined), 'no header');
});

check({ id: 'sole-connected-holder-acts', section: '5.2', title: 'when one of two sharers is disconnected, the token acts as the other without the header', asserts: { '5.2-connected-only': ['sole-connected-holder-acts'] } }, async () => {
  await run().provision(soleHolderWorld);
  expectVerdict({ kind: 'acts-as', phoneNumberId: cast.shared[0].id }, await sendWith(cast.shared[0].token, undefined), 'no header');
});

check({ id: 'naming-disconnected-sharer-sends-nothing', section: '5.2', title: 'naming the disconnected sharer is refused (403 number_not_for_token, or 502 send_failed), never sent', decisions: ['A12'], asserts: { '5.2-connected-only': ['naming-disconnected-refused'], '7-send-failed-502': [] } }, async () => {
  await run().provision(soleHolderWorld);
  const { response, sent } = await sendWith(cast.shared[0].token, cast.shared[1].id);
  const code = codeOf(response);
  expect([[403, 'number_not_for_token'], [502, 'send_failed']]).toContainEqual([response.status, code]);
  if (response.status === 403) expect(sent).toHaveLength(0);
});

check({ id: 'naming-disconnected-sharer-is-403', section: '5.2', title: 'naming the disconnected sharer is 403 number_not_for_token', profile: 'reference', decisions: ['A12'], asserts: { '5.2-connected-only': ['naming-disconnected-refused'] } }, async () => {
  await run().provision(soleHolderWorld);
  expectVerdict({ kind: 'not-for-token', status: 403, code: 'number_not_for_token' }, await sendWith(cast.shared[0].token, cast.shared[1].id), 'disconnected sharer');
});

// Section 5.2, the whole table at once: generated holders and header values, verdict from the table.
check({ id: 'number-resolution-follows-table', section: '5.2', title: 'for any token holder and X-Phone-Number-Id value the verdict is the table row', decisions: ['A64'], asserts: { '5.2-one-number-no-header': ['header-absent', 'header-empty'], '5.2-one-number-own-id': ['own-id-send'], '5.2-one-number-other-id': ['other-id-send-403'], '5.2-shared-no-header': ['header-absent-400', 'header-empty-400'], '5.2-shared-named-holder': ['named-holder-acts'], '5.2-shared-other-id': ['shared-other-id-403'] } }, async () => {
  await run().provision();
  const worldIds = defaultWorld.numbers.map((n) => n.phone_number_id);
  const tokens = [cast.main.token, cast.noTakeover.token, cast.shared[0].token];
  const cases = tokenHolder(defaultWorld, tokens).chain((holder) => numberIdHeader(holder.holders, worldIds).map((header) => ({ ...holder, header })));
  await fc.assert(
    fc.asyncProperty(cases, async ({ token, holders, header }) => {
      expectVerdict(expectedResolution(holders, header), await sendWith(token, header), `holders ${holders.join(',')}, header ${JSON.stringify(header)}`);
    }),
  );
});
