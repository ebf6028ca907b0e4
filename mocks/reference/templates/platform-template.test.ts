import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSend, type SendOutcome } from '../../upstream/send/check-send.ts';
import { stateFromWorld } from '../../upstream/state/from-world.ts';
import { acceptableCode } from './arbitraries/marked-code.ts';
import { checkTemplateSend } from './check-template-send.ts';
import type { LocalTemplate } from './local-template.ts';
import { platformTemplateMessage } from './platform-template.ts';
import { body, correctComponents, fixtureTemplate, fixtureTemplates, header, namedBody, newCustomer, templateSend, world } from './test-kit.ts';

const now = Date.parse(world.clock.start);

function numberFor(businessAccountId: string): { phoneNumberId: string; token: string } {
  const number = world.numbers.find((n) => n.business_account_id === businessAccountId && n.connection === 'CONNECTED');
  if (!number) throw new Error(`no connected number on ${businessAccountId}`);
  return { phoneNumberId: number.phone_number_id, token: number.token };
}

/** The gateway's checks, then its platform body judged by the upstream mock. */
function sendUpstream(template: LocalTemplate, components: unknown[] | undefined): SendOutcome {
  const send = templateSend(template.name, components, template.language);
  const check = checkTemplateSend([template], send);
  if (!check.ok) throw new Error(`the gateway refused ${template.name}: ${check.refusal.body.message}`);
  const { phoneNumberId, token } = numberFor(template.business_account_id);
  const body = platformTemplateMessage(send, check.template, check.oneTimeCode);
  return checkSend(stateFromWorld(world), { phoneNumberId, authorization: `Bearer ${token}`, body, now });
}

function platformCode(outcome: SendOutcome): number | 'accepted' {
  return outcome.kind === 'accepted' ? 'accepted' : outcome.code;
}

const value = fc.string({ minLength: 1, maxLength: 24 });

// Section 2.4 to the upstream contract: a send the gateway accepts reaches the platform in the
// platform's own format, and the platform accepts it.
describe('platformTemplateMessage: round trip through the upstream mock', () => {
  const live = fixtureTemplates().filter((t) => ['APPROVED', 'FLAGGED', 'LOCKED'].includes(t.status));

  it.each(live.map((t) => [`${t.name} ${t.language} on ${t.business_account_id}`, t] as const))('the platform accepts a correct send of %s', (_label, template) => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 8, maxLength: 8 }), acceptableCode, (values, code) => {
        let next = 0;
        const components = correctComponents(template, () => values[next++ % values.length] ?? 'x', code);
        return platformCode(sendUpstream(template, components)) === 'accepted';
      }),
      { numRuns: 25 },
    );
  });

  it.each(fixtureTemplates().filter((t) => t.status === 'SUBMITTED' || t.status === 'DRAFT'))('a $status template ($name) is left to the platform, which refuses it', (template) => {
    expect(platformCode(sendUpstream(template, undefined))).toBe(132001);
  });
});

// Section 2.4: "Button parameters are not validated by the service; a wrong one returns 502".
describe('platformTemplateMessage: button values go through for the platform to judge', () => {
  const orderUpdate = fixtureTemplate('order_update');

  it('forwards a missing URL button value, which the platform refuses (131008)', () => {
    expect(platformCode(sendUpstream(orderUpdate, [body('Ann', 'A-1')]))).toBe(131008);
  });

  it('forwards a button value of the wrong kind, which the platform refuses (131009)', () => {
    const wrong = { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'p' }] };
    expect(platformCode(sendUpstream(orderUpdate, [body('Ann', 'A-1'), wrong]))).toBe(131009);
  });

  it('forwards a value for a button that does not exist, which the platform refuses (131009)', () => {
    const stray = { type: 'button', sub_type: 'quick_reply', index: '4', parameters: [{ type: 'payload', payload: 'p' }] };
    expect(platformCode(sendUpstream(fixtureTemplate('thank_you'), [stray]))).toBe(131009);
  });

  it('forwards surplus body values, which the platform refuses (132000)', () => {
    expect(platformCode(sendUpstream(fixtureTemplate('payment_reminder'), [body('$10', 'Friday', 'extra')]))).toBe(132000);
  });

  it('forwards quick-reply payloads as given', () => {
    const payload = { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'not-now' }] };
    expect(platformCode(sendUpstream(fixtureTemplate('new_collection'), [header({ type: 'image', image: { link: 'https://m.fixture.test/a.jpg' } }), body('autumn'), payload]))).toBe('accepted');
  });
});

// Section 2.4 (send format) against the upstream contract's TemplateMessageRequest.
describe('platformTemplateMessage: the platform body', () => {
  it('addresses the template by name and exact language, to the number as given', () => {
    const message = platformTemplateMessage(templateSend('thank_you'), fixtureTemplate('thank_you'));
    expect(message).toEqual({ messaging_product: 'whatsapp', recipient_type: 'individual', to: newCustomer, type: 'template', template: { name: 'thank_you', language: { code: 'en_US' } } });
  });

  it('keeps parameter_name on named values and drops fields outside the platform format (decision A18)', () => {
    const send = templateSend('welcome_offer', [{ ...namedBody({ first_name: 'Ann' }), note: 'x' }]);
    expect(platformTemplateMessage(send, fixtureTemplate('welcome_offer')).template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: 'Ann', parameter_name: 'first_name' }] },
    ]);
  });

  it('sends a media id in place of a link, and the link when both are given', () => {
    const byId = platformTemplateMessage(templateSend('new_collection', [header({ type: 'image', image: { id: '55' } })]), fixtureTemplate('new_collection'));
    expect(byId.template.components).toEqual([{ type: 'header', parameters: [{ type: 'image', image: { id: '55' } }] }]);
    const both = platformTemplateMessage(templateSend('new_collection', [header({ type: 'image', image: { id: '55', link: 'https://m.fixture.test/a.jpg' } })]), fixtureTemplate('new_collection'));
    expect(both.template.components).toEqual([{ type: 'header', parameters: [{ type: 'image', image: { link: 'https://m.fixture.test/a.jpg' } }] }]);
  });

  it('leaves out components that carry no values', () => {
    const send = templateSend('thank_you', [{ type: 'body', parameters: [] }, { type: 'button', sub_type: 'quick_reply', index: '0' }]);
    expect(platformTemplateMessage(send, fixtureTemplate('thank_you')).template.components).toBeUndefined();
  });

  it('fills the body and the copy-code button with the code, discarding caller buttons (decision A30)', () => {
    const otpLogin = fixtureTemplate('otp_login');
    const send = templateSend('otp_login', [body('482913'), { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'other' }] }]);
    expect(platformTemplateMessage(send, otpLogin, '482913').template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
    ]);
  });
});
