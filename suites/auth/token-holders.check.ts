// Section 5, items 2 and 3: a token several numbers hold acts as the number `X-Phone-Number-Id`
// names, on both operations, however many hold it; a reconnect retires the old token on both
// operations at once. The default pair shares one business account, hence one catalogue, so
// these checks tell the holders apart by what differs between two numbers of one account: the
// customers who wrote to each (section 1; decision A38 fixes only the window of the number
// written to). Two numbers of different accounts sharing a token is no case of section 5.2.
import { expect } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { codeOf, expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { TemplatePage } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { textTo } from '../support/run/send-examples.ts';
import { sentFrom } from '../support/run/upstream-view.ts';
import { castOf } from '../support/world/cast.ts';
import { withInboundAges, withThirdSharer } from '../support/world/world-variants.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const cast = castOf(defaultWorld);
const [first, second] = cast.shared;
const thirdId = '100000000000010';

// Each holder of the pair has a customer who wrote to it alone, half an hour before the start.
const wroteToSecond = cast.customers.windowClosed;
const wroteToFirst = cast.customers.neverWrote;
const apartWorld = withInboundAges(withInboundAges(defaultWorld, second.id, { [wroteToSecond]: [30] }), first.id, { [wroteToFirst]: [30] });

// A third connected holder, inside the window of the customer who wrote to every number.
const threeWorld = withInboundAges(withThirdSharer(defaultWorld, first.id, thirdId), thirdId, { [cast.customers.inWindow]: [30] });
const threeIds = [first.id, second.id, thirdId];

async function sendAs(token: string, phoneNumberId: string | undefined, to: string) {
  const { api, upstream } = run();
  upstream.pace(6);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token, ...(phoneNumberId === undefined ? {} : { phoneNumberId }), body: textTo(to) });
  return { response, sent: upstream.sendsSince(mark) };
}

check({ id: 'shared-token-holders-told-apart', section: '5.2', title: 'a shared token naming a holder acts as that holder: a text to a customer who wrote only to the named holder is sent from it; to one who wrote only to the other holder it is sent from the named one or refused 409, never from another number', decisions: ['A38'], asserts: { '5.2-shared-named-holder': ['holders-told-apart-by-window'] } }, async () => {
  await run().provision(apartWorld);
  const cases: [string, string, string][] = [
    [second.id, wroteToSecond, first.id],
    [first.id, wroteToFirst, second.id],
  ];
  for (const [holder, customer, other] of cases) {
    const own = await sendAs(first.token, holder, customer);
    expectSent(own.response);
    expect(own.sent.map(sentFrom), `naming ${holder}, to its own customer: sent from it`).toEqual([holder]);
    // Decision A38 leaves open whether the window is the number's or wider; either way a send
    // naming the other holder never leaves from another number.
    const foreign = await sendAs(first.token, other, customer);
    const outcome = foreign.response.status === 200 ? { status: 200, from: foreign.sent.map(sentFrom) } : { status: foreign.response.status, code: codeOf(foreign.response), from: foreign.sent.map(sentFrom) };
    expect([
      { status: 200, from: [other] },
      { status: 409, code: 'outside_messaging_window', from: [] },
    ], `naming ${other}, to a customer who wrote only to ${holder}`).toContainEqual(outcome);
  }
});

check({ id: 'three-holders-of-one-token', section: '5.2', title: 'a token three numbers hold: without the header a send is 400 ambiguous_number listing all three and nothing is sent; naming each acts as it; another id is 403', asserts: { '5.2-shared-named-holder': ['three-holders'] } }, async () => {
  await run().provision(threeWorld);
  const ambiguous = await sendAs(first.token, undefined, cast.customers.inWindow);
  expectError(ambiguous.response, 400, 'ambiguous_number');
  expect([...((ambiguous.response.json as { phone_number_ids?: string[] }).phone_number_ids ?? [])].sort(), 'send: phone_number_ids').toEqual([...threeIds].sort());
  expect(ambiguous.sent, 'send without the header: nothing sent').toEqual([]);
  for (const id of threeIds) {
    const named = await sendAs(first.token, id, cast.customers.inWindow);
    expectSent(named.response);
    expect(named.sent.map(sentFrom), `naming ${id}: sent from it`).toEqual([id]);
  }
  const other = await sendAs(first.token, cast.main.id, cast.customers.inWindow);
  expectError(other.response, 403, 'number_not_for_token');
  expect(other.sent, 'another id: nothing sent').toEqual([]);
});

// The same three holders on the listing, apart from the send: each operation has its own check.
check({ id: 'three-holders-of-one-token-on-listing', section: '5.2', title: 'a token three numbers hold: without the header a listing is 400 ambiguous_number listing all three; naming each lists its account\'s templates', asserts: { '5.2-shared-named-holder': ['three-holders'] } }, async () => {
  await run().provision(threeWorld);
  const { api } = run();
  const listed = await api.listTemplates({ token: first.token });
  expectError(listed, 400, 'ambiguous_number');
  expect([...((listed.json as { phone_number_ids?: string[] }).phone_number_ids ?? [])].sort(), 'listing: phone_number_ids').toEqual([...threeIds].sort());
  for (const id of threeIds) {
    const page = await api.listTemplates({ token: first.token, phoneNumberId: id });
    expect(page.status, `listing naming ${id}`).toBe(200);
    expect((page.json as TemplatePage).items.length, `listing naming ${id}: the account's templates`).toBeGreaterThan(0);
  }
});

check({ id: 'reconnect-retires-old-token-on-listing', section: '5', needs: ['reconnect'], decisions: ['A98'], title: 'after a reconnect GET templates with the old token is 401 not_authenticated at once, and with the new one lists the number\'s templates', asserts: { '5.3-reconnect-retires-token': ['old-token-on-templates'] } }, async (context) => {
  requireCapabilities(context, run());
  await run().provision();
  const { api, control, upstream } = run();
  const before = await api.listTemplates({ token: cast.main.token });
  expect(before.status, 'the token lists before the reconnect').toBe(200);
  const { token } = await given('the main number is reconnected', () => control.reconnectNumber(cast.main.id, 'fixture-token-main-rotated-0002'));
  await upstream.setNumberToken(cast.main.id, token);
  const old = await api.listTemplates({ token: cast.main.token });
  expect([old.status, codeOf(old)], 'the old token').toEqual([401, 'not_authenticated']);
  const renewed = await api.listTemplates({ token });
  expect(renewed.status, 'the new token').toBe(200);
  expect((renewed.json as TemplatePage).items.map((t) => t.id), 'the same templates as before').toEqual((before.json as TemplatePage).items.map((t) => t.id));
});
