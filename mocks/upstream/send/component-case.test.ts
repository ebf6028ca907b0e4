import { describe, expect, it } from 'vitest';
import type { TemplateSendComponent } from './send-types.ts';
import { bodyValues, detailsOf, expectAccepted, send, template } from './test-kit.ts';

const upper = (component: TemplateSendComponent): TemplateSendComponent => {
  const copy = { ...component, type: component.type.toUpperCase() } as Record<string, unknown>;
  if (typeof copy.sub_type === 'string') copy.sub_type = copy.sub_type.toUpperCase();
  return copy as unknown as TemplateSendComponent;
};

// Contract: TemplateSendComponent (the platform reads type and sub_type in any case).
describe('send: template component names in upper case', () => {
  it('accepts BODY and BUTTON/URL as the lower-case names', () => {
    const url = { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'A-1042' }] } as TemplateSendComponent;
    expectAccepted(send(template('order_update', [upper(bodyValues('Ada', 'A-1042')), upper(url)])));
    expectAccepted(send(template('order_update', [bodyValues('Ada', 'A-1042'), { ...url, type: 'Button', sub_type: 'Url' } as unknown as TemplateSendComponent])));
  });

  it('then meets the value count rule (132000), not a complaint about the case', () => {
    const url = { type: 'BUTTON', sub_type: 'URL', index: 0, parameters: [{ type: 'text', text: 'A-1042' }] } as unknown as TemplateSendComponent;
    expect(detailsOf(send(template('order_update', [upper(bodyValues('Ada')), url])), 132000)).toBe('body: 1 value given, 2 expected.');
  });

  it('still refuses a name that is no component in any case (131009)', () => {
    const outcome = send(template('order_update', [{ type: 'FOOTER', parameters: [{ type: 'text', text: 'x' }] } as unknown as TemplateSendComponent]));
    expect(outcome.kind === 'refused' ? outcome.code : 'accepted').toBe(131009);
  });
});
