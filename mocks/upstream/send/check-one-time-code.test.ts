import { describe, expect, it } from 'vitest';
import type { TemplateSendComponent } from './send-types.ts';
import { bodyValues, detailsOf, expectAccepted, send, template, urlButton } from './test-kit.ts';

// Contract: UrlButtonSendComponent (an authentication template takes its code on the button at
// index 0) and the authentication request example: the code in the body and on the button.
describe('send: authentication one-time codes', () => {
  it('accepts the code as the body value and on the code button', () => {
    expectAccepted(send(template('otp_login', [bodyValues('482913'), urlButton('0', '482913')])));
  });

  it('refuses a send without the code button value, with 131008', () => {
    expect(detailsOf(send(template('otp_login', [bodyValues('482913')])), 131008)).toContain('OTP COPY_CODE button at index 0');
  });

  it('refuses a send without the body code with the count error 132000', () => {
    expect(detailsOf(send(template('otp_login', [urlButton('0', '482913')])), 132000)).toContain('body');
  });

  it('refuses the code on another sub_type, with 131009', () => {
    const copy: TemplateSendComponent = { type: 'button', sub_type: 'copy_code', index: '0', parameters: [{ type: 'coupon_code', coupon_code: '482913' }] };
    expect(detailsOf(send(template('otp_login', [bodyValues('482913'), copy])), 131009)).toContain('sub_type url');
  });

  it('refuses a button code that differs from the body code, with 131009', () => {
    expect(detailsOf(send(template('otp_login', [bodyValues('482913'), urlButton('0', '111111')])), 131009)).toContain('differs');
  });

  it('takes codes up to 15 characters and refuses longer ones with 131009', () => {
    const fifteen = 'A'.repeat(15);
    expectAccepted(send(template('otp_login', [bodyValues(fifteen), urlButton('0', fifteen)])));
    const sixteen = 'A'.repeat(16);
    expect(detailsOf(send(template('otp_login', [bodyValues(sixteen), urlButton('0', sixteen)])), 131009)).toContain('16 characters');
  });
});
