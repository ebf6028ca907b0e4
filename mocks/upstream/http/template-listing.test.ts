// The template listing over HTTP as outside clients drive it: a current Python client lists with
// `summary=total_count,message_template_count` and reads both totals (it failed with a KeyError
// while the mock answered only the first); others name all four totals the platform defines.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loopbackAgent, type LoopbackAgent } from '../../http-kit/supertest-kit.ts';
import { virtualClock } from '../clock.ts';
import { startUpstreamMock, type RunningUpstreamMock } from '../index.ts';
import { mainAuth, now, world } from '../send/test-kit.ts';
import { templateLimit } from '../templates/template-summary.ts';
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

const account = world.business_accounts[0]!;
const listing = `/${world.upstream.api_version}/${account.id}/message_templates`;

describe('template listing summary over HTTP', () => {
  it('answers both totals of summary=total_count,message_template_count, on every page', async () => {
    const first = await platform.get(listing).query({ summary: 'total_count,message_template_count', limit: 10 }).set('authorization', mainAuth).expect(200);
    expect(contractDepartures(first)).toEqual([]);
    const expected = { total_count: account.templates.length, message_template_count: account.templates.length };
    expect((first.body as { summary: unknown }).summary).toEqual(expected);
    const next = new URL((first.body as { paging: { next: string } }).paging.next);
    const second = await platform.get(`${next.pathname}${next.search}`).set('authorization', mainAuth).expect(200);
    expect((second.body as { summary: unknown }).summary).toEqual(expected);
  });

  it('answers all four totals the platform defines, with a filter counting in total_count only', async () => {
    const response = await platform
      .get(listing)
      .query({ summary: 'total_count,message_template_count,message_template_limit,are_translations_complete', category: 'UTILITY', fields: 'name,category' })
      .set('authorization', mainAuth)
      .expect(200);
    expect(contractDepartures(response)).toEqual([]);
    const body = response.body as { data: { category: string }[]; summary: Record<string, unknown> };
    const utility = account.templates.filter((t) => t.category === 'UTILITY').length;
    expect(body.summary).toEqual({ total_count: utility, message_template_count: account.templates.length, message_template_limit: templateLimit, are_translations_complete: false });
    expect(new Set(body.data.map((t) => t.category))).toEqual(new Set(['UTILITY']));
  });
});
