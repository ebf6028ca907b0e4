// The platform's template listing as a pure function: the summary totals a client names, and the
// filters, over the default world's business account.
import { describe, expect, it } from 'vitest';
import { freshState, world } from '../send/test-kit.ts';
import type { PlatformState } from '../state/model.ts';
import { listTemplates, type TemplateListQuery } from './list-templates.ts';
import { templateLimit } from './template-summary.ts';

const account = world.business_accounts[0]!;
const pageUrl = (params: Record<string, string>) => `http://platform.test/next?${new URLSearchParams(params).toString()}`;

function listed(query: TemplateListQuery, state: PlatformState = freshState()) {
  const outcome = listTemplates(state, account.id, { limit: '100', ...query }, pageUrl);
  if (outcome.status !== 200 || !('data' in outcome.body)) throw new Error(`listing refused: ${JSON.stringify(outcome.body)}`);
  return outcome.body;
}

const names = (query: TemplateListQuery) => listed({ fields: 'name', ...query }).data.map((t) => t.name);

describe('summary totals', () => {
  it('answers both totals a client names (total_count, message_template_count)', () => {
    expect(listed({ summary: 'total_count,message_template_count' }).summary).toEqual({ total_count: account.templates.length, message_template_count: account.templates.length });
  });

  it('counts the filtered selection in total_count and the whole account in message_template_count', () => {
    const summary = listed({ category: 'AUTHENTICATION', summary: 'total_count,message_template_count' }).summary;
    expect(summary).toEqual({ total_count: account.templates.filter((t) => t.category === 'AUTHENTICATION').length, message_template_count: account.templates.length });
    expect(summary?.total_count).toBeLessThan(account.templates.length);
  });

  it('answers every total the platform defines, and only those named', () => {
    expect(listed({ summary: 'total_count,message_template_count,message_template_limit,are_translations_complete' }).summary).toEqual({
      total_count: account.templates.length,
      message_template_count: account.templates.length,
      message_template_limit: templateLimit,
      are_translations_complete: false,
    });
    expect(listed({ summary: 'message_template_limit' }).summary).toEqual({ message_template_limit: templateLimit });
    expect(listed({ summary: 'not_a_total' }).summary).toBeUndefined();
    expect(listed({}).summary).toBeUndefined();
  });

  it('reads translations as complete when every name has every language the account uses', () => {
    const state = freshState();
    // order_update is the one name of the default world in two languages; keep only those two templates.
    state.templates.set(account.id, (state.templates.get(account.id) ?? []).filter((t) => t.name === 'order_update'));
    expect(listed({ summary: 'are_translations_complete' }, state).summary).toEqual({ are_translations_complete: true });
    const kept = state.templates.get(account.id)!;
    kept.push({ ...kept[0]!, id: '319999999999999', name: 'only_one_language' });
    expect(listed({ summary: 'are_translations_complete' }, state).summary).toEqual({ are_translations_complete: false });
  });

  it('carries the summary request into the next page', () => {
    const next = new URL(listed({ limit: '2', summary: 'total_count,message_template_count' }).paging!.next!);
    expect(next.searchParams.get('summary')).toBe('total_count,message_template_count');
  });
});

describe('filters', () => {
  it('keeps the categories named', () => {
    const kept = names({ category: 'AUTHENTICATION,UTILITY' });
    expect(kept.length).toBe(account.templates.filter((t) => t.category !== 'MARKETING').length);
    expect(kept).not.toContain(account.templates.find((t) => t.category === 'MARKETING')!.name);
  });

  it('keeps the quality scores named, a template not rated yet counting as UNKNOWN', () => {
    const unrated = account.templates.filter((t) => (t.quality_score ?? 'UNKNOWN') === 'UNKNOWN').map((t) => t.name);
    expect(names({ quality_score: 'UNKNOWN' }).sort()).toEqual([...unrated].sort());
    expect(names({ quality_score: 'RED,YELLOW' }).length).toBe(account.templates.filter((t) => t.quality_score === 'RED' || t.quality_score === 'YELLOW').length);
  });

  it('keeps the statuses and languages named, as lists', () => {
    expect(names({ language: 'en' })).toEqual(['order_update']);
    expect(names({ language: 'en,en_US' }).length).toBe(account.templates.length);
    const statuses = new Set(listed({ fields: 'status', status: 'PAUSED,DISABLED' }).data.map((t) => t.status));
    expect([...statuses].sort()).toEqual(['DISABLED', 'PAUSED']);
  });

  it('finds text in a template (any case) with content, and name or text with name_or_content', () => {
    const body = (name: string) => account.templates.find((t) => t.name === name)!.components.find((c) => c.type === 'BODY') as { text: string };
    const word = body('otp_login').text.split(/\s+/).find((w) => w.length > 6)!;
    expect(names({ content: word.toUpperCase() })).toContain('otp_login');
    expect(names({ name_or_content: 'otp_log' })).toContain('otp_login');
    expect(names({ content: 'otp_log' })).not.toContain('otp_login');
  });

  it('repeats every filter in the next page', () => {
    const next = new URL(listed({ limit: '1', category: 'UTILITY', quality_score: 'GREEN', content: 'order', name_or_content: 'order' }).paging!.next!);
    expect([...next.searchParams.keys()].sort()).toEqual(['after', 'category', 'content', 'limit', 'name_or_content', 'quality_score']);
  });
});
