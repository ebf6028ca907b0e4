import { describe, expect, it } from 'vitest';
import type { TemplateSendComponent } from './send-types.ts';
import { bodyValues, detailsOf, expectAccepted, send, template, urlButton } from './test-kit.ts';

const otp = (code: string, onButton = code): TemplateSendComponent[] => [bodyValues(code), urlButton(0, onButton)];

// Contract: ErrorEnvelope x-platform-error-codes 132007.
describe('send: the character rules of template values (132007)', () => {
  it.each([
    ['a line break', 'Ada\nLovelace'],
    ['a carriage return', 'Ada\rLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['five spaces in a row', 'Ada     Lovelace'],
  ])('refuses a body value with %s, naming the value', (_, value) => {
    expect(detailsOf(send(template('order_cancelled', [bodyValues(value)])), 132007)).toMatch(/^body: value 1 /);
  });

  it('accepts four spaces in a row, accents and emoji in an ordinary value', () => {
    expectAccepted(send(template('order_cancelled', [bodyValues('A    1')])));
    expectAccepted(send(template('order_cancelled', [bodyValues('Zoë 😀 №42')])));
  });

  it('judges button values too', () => {
    expect(detailsOf(send(template('order_update', [bodyValues('Ada', 'A-1'), urlButton(0, 'A\n1')])), 132007)).toMatch(/^button 0 /);
  });

  it('refuses a link or an emoji in the one-time code of an authentication template', () => {
    expect(detailsOf(send(template('otp_login', otp('http://x.io/1'))), 132007)).toMatch(/link or an emoji/);
    expect(detailsOf(send(template('otp_login', otp('www.x.io'))), 132007)).toMatch(/link or an emoji/);
    expect(detailsOf(send(template('otp_login', otp('12😀34'))), 132007)).toMatch(/link or an emoji/);
    expectAccepted(send(template('otp_login', otp('482913'))));
  });

  it('judges the value count first', () => {
    const outcome = send(template('order_cancelled', [bodyValues('a\nb', 'extra')]));
    expect(outcome.kind === 'refused' ? outcome.code : 'accepted').toBe(132000);
  });
});
