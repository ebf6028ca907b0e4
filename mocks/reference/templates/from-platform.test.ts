import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../upstream/templates/list-templates.ts';
import { stateFromWorld } from '../../upstream/state/from-world.ts';
import { platformStatus } from '../../upstream/state/template-status.ts';
import { localFromPlatform, localStatus } from './from-platform.ts';
import type { LocalTemplate } from './local-template.ts';
import { checkTemplateSend } from './check-template-send.ts';
import { body, fixtureTemplates, templateSend, world } from './test-kit.ts';

const seenAt = Date.parse('2026-11-02T09:30:00Z');
const account = '200000000000001';

function listed(businessAccountId: string): unknown[] {
  // The fields the reference asks the platform for (platform-client.ts): a selection returns only those named.
  const fields = 'id,name,language,status,category,parameter_format,components,quality_score,rejected_reason';
  const outcome = listTemplates(stateFromWorld(world), businessAccountId, { limit: '100', fields }, () => 'https://platform.test/next');
  if (outcome.status !== 200 || !('data' in outcome.body)) throw new Error('the upstream mock did not list templates');
  return outcome.body.data;
}

// Section 3.2 (SUBMITTED, not PENDING, per section 9) and the upstream contract's TemplateStatus.
describe('localStatus: platform statuses in the spec vocabulary', () => {
  it.each([
    ['APPROVED', 'APPROVED'],
    ['PENDING', 'SUBMITTED'],
    ['REJECTED', 'REJECTED'],
    ['IN_APPEAL', 'IN_APPEAL'],
    ['PAUSED', 'PAUSED'],
    ['DISABLED', 'DISABLED'],
    ['ARCHIVED', 'ARCHIVED'],
    ['PENDING_DELETION', 'PENDING_DELETION'],
    ['DELETED', 'DELETED'],
    ['LIMIT_EXCEEDED', 'LIMIT_EXCEEDED'],
  ])('reads %s as %s', (platform, local) => {
    expect(localStatus(platform)).toBe(local);
  });

  it('inverts the upstream mock mapping for every status it lists', () => {
    for (const status of ['APPROVED', 'SUBMITTED', 'REJECTED', 'IN_APPEAL', 'PAUSED', 'DISABLED', 'ARCHIVED', 'PENDING_DELETION', 'DELETED', 'LIMIT_EXCEEDED']) {
      expect(localStatus(platformStatus(status))).toBe(status);
    }
  });

  it('knows no status the platform does not list', () => {
    expect(localStatus('FLAGGED')).toBeUndefined();
    expect(localStatus('pending')).toBeUndefined();
  });
});

// Section 3.2, last line: a template with no local copy is looked up on the platform; decision
// A48 keeps what the look-up found. Section 2.5 gives the fields of the copy.
describe('localFromPlatform: the upstream listing as local copies', () => {
  const fixtures = new Map(fixtureTemplates().map((t) => [t.id, t]));

  it('keeps name, language, category, components, quality and parameter format of every fixture template', () => {
    for (const businessAccount of world.business_accounts) {
      for (const item of listed(businessAccount.id)) {
        const copy = localFromPlatform(item, businessAccount.id, seenAt);
        const fixture = fixtures.get(copy?.id ?? '');
        expect(copy, JSON.stringify(item)).toBeDefined();
        expect(fixture).toBeDefined();
        const { name, language, category, components, quality_score, parameter_format } = fixture as LocalTemplate;
        expect(copy).toMatchObject({ business_account_id: businessAccount.id, name, language, category, components, quality_score: quality_score ?? 'UNKNOWN', parameter_format });
      }
    }
  });

  it('reads FLAGGED and LOCKED fixtures as APPROVED and SUBMITTED and DRAFT as SUBMITTED', () => {
    const statuses = new Map(listed(account).map((item) => localFromPlatform(item, account, seenAt)).map((t) => [t?.name, t?.status]));
    expect(statuses.get('spring_sale')).toBe('APPROVED');
    expect(statuses.get('terms_update')).toBe('APPROVED');
    expect(statuses.get('loyalty_points')).toBe('SUBMITTED');
    expect(statuses.get('summer_preview')).toBe('SUBMITTED');
    expect(statuses.get('weekend_deal')).toBe('PAUSED');
  });

  it('stamps the caller’s time, with approved_at only for states an approval leads to (decision A47)', () => {
    const copies = listed(account).map((item) => localFromPlatform(item, account, seenAt));
    const byName = new Map(copies.map((t) => [t?.name, t]));
    expect(byName.get('restock_alert')).toMatchObject({ created_at: '2026-11-02T09:30:00.000Z', status_changed_at: '2026-11-02T09:30:00.000Z', approved_at: '2026-11-02T09:30:00.000Z' });
    expect(byName.get('loyalty_points')?.approved_at).toBeNull();
    expect(byName.get('flash_giveaway')?.approved_at).toBeNull();
    expect(byName.get('weekend_deal')?.approved_at).toBe('2026-11-02T09:30:00.000Z');
  });

  it('gives a null quality score when the listing has none (section 2.5: null before rating)', () => {
    const copy = localFromPlatform({ id: '9', name: 'plain', language: 'en', status: 'APPROVED', category: 'UTILITY', components: [{ type: 'BODY', text: 'Hi' }] }, account, seenAt);
    expect(copy).toMatchObject({ quality_score: null, parameter_format: 'POSITIONAL' });
  });

  it('drops sample values and platform-only settings', () => {
    const item = {
      id: '9', name: 'code', language: 'en', status: 'APPROVED', category: 'AUTHENTICATION',
      components: [
        { type: 'BODY', text: '{{1}} is your code.', add_security_recommendation: true, example: { body_text: [['123']] } },
        { type: 'FOOTER', text: 'Expires in 5 minutes.', code_expiration_minutes: 5 },
        { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy', example: 'x' }] },
      ],
    };
    expect(localFromPlatform(item, account, seenAt)?.components).toEqual([
      { type: 'BODY', text: '{{1}} is your code.' },
      { type: 'FOOTER', text: 'Expires in 5 minutes.' },
      { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy' }] },
    ]);
  });

  it('reads a converted code button (URL on an authentication template) as the copy-code button', () => {
    const item = { id: '9', name: 'code', language: 'en', status: 'APPROVED', category: 'AUTHENTICATION', components: [{ type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Copy', url: 'https://x.test/{{1}}' }] }] };
    expect(localFromPlatform(item, account, seenAt)?.components).toEqual([{ type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy' }] }]);
  });

  it('keeps a one-tap button as listed, so a send of it is refused (decision A30)', () => {
    const item = {
      id: '9', name: 'tap', language: 'en', status: 'APPROVED', category: 'AUTHENTICATION',
      components: [{ type: 'BODY', text: '{{1}} is your code.' }, { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'ONE_TAP', text: 'Autofill' }] }],
    };
    const copy = localFromPlatform(item, account, seenAt);
    if (!copy) throw new Error('expected a copy');
    const check = checkTemplateSend([copy], templateSend('tap', [body('482913')], 'en'));
    expect(check.ok ? 'accepted' : check.refusal.body.code).toBe('invalid_template');
  });

  it.each([
    ['not an object', 'template'],
    ['no id', { name: 'a', language: 'en', status: 'APPROVED', category: 'UTILITY', components: [{ type: 'BODY', text: 'x' }] }],
    ['an unknown status', { id: '9', name: 'a', language: 'en', status: 'SOMETHING', category: 'UTILITY', components: [{ type: 'BODY', text: 'x' }] }],
    ['an unknown category', { id: '9', name: 'a', language: 'en', status: 'APPROVED', category: 'SERVICE', components: [{ type: 'BODY', text: 'x' }] }],
    ['no readable component', { id: '9', name: 'a', language: 'en', status: 'APPROVED', category: 'UTILITY', components: [{ type: 'CAROUSEL' }] }],
  ])('reads nothing from an item with %s', (_case, item) => {
    expect(localFromPlatform(item, account, seenAt)).toBeUndefined();
  });
});
