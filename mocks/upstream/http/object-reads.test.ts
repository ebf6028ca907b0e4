// What a gateway may read of the platform besides sending (section 3.2: a template with no local
// copy is looked up on the platform; section 5: the number a token acts for): a template by its
// id, a phone number by its id, and a business account's phone numbers, each with the platform's
// field selection. Every exchange is held to the upstream contract.
import type { Response } from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loopbackAgent, type LoopbackAgent } from '../../http-kit/supertest-kit.ts';
import { virtualClock } from '../clock.ts';
import { startUpstreamMock, type RunningUpstreamMock } from '../index.ts';
import { mainAuth, mainNumber, now, world } from '../send/test-kit.ts';
import { contractDepartures } from './contract-kit.ts';

let mock: RunningUpstreamMock;
let platform: LoopbackAgent;

beforeEach(async () => {
  mock = await startUpstreamMock({ world, clock: virtualClock(now), seed: 7 });
  platform = loopbackAgent(mock.url);
});
afterEach(async () => {
  await mock.close();
});

const version = world.upstream.api_version;
const mainAccount = world.business_accounts[0]!;
const otherAccountAuth = 'Bearer fixture-token-shared-0003';

/** A GET with the main number's token (or `auth`), held to the contract. */
async function read(path: string, auth: string | null = mainAuth): Promise<Response> {
  const call = platform.get(path);
  const response = await (auth === null ? call : call.set('authorization', auth));
  expect(contractDepartures(response), `${path}: the exchange departs from the contract`).toEqual([]);
  return response;
}

describe('a template by its id', () => {
  const template = mainAccount.templates.find((t) => t.name === 'order_update' && t.language === 'en_US')!;

  it('answers the default fields, as the listing does', async () => {
    const response = await read(`/${version}/${template.id}`);
    expect(response.status).toBe(200);
    const listed = await read(`/${version}/${mainAccount.id}/message_templates?name=order_update&language=en_US`);
    expect(response.body).toEqual((listed.body as { data: unknown[] }).data[0]);
    expect(Object.keys(response.body as object).sort()).toEqual(['category', 'components', 'id', 'language', 'name', 'parameter_format', 'status']);
  });

  it('answers only the fields named, and id', async () => {
    const response = await read(`/${version}/${template.id}?fields=status,quality_score,not_a_field`);
    expect(response.body).toEqual({ id: template.id, status: 'APPROVED', quality_score: { score: 'GREEN', date: expect.any(Number) as number } });
  });

  it('shows a template of another business account only to its own tokens (100, subcode 33 to others)', async () => {
    const refused = await read(`/${version}/${template.id}`, otherAccountAuth);
    expect([refused.status, refused.body]).toMatchObject([400, { error: { code: 100, error_subcode: 33 } }]);
  });
});

describe('a phone number by its id', () => {
  it('answers id, display number, verified name and quality rating', async () => {
    const response = await read(`/${version}/${mainNumber}`);
    expect([response.status, response.body]).toEqual([200, { id: mainNumber, display_phone_number: '+1 202-555-0110', verified_name: mainAccount.name, quality_rating: 'GREEN' }]);
  });

  it('answers only the fields named, and id', async () => {
    expect((await read(`/${version}/${mainNumber}?fields=quality_rating`)).body).toEqual({ id: mainNumber, quality_rating: 'GREEN' });
  });

  it('checks the token before the id, and refuses a number of another business account with 200', async () => {
    const missing = await read(`/${version}/${mainNumber}`, null);
    expect([missing.status, missing.body]).toMatchObject([401, { error: { code: 104 } }]);
    const unknownWithoutToken = await read(`/${version}/999999999999999`, 'Bearer never-issued');
    expect([unknownWithoutToken.status, unknownWithoutToken.body]).toMatchObject([401, { error: { code: 190 } }]);
    const other = await read(`/${version}/${mainNumber}`, otherAccountAuth);
    expect([other.status, other.body]).toMatchObject([403, { error: { code: 200 } }]);
  });

  it('answers an id it does not know with 100, subcode 33, and a path without a version as unserved (404)', async () => {
    const unknown = await read(`/${version}/999999999999999`);
    expect([unknown.status, unknown.body]).toMatchObject([400, { error: { code: 100, error_subcode: 33, type: 'GraphMethodException' } }]);
    const before = mock.mock.refused.total;
    expect((await platform.get(`/api/${mainNumber}`).set('authorization', mainAuth)).status).toBe(404);
    expect(mock.mock.refused.total).toBe(before + 1);
  });
});

describe("a business account's phone numbers", () => {
  const numbersOf = (account: string) => world.numbers.filter((n) => n.business_account_id === account).map((n) => n.phone_number_id);

  it('lists every number of the account across pages, with the total on request', async () => {
    const seen: string[] = [];
    let path: string | undefined = `/${version}/${mainAccount.id}/phone_numbers?limit=2&summary=total_count&fields=display_phone_number`;
    while (path !== undefined) {
      const page = (await read(path)).body as { data: { id: string; display_phone_number: string }[]; paging?: { next?: string }; summary: { total_count: number } };
      expect(page.summary.total_count).toBe(numbersOf(mainAccount.id).length);
      for (const number of page.data) expect(Object.keys(number).sort()).toEqual(['display_phone_number', 'id']);
      seen.push(...page.data.map((n) => n.id));
      path = page.paging?.next === undefined ? undefined : new URL(page.paging.next).pathname + new URL(page.paging.next).search;
    }
    expect(seen).toEqual(numbersOf(mainAccount.id));
  });

  it('refuses a token of another account (200) and answers an unknown account with 100, subcode 33', async () => {
    expect((await read(`/${version}/${mainAccount.id}/phone_numbers`, otherAccountAuth)).status).toBe(403);
    expect((await read(`/${version}/299999999999999/phone_numbers`)).body).toMatchObject({ error: { code: 100, error_subcode: 33 } });
  });
});
