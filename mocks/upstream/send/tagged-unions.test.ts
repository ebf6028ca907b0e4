import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../contracts/index.ts';
import { createSchemaCompiler } from '../../../contracts/schemas.ts';
import { tagOf, taggedDocument } from './tagged-unions.ts';

const doc = loadContract('upstream');
const schemas = (doc.components?.schemas ?? {}) as Record<string, Record<string, unknown>>;

describe('tagged unions', () => {
  it('tags the unions of a send whose branches its tag tells apart', () => {
    for (const name of ['HeaderSendParameter', 'BodySendParameter', 'InteractiveHeader', 'InteractiveContent']) {
      expect(tagOf(schemas, schemas[name] ?? {}), name).toBe('type');
    }
    expect(tagOf(schemas, schemas.ButtonSendComponent ?? {})).toBe('sub_type');
    // No discriminator named, and one branch a union of buttons that all fix `type` to "button".
    expect(tagOf(schemas, schemas.TemplateSendComponent ?? {})).toBe('type');
    // Text sends may leave `type` out, so the send union is not told apart by it.
    expect(tagOf(schemas, schemas.SendMessageRequest ?? {})).toBeUndefined();
  });

  it('leaves a union untagged when a branch does not require the tag, shares its value, or is not a bare reference', () => {
    const branch = (value: string, required = ['kind']): Record<string, unknown> => ({ type: 'object', required, properties: { kind: { const: value } } });
    const own = { A: branch('a'), B: branch('b'), Loose: branch('c', []), Same: branch('a'), Open: { required: ['kind'], properties: { kind: { const: 'd' } } } };
    const union = (...names: string[]): Record<string, unknown> => ({ oneOf: names.map((n) => ({ $ref: `#/components/schemas/${n}` })), discriminator: { propertyName: 'kind' } });
    expect(tagOf(own, union('A', 'B'))).toBe('kind');
    expect(tagOf(own, union('A', 'Loose'))).toBeUndefined();
    expect(tagOf(own, union('A', 'Same'))).toBeUndefined();
    expect(tagOf(own, union('A', 'Open'))).toBeUndefined();
    expect(tagOf(own, { ...union('A', 'B'), oneOf: [{ $ref: '#/components/schemas/A', description: 'x' }, { $ref: '#/components/schemas/B' }] })).toBeUndefined();
    expect(tagOf(own, { ...union('A', 'B'), type: 'array' })).toBeUndefined();
    expect(tagOf(own, { ...union('A', 'B'), discriminator: { propertyName: 'other' } })).toBeUndefined();
  });

  it('finds the tag of a union that names none, a branch of it a union whose branches share one value', () => {
    const branch = (kind: string, sort: string): Record<string, unknown> => ({ type: 'object', required: ['kind', 'sort'], properties: { kind: { const: kind }, sort: { const: sort } } });
    const ref = (name: string): Record<string, unknown> => ({ $ref: `#/components/schemas/${name}` });
    const own = { A: branch('a', 'x'), B1: branch('b', 'y'), B2: branch('b', 'z'), C: branch('c', 'z'), B: { oneOf: [ref('B1'), ref('B2')] }, Mixed: { oneOf: [ref('B1'), ref('C')] } };
    expect(tagOf(own, { oneOf: [ref('A'), ref('B')] })).toBe('kind');
    expect(tagOf(own, { oneOf: [ref('A'), ref('Mixed')] })).toBeUndefined();
    // `sort` tells A from C too, but `kind` comes first.
    expect(tagOf(own, { oneOf: [ref('A'), ref('C')] })).toBe('kind');
    const tagged = taggedDocument({ openapi: '3.1.0', info: { title: 't', version: '1' }, components: { schemas: { ...own, U: { oneOf: [ref('A'), ref('B')] } } } });
    expect(tagged.components?.schemas?.U).toEqual({
      type: 'object',
      oneOf: [ref('A'), { type: 'object', required: ['kind'], properties: { kind: { const: 'b' } }, allOf: [ref('B')] }],
      discriminator: { propertyName: 'kind' },
    });
  });

  it('leaves the contract as it was', () => {
    const before = JSON.stringify(doc);
    taggedDocument(doc);
    expect(JSON.stringify(doc)).toBe(before);
  });

  describe('give the verdict of the contract as written', () => {
    const plain = createSchemaCompiler('upstream', doc, 'first');
    const tagged = createSchemaCompiler('upstream', taggedDocument(doc), 'first', { discriminator: true });
    const odd = fc.constantFrom(null, 1, 'a', [], true);
    const text = fc.constantFrom('Ada', '', 'x'.repeat(5));
    const media = fc.record({ link: fc.constantFrom('https://a.test/i.jpg', 'nope'), id: fc.constantFrom('m1') }, { requiredKeys: [] });
    const parameter = fc.oneof(
      fc.record({ type: fc.constant('text'), text }),
      fc.record(
        {
          type: fc.constantFrom('text', 'currency', 'date_time', 'image', 'video', 'document', 'location', 'payload', 'coupon_code', 'TEXT', 'x', 3),
          text,
          parameter_name: fc.constantFrom('name', ''),
          payload: text,
          coupon_code: text,
          currency: fc.oneof(fc.record({ fallback_value: text, code: fc.constantFrom('USD', 'usd'), amount_1000: fc.constantFrom(1000, -1, 1.5) }, { requiredKeys: [] }), odd),
          date_time: fc.oneof(fc.record({ fallback_value: text }, { requiredKeys: [] }), odd),
          image: fc.oneof(media, odd),
          location: fc.record({ latitude: fc.constantFrom(1, 200), longitude: fc.constant(2) }, { requiredKeys: [] }),
          extra: fc.constant(1),
        },
        { requiredKeys: [] },
      ),
      odd,
    );
    const component = fc.oneof(
      fc.record({ type: fc.constantFrom('header', 'body'), parameters: fc.array(parameter, { maxLength: 3 }) }),
      fc.constantFrom(
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'x' }] },
        { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'p' }] },
      ),
      fc.record({ type: fc.constant('button'), sub_type: fc.constantFrom('url', 'quick_reply', 'copy_code'), index: fc.constantFrom('0', 1), parameters: fc.array(parameter, { maxLength: 2 }) }),
      fc.record(
        {
          type: fc.constantFrom('header', 'body', 'button', 'footer', 7),
          sub_type: fc.constantFrom('url', 'quick_reply', 'copy_code', 'phone', 3),
          index: fc.constantFrom('0', 0, '99', 'x'),
          parameters: fc.oneof(fc.array(parameter, { maxLength: 2 }), odd),
        },
        { requiredKeys: [] },
      ),
      odd,
    );
    const templateSend = fc.record({
      messaging_product: fc.constant('whatsapp'),
      to: fc.constant('12025550101'),
      type: fc.constant('template'),
      template: fc.record({ name: fc.constant('order_update'), language: fc.constant({ code: 'en_US' }), components: fc.array(component, { maxLength: 3 }) }),
    });
    const header = fc.oneof(
      fc.record({ type: fc.constantFrom('text', 'image', 'video', 'document', 'x', 1), text, image: fc.oneof(media, odd), video: media, document: media }, { requiredKeys: [] }),
      odd,
    );
    const interactiveSend = fc.record({
      messaging_product: fc.constant('whatsapp'),
      to: fc.constant('12025550101'),
      type: fc.constant('interactive'),
      interactive: fc.oneof(
        fc.record(
          {
            type: fc.constantFrom('button', 'list', 'cta_url', 'x', 2),
            header,
            body: fc.record({ text }),
            action: fc.oneof(
              fc.constant({ buttons: [{ type: 'reply', reply: { id: 'a', title: 'A' } }] }),
              fc.constant({ button: 'Open', sections: [{ title: 'S', rows: [{ id: 'r', title: 'R' }] }] }),
              fc.constant({ name: 'cta_url', parameters: { display_text: 'Go', url: 'https://a.test' } }),
              odd,
            ),
          },
          { requiredKeys: [] },
        ),
        odd,
      ),
    });

    it.each([
      ['TemplateMessageRequest', templateSend],
      ['InteractiveMessageRequest', interactiveSend],
      ['SendMessageRequest', fc.oneof(templateSend, interactiveSend)],
    ] as const)('for %s, valid or not', (name, sends) => {
      const asWritten = plain.component(name);
      const byTag = tagged.component(name);
      let valid = 0;
      fc.assert(
        fc.property(sends, (body) => {
          const verdict = asWritten(body);
          if (verdict) valid += 1;
          expect(byTag(body), JSON.stringify(body)).toBe(verdict);
        }),
        { numRuns: 500 },
      );
      // Both verdicts came up: the property judged sends that pass as well as ones that do not.
      expect(valid).toBeGreaterThan(0);
      expect(valid).toBeLessThan(500);
    });
  });
});
