import { describe, expect, it } from 'vitest';
import type { PlatformState, PlatformTemplate } from '../state/model.ts';
import type { TemplateButton, TemplateSendComponent } from './send-types.ts';
import { bodyValues, detailsOf, expectAccepted, freshState, send, template, urlButton } from './test-kit.ts';

/** The default world plus one template with `button`, for button kinds the fixture lacks. */
function stateWith(category: PlatformTemplate['category'], button: TemplateButton): PlatformState {
  const state = freshState();
  state.templates.get('200000000000001')?.push({
    id: '399', businessAccountId: '200000000000001', name: 'extra', language: 'en_US', category, status: 'APPROVED', parameterFormat: 'POSITIONAL',
    components: [{ type: 'BODY', text: 'Code {{1}}' }, { type: 'BUTTONS', buttons: [button] }], qualityScore: null, createdAt: 0,
  });
  return state;
}

function quickReply(index: string | number, payload: string): TemplateSendComponent {
  return { type: 'button', sub_type: 'quick_reply', index, parameters: [{ type: 'payload', payload }] } as TemplateSendComponent;
}

const order = bodyValues('Ada', '0042');

// Contract: ButtonSendComponent, TemplateButtonsComponent (buttons addressed by zero-based index).
describe('send: template buttons', () => {
  it('accepts the dynamic part of a URL button, index as string or integer', () => {
    expectAccepted(send(template('order_update', [order, urlButton('0', '0042')])));
    expectAccepted(send(template('order_update', [order, urlButton(0, '0042')])));
  });

  it('refuses a URL button with a placeholder left without its value, with 131008', () => {
    expect(detailsOf(send(template('order_update', [order])), 131008)).toBe('buttons: the URL button at index 0 needs a url parameter.');
  });

  it('refuses a button component at an index with no button, with 131009', () => {
    expect(detailsOf(send(template('order_update', [order, urlButton('0', '1'), urlButton('1', '2')])), 131009)).toContain('no button at index 1');
  });

  it('refuses a button component of the wrong kind, with 131009', () => {
    expect(detailsOf(send(template('order_update', [order, quickReply('0', 'X')])), 131009)).toContain('URL button');
    expect(detailsOf(send(template('appointment_reminder', [bodyValues('Mon', '9:00'), urlButton('1', 'x')])), 131009)).toContain('QUICK_REPLY');
  });

  it('refuses values for a static URL or phone button, with 131009', () => {
    expect(detailsOf(send(template('help_options', [urlButton('0', 'x')])), 131009)).toContain('takes no parameter');
    expect(detailsOf(send(template('help_options', [urlButton('1', 'x')])), 131009)).toContain('PHONE_NUMBER');
    expectAccepted(send(template('help_options')));
  });

  it('refuses the same button twice, with 131009', () => {
    expect(detailsOf(send(template('order_update', [order, urlButton('0', '1'), urlButton('0', '2')])), 131009)).toContain('more than once');
  });

  it('takes quick-reply payloads, but does not require them', () => {
    const values = bodyValues('Monday', '9:00');
    expectAccepted(send(template('appointment_reminder', [values])));
    expectAccepted(send(template('appointment_reminder', [values, quickReply('0', 'CONFIRM')])));
    expectAccepted(send(template('appointment_reminder', [values, quickReply('0', 'CONFIRM'), quickReply('1', 'MOVE')])));
  });

  it('needs the code of a coupon (copy-code) button, given as coupon_code', () => {
    const state = stateWith('MARKETING', { type: 'COPY_CODE', text: 'Copy offer code' });
    expect(detailsOf(send(template('extra', [bodyValues('SAVE10')]), {}, state), 131008)).toContain('copy_code parameter');
    const coupon: TemplateSendComponent = { type: 'button', sub_type: 'copy_code', index: 0, parameters: [{ type: 'coupon_code', coupon_code: 'SAVE10' }] };
    expectAccepted(send(template('extra', [bodyValues('SAVE10'), coupon]), {}, state));
  });

  it('treats the URL button of an authentication template as its code button', () => {
    const state = stateWith('AUTHENTICATION', { type: 'URL', text: 'Copy code', url: 'https://www.example.test/otp/code/?otp_type=COPY_CODE' });
    expect(detailsOf(send(template('extra', [bodyValues('1234')]), {}, state), 131008)).toContain('URL button at index 0');
    expectAccepted(send(template('extra', [bodyValues('1234'), urlButton('0', '1234')]), {}, state));
    expect(detailsOf(send(template('extra', [bodyValues('1234'), urlButton('0', '9999')]), {}, state), 131009)).toContain('differs');
  });
});
