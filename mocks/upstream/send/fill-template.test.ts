import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template.ts';
import type { TemplateSendComponent } from './send-types.ts';
import { bodyValues, freshState, urlButton } from './test-kit.ts';

const templates = freshState().templates.get('200000000000001') ?? [];

function named(name: string, language = 'en_US') {
  const found = templates.find((t) => t.name === name && t.language === language);
  if (!found) throw new Error(`no fixture template ${name}`);
  return found;
}

describe('fillTemplate', () => {
  it('fills header, body and the URL button, and keeps the footer', () => {
    const header: TemplateSendComponent = { type: 'header', parameters: [{ type: 'text', text: 'Monday' }] };
    expect(fillTemplate(named('delivery_window'), [header, bodyValues('P-1', '9:00', '11:00')])).toEqual({
      header: 'Delivery on Monday',
      body: 'Your parcel P-1 will arrive between 9:00 and 11:00.',
      buttons: [],
    });
    expect(fillTemplate(named('order_update'), [bodyValues('Ada', '0042'), urlButton('0', '0042')])).toEqual({
      header: 'Order update',
      body: 'Hi Ada, your order 0042 has shipped.',
      footer: 'Reply STOP to opt out',
      buttons: [{ type: 'URL', text: 'Track order', url: 'https://shop.fixture.test/track/0042' }],
    });
  });

  it('fills named placeholders by name, whatever the order of the values', () => {
    const body: TemplateSendComponent = {
      type: 'body',
      parameters: [
        { type: 'text', parameter_name: 'store_name', text: 'Fixture Shop' },
        { type: 'text', parameter_name: 'first_name', text: 'Ada' },
        { type: 'text', parameter_name: 'discount', text: '10%' },
      ],
    };
    expect(fillTemplate(named('welcome_offer'), [body]).body).toBe('Hello Ada, enjoy 10% off your next order at Fixture Shop.');
  });

  it('shows the fallback text of currency and date values', () => {
    const body: TemplateSendComponent = {
      type: 'body',
      parameters: [
        { type: 'currency', currency: { fallback_value: '$12.34', code: 'USD', amount_1000: 12340 } },
        { type: 'date_time', date_time: { fallback_value: 'June 1' } },
      ],
    };
    expect(fillTemplate(named('payment_reminder'), [body]).body).toBe('Your payment of $12.34 is due on June 1.');
  });

  it('puts the one-time code in the body and on the copy button', () => {
    const filled = fillTemplate(named('otp_login'), [bodyValues('482913'), urlButton('0', '482913')]);
    expect(filled.body.startsWith('482913 is your verification code.')).toBe(true);
    expect(filled.footer).toBe('This code expires in 10 minutes.');
    expect(filled.buttons).toEqual([{ type: 'OTP', text: 'Copy code', code: '482913' }]);
  });

  it('keeps static buttons as they are and adds quick-reply payloads', () => {
    expect(fillTemplate(named('help_options'), undefined).buttons).toEqual([
      { type: 'URL', text: 'Help centre', url: 'https://help.fixture.test/orders' },
      { type: 'PHONE_NUMBER', text: 'Call us', phoneNumber: '+12025550199' },
    ]);
    const reply: TemplateSendComponent = { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'MOVE' }] };
    expect(fillTemplate(named('appointment_reminder'), [bodyValues('Mon', '9:00'), reply]).buttons).toEqual([
      { type: 'QUICK_REPLY', text: 'Confirm' },
      { type: 'QUICK_REPLY', text: 'Reschedule', payload: 'MOVE' },
    ]);
  });

  it('has no header wording for a media header', () => {
    expect(fillTemplate(named('new_collection'), [bodyValues('summer')]).header).toBeUndefined();
  });

  it('leaves placeholders without a value as written', () => {
    expect(fillTemplate(named('order_update'), [bodyValues('Ada')]).body).toBe('Hi Ada, your order {{2}} has shipped.');
    expect(fillTemplate(named('order_update'), undefined).buttons[0]?.url).toBe('https://shop.fixture.test/track/{{1}}');
  });
});
