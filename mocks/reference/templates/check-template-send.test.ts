import { describe, expect, it } from 'vitest';
import type { Refusal } from '../errors/gateway-error.ts';
import { checkTemplateSend, type TemplateSendCheck } from './check-template-send.ts';
import type { LocalTemplate, TemplateStatus } from './local-template.ts';
import { sendability } from './sendability.ts';
import { body, fixtureTemplate, templateSend, variantsOf } from './test-kit.ts';

function refusalOf(check: TemplateSendCheck): Refusal {
  if (check.ok) throw new Error(`expected a refusal, the send of ${check.template.name} was accepted`);
  return check.refusal;
}

function withStatus(template: LocalTemplate, status: TemplateStatus): LocalTemplate {
  return { ...template, status };
}

// Section 4.1: "template not on the number's business account" is 422 template_not_found.
describe('checkTemplateSend: a template that is not there', () => {
  it('refuses with 422 template_not_found when no variant is known', () => {
    const refused = refusalOf(checkTemplateSend([], templateSend('no_such_template')));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('template_not_found');
    expect(refused.body.message).toContain('no_such_template');
  });

  it('refuses with template_not_found when the variants given are of another template', () => {
    expect(refusalOf(checkTemplateSend(variantsOf('thank_you'), templateSend('order_update'))).body.code).toBe('template_not_found');
  });

  it('stays template_not_found whatever the language asked for (decision A22)', () => {
    expect(refusalOf(checkTemplateSend([], templateSend('thank_you', undefined, 'english'))).body.code).toBe('template_not_found');
  });
});

// Section 4.1: "template exists but not in that language (message lists available languages)";
// section 2.1: `en` and `en_US` are different, no fallback. Decision A22: no shape check.
describe('checkTemplateSend: the language', () => {
  it('accepts each approved language exactly as written', () => {
    for (const language of ['en', 'en_US']) {
      const check = checkTemplateSend(variantsOf('order_update'), templateSend('order_update', [body('Ann', 'A-1')], language));
      expect(check.ok && check.template.language).toBe(language);
    }
  });

  it('refuses a language without a variant with 400 invalid_template listing the approved ones', () => {
    const refused = refusalOf(checkTemplateSend(variantsOf('thank_you'), templateSend('thank_you', undefined, 'en')));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid_template');
    expect(refused.body.message).toContain('en_US');
  });

  it('lists every approved language of the template', () => {
    const refused = refusalOf(checkTemplateSend(variantsOf('order_update'), templateSend('order_update', [body('Ann', 'A-1')], 'fr')));
    expect(refused.body.message).toMatch(/available languages: en, en_US\./);
  });

  it('prefers the sendable copy when a name came back after a deletion in the same language', () => {
    const deleted = { ...withStatus(fixtureTemplate('thank_you'), 'DELETED'), id: '310000000000099' };
    const check = checkTemplateSend([deleted, fixtureTemplate('thank_you')], templateSend('thank_you'));
    expect(check.ok && check.template.id).toBe(fixtureTemplate('thank_you').id);
  });

  it.each(['english', 'en-US', 'zz', 'EN_us', ''])('refuses the malformed or unknown code %j with invalid_template', (language) => {
    expect(refusalOf(checkTemplateSend(variantsOf('order_update'), templateSend('order_update', [body('Ann', 'A-1')], language))).body.code).toBe('invalid_template');
  });
});

// Section 3.2 and the section 4.1 row "template rejected, paused, disabled, archived, in appeal,
// deleted, being deleted, or over the account limit": 400 invalid_template.
describe('checkTemplateSend: the template status', () => {
  const thankYou = fixtureTemplate('thank_you');

  it.each(['REJECTED', 'IN_APPEAL', 'PAUSED', 'DISABLED', 'ARCHIVED', 'PENDING_DELETION', 'DELETED', 'LIMIT_EXCEEDED'] as const)(
    'refuses a %s template with 400 invalid_template and its reason',
    (status) => {
      const refused = refusalOf(checkTemplateSend([withStatus(thankYou, status)], templateSend('thank_you')));
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalid_template');
      expect(refused.body.message).toContain(sendability(status).reason);
    },
  );

  it.each(['APPROVED', 'FLAGGED', 'LOCKED', 'SUBMITTED', 'DRAFT'] as const)('lets a %s template through to the platform', (status) => {
    expect(checkTemplateSend([withStatus(thankYou, status)], templateSend('thank_you')).ok).toBe(true);
  });

  it('judges the fixture templates by their own status', () => {
    for (const name of ['loyalty_points', 'summer_preview', 'spring_sale', 'terms_update']) {
      expect(checkTemplateSend(variantsOf(name), templateSend(name)).ok, name).toBe(true);
    }
    for (const name of ['flash_giveaway', 'prize_draw', 'weekend_deal', 'clearance_sale', 'holiday_greeting', 'old_coupon', 'survey_invite', 'new_arrivals']) {
      expect(refusalOf(checkTemplateSend(variantsOf(name), templateSend(name))).body.code, name).toBe('invalid_template');
    }
  });
});

// Decision A13: template checks in the order of the section 4.1 table.
describe('checkTemplateSend: order of the checks', () => {
  it('reports the language before the status', () => {
    const paused = [withStatus(fixtureTemplate('thank_you'), 'PAUSED')];
    expect(refusalOf(checkTemplateSend(paused, templateSend('thank_you', undefined, 'fr'))).body.message).toMatch(/available languages/);
  });

  it('reports the status before the values', () => {
    const paused = [withStatus(fixtureTemplate('payment_reminder'), 'PAUSED')];
    expect(refusalOf(checkTemplateSend(paused, templateSend('payment_reminder'))).body.message).toContain(sendability('PAUSED').reason);
  });

  it('reports a bad one-time code before the rest of the shape', () => {
    const refused = refusalOf(checkTemplateSend(variantsOf('otp_login'), templateSend('otp_login', [body(' 123')])));
    expect(refused.body.code).toBe('invalid_one_time_code');
  });
});

// Section 2.4: a template without variables needs no template_components.
describe('checkTemplateSend: accepted sends', () => {
  it('returns the chosen template and no code for an ordinary template', () => {
    const check = checkTemplateSend(variantsOf('thank_you'), templateSend('thank_you'));
    expect(check).toEqual({ ok: true, template: fixtureTemplate('thank_you') });
  });
});
