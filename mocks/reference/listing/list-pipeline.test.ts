import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { templateSet } from './arbitraries/template-set.ts';
import { listSteps } from './list-pipeline.ts';
import { newestFirst } from './newest-first.ts';
import { fixtureGateway, list, mainAccount, page, type ListCall } from './test-kit.ts';
import type { Gateway } from '../gateway.ts';
import { sendability } from '../templates/sendability.ts';

/** Follows next_cursor to the end, each page with the next of `limits` (the last one repeats). */
async function walk(gateway: Gateway, limits: number[], call: ListCall = {}): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let n = 0; ; n += 1) {
    const limit = limits[Math.min(n, limits.length - 1)] ?? 25;
    const current = await page(gateway, { ...call, query: { ...call.query, limit: String(limit), ...(cursor === undefined ? {} : { cursor }) } });
    ids.push(...current.items.map((t) => t.id));
    // Decision A46: has_more exactly when next_cursor is a string; decision A45: full pages until the last.
    expect(current.has_more).toBe(current.next_cursor !== null);
    if (current.next_cursor === null) {
      expect(current.items.length > 0 || n === 0).toBe(true);
      return ids;
    }
    expect(current.items).toHaveLength(limit);
    cursor = current.next_cursor;
  }
}

// Decision A13: "GET templates uses the same first four steps, then query validation and the cursor."
describe('listing pipeline: order of the checks', () => {
  it('runs authentication, then the query, then the cursor, then answers (the armed failure of the control plane in between)', () => {
    expect(listSteps.map((s) => s.name)).toEqual(['authenticate', 'armed-failure', 'query', 'cursor', 'page']);
  });

  it.each([
    ['no token', { token: null }, 401, 'not_authenticated'],
    ['a plan without API access', { token: 'fixture-token-no-api-0006' }, 402, 'plan_feature_locked'],
    ['a suspended workspace', { token: 'fixture-token-suspended-0007' }, 403, 'account_suspended'],
    ['a shared token and no number', { token: 'fixture-token-shared-0003' }, 400, 'ambiguous_number'],
    ['a number the token does not hold', { phoneNumberId: '100000000000003' }, 403, 'number_not_for_token'],
  ] as const)('answers %s before looking at a bad limit and a bad cursor', async (_what, call, status, code) => {
    const answer = await list(fixtureGateway(), { ...call, query: { limit: '0', cursor: 'garbage' } });
    expect([answer.status, (answer.body as { code: string }).code]).toEqual([status, code]);
  });

  it('lists the ids a shared token holds when no number is named (section 5.2)', async () => {
    const answer = await list(fixtureGateway(), { token: 'fixture-token-shared-0003' });
    expect((answer.body as { phone_number_ids: string[] }).phone_number_ids.sort()).toEqual(['100000000000003', '100000000000004']);
  });

  it('answers a bad limit before a bad cursor, naming query.limit (decisions A3, A4)', async () => {
    const answer = await list(fixtureGateway(), { query: { limit: '101', cursor: 'garbage' } });
    expect(answer).toEqual({ status: 422, body: { code: 'validation_error', message: 'limit: must be an integer from 1 to 100', detail: [{ loc: ['query', 'limit'], msg: 'must be an integer from 1 to 100' }] } });
  });

  it.each(['garbage', '', 'eyJvZmZzZXQiOjJ9'])('answers cursor %j with 400 invalid_cursor', async (cursor) => {
    const answer = await list(fixtureGateway(), { query: { cursor } });
    expect([answer.status, (answer.body as { code: string }).code]).toEqual([400, 'invalid_cursor']);
  });

  it('refuses two cursors, even two valid ones', async () => {
    const gateway = fixtureGateway();
    const first = await page(gateway, { query: { limit: '1' } });
    const answer = await list(gateway, { query: { cursor: [first.next_cursor ?? '', first.next_cursor ?? ''] } });
    expect(answer.status).toBe(400);
  });
});

describe('listing pipeline: cursors', () => {
  it('refuses a cursor of the main number on another number of the same business account', async () => {
    const gateway = fixtureGateway();
    const first = await page(gateway, { query: { limit: '2' } });
    const answer = await list(gateway, { token: 'fixture-token-no-takeover-0002', query: { cursor: first.next_cursor ?? '' } });
    expect([answer.status, (answer.body as { code: string }).code]).toEqual([400, 'invalid_cursor']);
  });

  it('refuses a cursor under another sendable filter', async () => {
    const gateway = fixtureGateway();
    const first = await page(gateway, { query: { limit: '2', sendable: 'true' } });
    for (const sendable of [undefined, 'false']) {
      const answer = await list(gateway, { query: { cursor: first.next_cursor ?? '', ...(sendable ? { sendable } : {}) } });
      expect(answer.status, `sendable=${String(sendable)}`).toBe(400);
    }
  });

  it('refuses a cursor of another gateway, whose secret differs', async () => {
    const first = await page(fixtureGateway(), { query: { limit: '2' } });
    expect((await list(fixtureGateway(), { query: { cursor: first.next_cursor ?? '' } })).status).toBe(400);
  });
});

// Section 4.2 and decisions A42, A45, A46, for any set of templates.
describe('listing pipeline: walking the pages', () => {
  it('yields every template once, newest first, whatever limit each page asks for', async () => {
    const limits = fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(templateSet(mainAccount), limits, async (templates, perPage) => {
        expect(await walk(fixtureGateway(templates), perPage)).toEqual(newestFirst(templates).map((t) => t.id));
      }),
    );
  });

  it('splits the whole into sendable and unsendable, each walked in order, with the section 3.2 verdict', async () => {
    await fc.assert(
      fc.asyncProperty(templateSet(mainAccount), fc.integer({ min: 1, max: 10 }), async (templates, limit) => {
        const gateway = fixtureGateway(templates);
        for (const sendable of [true, false]) {
          const expected = newestFirst(templates).filter((t) => sendability(t.status).sendable === sendable);
          expect(await walk(gateway, [limit], { query: { sendable: String(sendable) } })).toEqual(expected.map((t) => t.id));
        }
      }),
    );
  });

  it('answers an empty business account with one empty page', async () => {
    expect(await page(fixtureGateway([]))).toEqual({ items: [], next_cursor: null, has_more: false });
  });

  it('gives 25 of the 27 local fixture templates by default, then the last 2', async () => {
    const gateway = fixtureGateway();
    const first = await page(gateway);
    expect([first.items.length, first.has_more]).toEqual([25, true]);
    const second = await page(gateway, { query: { cursor: first.next_cursor ?? '' } });
    expect([second.items.length, second.has_more, second.next_cursor]).toEqual([2, false, null]);
  });

  // Decision A48: a template only the platform has is not listed.
  it('lists only local copies: restock_alert, known only upstream, is absent', async () => {
    const everything = await page(fixtureGateway(), { query: { limit: '100' } });
    expect(everything.items.map((t) => t.name)).not.toContain('restock_alert');
  });

  it('lists each language of a template as its own entry', async () => {
    const everything = await page(fixtureGateway(), { query: { limit: '100' } });
    expect(everything.items.filter((t) => t.name === 'order_update').map((t) => t.language).sort()).toEqual(['en', 'en_US']);
  });
});

// Decision A58: "serves the list from its local store, 200 during an outage".
describe('listing pipeline: the platform', () => {
  it('never calls the platform, so an outage changes nothing', async () => {
    const gateway = fixtureGateway();
    const send = vi.spyOn(gateway.platform, 'send');
    const templates = vi.spyOn(gateway.platform, 'templates');
    expect(await walk(gateway, [3])).toHaveLength(27);
    expect(send).not.toHaveBeenCalled();
    expect(templates).not.toHaveBeenCalled();
  });
});
