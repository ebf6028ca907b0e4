import { describe, expect, it } from 'vitest';
import { checkTemplateSend } from './check-template-send.ts';
import { body, header, namedBody, templateSend, variantsOf } from './test-kit.ts';

function verdict(name: string, components?: unknown[]): { ok: true } | { status: number; code: string; message: string } {
  const check = checkTemplateSend(variantsOf(name), templateSend(name, components));
  return check.ok ? { ok: true } : { status: check.refusal.status, code: check.refusal.body.code, message: check.refusal.body.message };
}

const invalid = { status: 400, code: 'invalid_template' };

// Section 4.1: "fewer body or header parameters than placeholders" is 400 invalid_template;
// section 2.4: "a text header with its own placeholder is counted separately from the body".
describe('template values: numbered placeholders', () => {
  it('accepts one value per placeholder, in order', () => {
    expect(verdict('payment_reminder', [body('$10', 'Friday')])).toEqual({ ok: true });
  });

  it('refuses fewer body values than placeholders', () => {
    expect(verdict('payment_reminder', [body('$10')])).toMatchObject({ ...invalid, message: expect.stringMatching(/body has 1 value for 2 placeholders/) });
  });

  it('refuses a send with no components when the body has placeholders', () => {
    expect(verdict('payment_reminder')).toMatchObject(invalid);
  });

  it('counts the text header apart from the body', () => {
    expect(verdict('delivery_window', [header({ type: 'text', text: 'Monday' }), body('P1', '9:00', '12:00')])).toEqual({ ok: true });
    expect(verdict('delivery_window', [body('Monday', 'P1', '9:00', '12:00')])).toMatchObject({ ...invalid, message: expect.stringMatching(/header has 0 values/) });
    expect(verdict('delivery_window', [header({ type: 'text', text: 'Monday' }), body('P1', '9:00')])).toMatchObject({ ...invalid, message: expect.stringMatching(/body/) });
  });

  it('refuses parameter_name on a numbered template, in the body or the header (decision A27)', () => {
    expect(verdict('payment_reminder', [namedBody({ 1: '$10', 2: 'Friday' })])).toMatchObject({ ...invalid, message: expect.stringMatching(/numbered/) });
    expect(verdict('delivery_window', [header({ type: 'text', text: 'Monday', parameter_name: 'day' }), body('P1', '9:00', '12:00')])).toMatchObject(invalid);
  });

  it('refuses a mix of named and numbered values (decision A27)', () => {
    const mixed = { type: 'body', parameters: [{ type: 'text', text: '$10' }, { type: 'text', text: 'Friday', parameter_name: 'due' }] };
    expect(verdict('payment_reminder', [mixed])).toMatchObject(invalid);
  });

  it('leaves surplus values to the platform (section 4.1)', () => {
    expect(verdict('payment_reminder', [body('$10', 'Friday', 'extra')])).toEqual({ ok: true });
    expect(verdict('thank_you', [body('nobody asked')])).toEqual({ ok: true });
    expect(verdict('thank_you', [header({ type: 'text', text: 'no header here' })])).toEqual({ ok: true });
  });
});

// Section 2.4: "Named placeholders require every name, each parameter carrying parameter_name,
// and no other names." Decision A27 adds duplicates and mixes.
describe('template values: named placeholders', () => {
  const all = { first_name: 'Ann', discount: '10%', store_name: 'Main St' };

  it('accepts every name once, in any order', () => {
    expect(verdict('welcome_offer', [namedBody({ store_name: 'Main St', first_name: 'Ann', discount: '10%' })])).toEqual({ ok: true });
  });

  it('refuses a missing name', () => {
    expect(verdict('welcome_offer', [namedBody({ first_name: 'Ann', discount: '10%' })])).toMatchObject({ ...invalid, message: expect.stringContaining('store_name') });
  });

  it('refuses an extra name', () => {
    expect(verdict('welcome_offer', [namedBody({ ...all, coupon: 'X1' })])).toMatchObject(invalid);
  });

  it('refuses a misspelt name', () => {
    expect(verdict('welcome_offer', [namedBody({ firstname: 'Ann', discount: '10%', store_name: 'Main St' })])).toMatchObject(invalid);
  });

  it('refuses a value without parameter_name', () => {
    expect(verdict('welcome_offer', [body('Ann', '10%', 'Main St')])).toMatchObject({ ...invalid, message: expect.stringMatching(/no parameter_name/) });
  });

  it('refuses a name given twice (decision A27)', () => {
    const values = Object.entries(all).map(([parameter_name, text]) => ({ type: 'text', text, parameter_name }));
    const twice = { type: 'body', parameters: [...values, { type: 'text', text: 'Bob', parameter_name: 'first_name' }] };
    expect(verdict('welcome_offer', [twice])).toMatchObject({ ...invalid, message: expect.stringMatching(/repeats/) });
  });

  it('refuses named values mixed with numbered ones (decision A27)', () => {
    const mixed = { type: 'body', parameters: [{ type: 'text', text: 'Ann', parameter_name: 'first_name' }, { type: 'text', text: '10%' }, { type: 'text', text: 'Main St', parameter_name: 'store_name' }] };
    expect(verdict('welcome_offer', [mixed])).toMatchObject(invalid);
  });

  it('checks a named text header like the body, counted apart from it (decision A27)', () => {
    const base = variantsOf('welcome_offer')[0]!;
    const withHeader = { ...base, components: [{ type: 'HEADER' as const, format: 'TEXT' as const, text: 'For {{first_name}}' }, ...base.components] };
    const judge = (components: unknown[]) => {
      const check = checkTemplateSend([withHeader], templateSend('welcome_offer', components));
      return check.ok ? 'accepted' : check.refusal.body.code;
    };
    expect(judge([header({ type: 'text', text: 'Ann', parameter_name: 'first_name' }), namedBody(all)])).toBe('accepted');
    expect(judge([header({ type: 'text', text: 'Ann' }), namedBody(all)])).toBe('invalid_template');
    expect(judge([namedBody(all)])).toBe('invalid_template');
  });

  it('never quotes a name the caller wrote', () => {
    const found = verdict('welcome_offer', [namedBody({ ...all, zz_secret_zz: 'x' })]);
    expect(JSON.stringify(found)).not.toContain('zz_secret_zz');
  });
});

// Section 4.1: "media or location header left out or of the wrong media type" is 400
// invalid_template; section 2.4: a media id is accepted in place of `link`.
describe('template values: media and location headers', () => {
  it.each([
    ['new_collection', { type: 'image', image: { link: 'https://media.fixture.test/a.jpg' } }, [body('autumn')]],
    ['new_collection', { type: 'image', image: { id: '1037543291543636' } }, [body('autumn')]],
    ['setup_guide', { type: 'video', video: { link: 'https://media.fixture.test/a.mp4' } }, []],
    ['invoice_ready', { type: 'document', document: { link: 'https://media.fixture.test/a.pdf', filename: 'a.pdf' } }, [body('INV-1', '$5')]],
    ['store_opening', { type: 'location', location: { latitude: '51.5072', longitude: '-0.1276' } }, []],
  ])('accepts %s with its header', (name, parameter, rest) => {
    expect(verdict(name, [header(parameter), ...rest])).toEqual({ ok: true });
  });

  it.each(['new_collection', 'setup_guide', 'invoice_ready', 'store_opening'])('refuses %s without its header', (name) => {
    expect(verdict(name, [body('autumn', '$5')])).toMatchObject({ ...invalid, message: expect.stringMatching(/header/) });
  });

  it('refuses a header of the wrong media type', () => {
    expect(verdict('new_collection', [header({ type: 'video', video: { link: 'https://media.fixture.test/a.mp4' } }), body('autumn')])).toMatchObject({
      ...invalid,
      message: expect.stringMatching(/IMAGE header, not VIDEO/),
    });
  });

  it('refuses text where a location is needed', () => {
    expect(verdict('store_opening', [header({ type: 'text', text: 'Main St' })])).toMatchObject(invalid);
  });

  it('refuses a media header with neither link nor id', () => {
    expect(verdict('new_collection', [header({ type: 'image', image: {} }), body('autumn')])).toMatchObject({ ...invalid, message: expect.stringMatching(/link/) });
  });
});

// Section 2.4: "Button parameters are not validated by the service; a wrong one returns 502".
describe('template values: buttons are the platform’s to judge', () => {
  it('accepts a send missing the value of a dynamic URL button', () => {
    expect(verdict('order_update', [body('Ann', 'A-1')])).toEqual({ ok: true });
  });

  it('accepts button values at the wrong index or of the wrong kind', () => {
    const wrong = [
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'p' }] },
      { type: 'button', sub_type: 'url', index: '7', parameters: [{ type: 'text', text: 'x' }] },
    ];
    expect(verdict('order_update', [body('Ann', 'A-1'), ...wrong])).toEqual({ ok: true });
  });
});
