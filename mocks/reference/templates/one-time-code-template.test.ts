import { describe, expect, it } from 'vitest';
import type { LocalTemplate, TemplateButton } from './local-template.ts';
import { codeButtonIndex, hasUnsupportedCodeButton, isOneTimeCodeTemplate } from './one-time-code-template.ts';
import { fixtureTemplate } from './test-kit.ts';

function withButtons(template: LocalTemplate, buttons: TemplateButton[], category = template.category): LocalTemplate {
  return { ...template, category, components: [...template.components.filter((c) => c.type !== 'BUTTONS'), { type: 'BUTTONS', buttons }] };
}

// Section 2.5: "button with `otp_type`, or category AUTHENTICATION" asks for the one-time code.
describe('one-time-code templates', () => {
  it('recognises an AUTHENTICATION template and a template with an OTP button', () => {
    expect(isOneTimeCodeTemplate(fixtureTemplate('otp_login'))).toBe(true);
    expect(isOneTimeCodeTemplate(withButtons(fixtureTemplate('thank_you'), [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy' }]))).toBe(true);
    expect(isOneTimeCodeTemplate(fixtureTemplate('order_update'))).toBe(false);
  });

  it('finds the code button by position, also when shown as URL on an authentication template', () => {
    expect(codeButtonIndex(fixtureTemplate('otp_login'))).toBe(0);
    const converted = withButtons(fixtureTemplate('otp_login'), [{ type: 'QUICK_REPLY', text: 'Help' }, { type: 'URL', text: 'Copy', url: 'https://x.test/{{1}}' }]);
    expect(codeButtonIndex(converted)).toBe(1);
    expect(codeButtonIndex(fixtureTemplate('order_update'))).toBeUndefined();
  });

  // Section 4.1: "one-tap and zero-tap are unsupported".
  it('flags one-tap and zero-tap buttons only', () => {
    expect(hasUnsupportedCodeButton(fixtureTemplate('otp_login'))).toBe(false);
    for (const otpType of ['ONE_TAP', 'ZERO_TAP']) {
      expect(hasUnsupportedCodeButton(withButtons(fixtureTemplate('otp_login'), [{ type: 'OTP', otp_type: otpType, text: 'Tap' } as TemplateButton]))).toBe(true);
    }
  });
});
