import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptableCode } from './arbitraries/marked-code.ts';
import { faultyCode } from './arbitraries/marked-faulty-code.ts';
import { checkTemplateSend, type TemplateSendCheck } from './check-template-send.ts';
import type { LocalTemplate, TemplateButton } from './local-template.ts';
import { body, fixtureTemplate, header, templateSend } from './test-kit.ts';

const otpLogin = fixtureTemplate('otp_login');

function check(components: unknown[] | undefined, template: LocalTemplate = otpLogin): TemplateSendCheck {
  return checkTemplateSend([template], templateSend(template.name, components));
}

function outcome(result: TemplateSendCheck): { ok: true; code?: string } | { status: number; code: string } {
  if (result.ok) return { ok: true, ...(result.oneTimeCode === undefined ? {} : { code: result.oneTimeCode }) };
  return { status: result.refusal.status, code: result.refusal.body.code };
}

function withCodeButton(otpType: string, category: LocalTemplate['category'] = 'AUTHENTICATION'): LocalTemplate {
  // One-tap and zero-tap are outside the local schema; a template looked up upstream may have them.
  const button = { type: 'OTP', otp_type: otpType, text: 'Copy code' } as TemplateButton;
  const components = otpLogin.components.map((c) => (c.type === 'BUTTONS' ? { type: 'BUTTONS' as const, buttons: [button] } : c));
  return { ...otpLogin, category, components };
}

const badCode = { status: 422, code: 'invalid_one_time_code' };
const badShape = { status: 400, code: 'invalid_template' };

// Section 2.4: "One-time code: send the code once as the single text parameter of the body
// component; the service fills the copy-code button."
describe('one-time-code sends: the supported shape', () => {
  it('accepts the code as the only body value and hands it on', () => {
    expect(outcome(check([body('482913')]))).toEqual({ ok: true, code: '482913' });
  });

  it('treats a template with a copy-code button as a one-time-code template whatever its category', () => {
    expect(outcome(check([body('482913')], withCodeButton('COPY_CODE', 'UTILITY')))).toEqual({ ok: true, code: '482913' });
  });

  it('discards caller button values instead of judging them (decision A30)', () => {
    const buttons = [{ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'other' }] }, { type: 'button', sub_type: 'quick_reply', index: '5' }];
    expect(outcome(check([body('482913'), ...buttons]))).toEqual({ ok: true, code: '482913' });
  });
});

// Section 4.1: "authentication template without a valid code" is 422 invalid_one_time_code.
describe('one-time-code sends: the code (decisions A28, A29)', () => {
  it.each([' 482913', '482913 ', '48\n2913', '48\t2913', 'https://x.io', 'www.x.io', '4829😀', '', '1234567890123456'])('refuses %j', (code) => {
    expect(outcome(check([body(code)]))).toEqual(badCode);
  });

  it.each([[482913], [true], [null], [{ code: '482913' }], [['482913']]])('refuses the non-string code %j', (code) => {
    expect(outcome(check([{ type: 'body', parameters: [{ type: 'text', text: code }] }]))).toEqual(badCode);
  });
});

// Decision A30: the other shapes of a one-time-code send.
describe('one-time-code sends: other shapes (decision A30)', () => {
  it('refuses a send with no body value with 422 invalid_one_time_code', () => {
    expect(outcome(check(undefined))).toEqual(badCode);
    expect(outcome(check([{ type: 'body', parameters: [] }]))).toEqual(badCode);
  });

  it('refuses a code given only in a header with 422 invalid_one_time_code', () => {
    expect(outcome(check([header({ type: 'text', text: '482913' })]))).toEqual(badCode);
  });

  it('refuses more than one body value with 400 invalid_template', () => {
    expect(outcome(check([body('482913', '482913')]))).toEqual(badShape);
    expect(outcome(check([body('482913'), body('482913')]))).toEqual(badShape);
  });

  it.each(['ONE_TAP', 'ZERO_TAP'])('refuses a template with a %s button with 400 invalid_template', (otpType) => {
    expect(outcome(check([body('482913')], withCodeButton(otpType)))).toEqual(badShape);
  });

  it('refuses parameter_name on the code of a numbered template (section 2.4)', () => {
    expect(outcome(check([{ type: 'body', parameters: [{ type: 'text', text: '482913', parameter_name: 'code' }] }]))).toEqual(badShape);
  });
});

// Section 2.2: the code "is never stored, logged or shown"; decision A30: the code never appears
// in what the gateway answers.
describe('one-time-code sends: generated codes', () => {
  it('accepts every code inside the rules and returns it unchanged', () => {
    fc.assert(fc.property(acceptableCode, (code) => JSON.stringify(outcome(check([body(code)]))) === JSON.stringify({ ok: true, code })));
  });

  it('refuses every code outside the rules with 422 invalid_one_time_code', () => {
    fc.assert(fc.property(faultyCode, (code) => JSON.stringify(outcome(check([body(code)]))) === JSON.stringify(badCode)));
  });

  const shapes: ((code: string) => [unknown[], LocalTemplate])[] = [
    (code) => [[body(code)], otpLogin],
    (code) => [[body(code, code)], otpLogin],
    (code) => [[header({ type: 'text', text: code })], otpLogin],
    (code) => [[{ type: 'body', parameters: [{ type: 'text', text: code, parameter_name: code }] }], otpLogin],
    (code) => [[body(code)], withCodeButton('ONE_TAP')],
  ];

  it('never puts the code in a refusal message, whatever the shape of the send', () => {
    fc.assert(
      fc.property(fc.oneof(acceptableCode, faultyCode), fc.constantFrom(...shapes), (code, shape) => {
        const [components, template] = shape(code);
        const result = check(components, template);
        if (result.ok) return true;
        const escaped = JSON.stringify(code).slice(1, -1);
        return !result.refusal.body.message.includes(code) && !JSON.stringify(result.refusal).includes(escaped);
      }),
    );
  });
});
