import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateFromWorld } from '../state/from-world.ts';
import type { PlatformTemplate } from '../state/model.ts';
import type { TemplateSendComponent } from './send-types.ts';
import { bodyValues, detailsOf, expectAccepted, expectRefused, send, template, urlButton, world } from './test-kit.ts';

function named(values: Record<string, string>): TemplateSendComponent {
  return { type: 'body', parameters: Object.entries(values).map(([name, text]) => ({ type: 'text', parameter_name: name, text })) };
}

const headerValue = (text: string): TemplateSendComponent => ({ type: 'header', parameters: [{ type: 'text', text }] });
const welcome = { first_name: 'Ada', discount: '10%', store_name: 'Fixture Shop' };

// Contract: BodySendComponent, TemplateTextParameter.parameter_name, code 132000.
describe('send: header and body values', () => {
  it('accepts exactly as many body values as numbered placeholders', () => {
    expectAccepted(send(template('order_cancelled', [bodyValues('0042')])));
    expectAccepted(send(template('thank_you')));
  });

  it('refuses too few or too many body values with 132000, naming body and both counts', () => {
    expect(detailsOf(send(template('order_cancelled')), 132000)).toBe('body: 0 values given, 1 expected.');
    expect(detailsOf(send(template('order_cancelled', [bodyValues('1', '2')])), 132000)).toBe('body: 2 values given, 1 expected.');
    expect(detailsOf(send(template('thank_you', [bodyValues('extra')])), 132000)).toContain('1 value given, 0 expected');
  });

  it('counts currency and date values as body values', () => {
    const body: TemplateSendComponent = {
      type: 'body',
      parameters: [
        { type: 'currency', currency: { fallback_value: '$10.00', code: 'USD', amount_1000: 10000 } },
        { type: 'date_time', date_time: { fallback_value: 'June 1' } },
      ],
    };
    expectAccepted(send(template('payment_reminder', [body])));
  });

  it('needs the TEXT header placeholder filled, and names the header when it is not', () => {
    const body = bodyValues('P-1', '9:00', '11:00');
    expectAccepted(send(template('delivery_window', [headerValue('Monday'), body])));
    expect(detailsOf(send(template('delivery_window', [body])), 132000)).toBe('header: 0 values given, 1 expected.');
  });

  it('refuses header values for a template whose header has none, or that has no header', () => {
    const values = [headerValue('x'), bodyValues('Ada', '0042'), urlButton('0', '1')];
    expect(detailsOf(send(template('order_update', values)), 132000)).toContain('header');
    expect(detailsOf(send(template('thank_you', [headerValue('x')])), 132000)).toContain('header');
  });

  it('refuses media for a TEXT header with 132012', () => {
    const image: TemplateSendComponent = { type: 'header', parameters: [{ type: 'image', image: { link: 'https://media.test/a.jpg' } }] };
    expectRefused(send(template('delivery_window', [image, bodyValues('P-1', '9:00', '11:00')])), 132012);
  });

  it('refuses the same component twice with 131009', () => {
    expectRefused(send(template('order_cancelled', [bodyValues('1'), bodyValues('1')])), 131009);
  });

  it('matches named placeholders by parameter_name, in any order', () => {
    expectAccepted(send(template('welcome_offer', [named(welcome)])));
    expectAccepted(send(template('welcome_offer', [named({ store_name: 'S', first_name: 'Ada', discount: '5%' })])));
  });

  it('refuses a named value without parameter_name, with an unknown name or a repeated name (132000)', () => {
    expect(detailsOf(send(template('welcome_offer', [bodyValues('Ada', '10%', 'Shop')])), 132000)).toContain('no parameter_name');
    expect(detailsOf(send(template('welcome_offer', [named({ first_name: 'Ada', discount: '1', shop: 'S' })])), 132000)).toContain('shop');
    const repeated: TemplateSendComponent = {
      type: 'body',
      parameters: ['first_name', 'first_name', 'discount'].map((name) => ({ type: 'text', parameter_name: name, text: 'x' })),
    };
    expect(detailsOf(send(template('welcome_offer', [repeated])), 132000)).toContain('more than once');
  });

  it('refuses a short named send with 132000 on the count', () => {
    expect(detailsOf(send(template('welcome_offer', [named({ first_name: 'Ada' })])), 132000)).toBe('body: 1 value given, 3 expected.');
  });

  it('refuses parameter_name on a numbered template with 100', () => {
    expect(detailsOf(send(template('order_cancelled', [named({ 1: '0042' })])), 100)).toContain('numbered');
  });
});

describe('send: parameter count, for any numbered body', () => {
  const base = stateFromWorld(world).templates.get('200000000000001')?.find((t) => t.name === 'thank_you');

  function withBody(placeholders: number): ReturnType<typeof stateFromWorld> {
    const state = stateFromWorld(world);
    const text = ['Dear', ...Array.from({ length: placeholders }, (_, i) => `{{${i + 1}}}`)].join(' ');
    const generated: PlatformTemplate = { ...base!, id: 'generated', name: 'generated', components: [{ type: 'BODY', text }] };
    state.templates.get('200000000000001')?.push(generated);
    return state;
  }

  it('accepts iff the values match the placeholders, otherwise 132000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(fc.string({ maxLength: 20 }), { maxLength: 8 }), (placeholders, values) => {
        const components = values.length === 0 ? undefined : [bodyValues(...values)];
        const outcome = send(template('generated', components), {}, withBody(placeholders));
        if (values.length === placeholders) expectAccepted(outcome);
        else expect(detailsOf(outcome, 132000)).toBe(`body: ${values.length === 1 ? '1 value' : `${values.length} values`} given, ${placeholders} expected.`);
      }),
    );
  });
});
